import { NOT_SALES_KINDS, type NotSalesKind } from "~/contact/lead-status";
import type { Lead } from "~/storage/leads-store.server";
import { notSalesWords } from "../not-sales-words";
import { CsrfField, secondaryButtonClass, Section } from "../ui";

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
  const w = notSalesWords(lang);
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
      <form method="post" className="flex flex-wrap gap-2">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="not-sales" />
        {NOT_SALES_KINDS.map((kind) => (
          <button
            key={kind}
            type="submit"
            name="kind"
            value={kind}
            aria-pressed={current === kind}
            className={`${secondaryButtonClass} aria-pressed:bg-tint-strong`}
          >
            {w.kinds[kind]}
          </button>
        ))}
      </form>
    </Section>
  );
}
