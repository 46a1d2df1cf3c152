import { NOT_SALES_KINDS, type NotSalesKind } from "~/storage/requests/lead-status";
import type { Lead } from "~/storage/requests/leads-store.server";
import { CsrfField, secondaryButtonClass } from "../ui";
import { deskWords } from "../words";

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
    <section aria-labelledby="not-sales" className="space-y-3" data-not-sales>
      <h2 id="not-sales" className="text-xl font-bold text-ink">
        {w.title}
      </h2>
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
    </section>
  );
}
