import type { OpenOther } from "~/storage/requests/close-others-store.server";
import type { ClosingStatus } from "../closing";
import { buttonClass, CsrfField, formatTime, secondaryButtonClass, LeadLink } from "~/components/operator-ui";
import { deskWords } from "../words";
import { Section } from "~/components/operator-ui";

/**
 * After an operator closed a request (replied, won, lost, spam) from a person with other open
 * requests: the second step, in the page and without script, that closes those others too, or
 * leaves them open. Afterwards, what it did.
 */
export function LeadCloseOthers({
  lang,
  csrf,
  firstName,
  status,
  others,
  closed,
  leadHref,
}: {
  lang: string;
  csrf: string;
  firstName: string;
  status: ClosingStatus | null;
  others: OpenOther[];
  /** How many were closed by the last action (its confirmation), or null. */
  closed: number | null;
  /** The lead page without the action's words: "Leave them open". */
  leadHref: string;
}) {
  const w = deskWords(lang).closeOthers;
  if (closed !== null && status)
    return (
      <p role="status" className="rounded-lg border border-line bg-surface-alt p-3 font-semibold text-ink">
        {w.done(closed, w.statuses[status])}
      </p>
    );
  if (!status || others.length === 0) return null;
  return (
    <Section id="close-others" title={w.title} className="space-y-3 rounded-lg border border-line-strong bg-surface-alt p-4">
      <p className="text-ink">{w.intro(firstName, others.length)}</p>
      <ul className="list-disc space-y-1 pl-6 text-ink">
        {others.map((o) => (
          <li key={o.id}>
            <LeadLink id={o.id}>{o.firstName}</LeadLink> <span className="text-muted">· {formatTime(o.createdAt, lang)}</span>
          </li>
        ))}
      </ul>
      <form method="post" className="flex flex-wrap items-center gap-4">
        <CsrfField token={csrf} />
        <input type="hidden" name="status" value={status} />
        {others.map((o) => (
          <input key={o.id} type="hidden" name="other" value={o.id} />
        ))}
        <button type="submit" name="intent" value="close-others" className={buttonClass}>
          {w.confirm(others.length, w.statuses[status])}
        </button>
        <a href={leadHref} className={secondaryButtonClass}>
          {w.keep}
        </a>
      </form>
    </Section>
  );
}
