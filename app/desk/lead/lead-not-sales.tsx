import { NOT_SALES_KINDS, type NotSalesKind } from "~/storage/requests/lead-status";
import type { Lead } from "~/storage/requests/leads-store.server";
import { CsrfField, secondaryButtonClass } from "~/components/operator-ui";
import { deskWords } from "../words";
import { Section } from "~/components/operator-ui";

/**
 * "Not a sales lead": four buttons, one per kind, each closing the message in one click (a plain
 * form: it works without JavaScript). The words' guess at the kind is shown as a suggestion, never
 * acted on.
 */
export function LeadNotSales({
  lang,
  csrf,
  lead,
  suggested,
}: {
  lang: string;
  csrf: string;
  lead: Pick<Lead, "notSalesKind">;
  /** What the message's words suggest (not-sales-cue), if anything. */
  suggested?: Exclude<NotSalesKind, "other">;
}) {
  const w = deskWords(lang).notSales;
  const current = lead.notSalesKind;
  return (
    <Section id="not-sales" title={w.title} data-not-sales>
      {current ? (
        <p className="font-semibold text-ink" data-not-sales-kind={current}>
          {w.closed(w.kinds[current])}
        </p>
      ) : (
        <p className="max-w-prose text-muted">{w.intro}</p>
      )}
      {suggested && !current && (
        <p className="text-ink" data-not-sales-suggestion={suggested}>
          <span className="font-semibold">{w.suggestion[suggested]}</span> <span className="text-muted">{w.suggestionHint}</span>
        </p>
      )}
      <NotSalesForm csrf={csrf} kindName={(kind) => w.kinds[kind]} className="flex flex-wrap gap-2" pressed={current} />
    </Section>
  );
}

/**
 * The not-sales form: one button per kind, each posting `intent=not-sales` with its kind. On the
 * lead's page the kind it was closed as is shown pressed; from a list, the form names the lead
 * (`leadId`, posted to `action`) and each button says which lead it closes (`named`).
 */
export function NotSalesForm({
  csrf,
  kindName,
  className,
  pressed,
  action,
  leadId,
  named,
}: {
  csrf: string;
  kindName: (kind: NotSalesKind) => string;
  className: string;
  pressed?: NotSalesKind | null;
  action?: string;
  leadId?: string;
  named?: (kind: NotSalesKind) => string;
}) {
  return (
    <form method="post" action={action} className={className}>
      <CsrfField token={csrf} />
      {leadId !== undefined && <input type="hidden" name="id" value={leadId} />}
      <input type="hidden" name="intent" value="not-sales" />
      {NOT_SALES_KINDS.map((kind) => (
        <button
          key={kind}
          type="submit"
          name="kind"
          value={kind}
          aria-label={named?.(kind)}
          aria-pressed={pressed === undefined ? undefined : pressed === kind}
          className={pressed === undefined ? secondaryButtonClass : `${secondaryButtonClass} aria-pressed:bg-tint-strong`}
        >
          {kindName(kind)}
        </button>
      ))}
    </form>
  );
}
