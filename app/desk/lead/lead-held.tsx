/**
 * A reply or a status change held because another operator replied or changed the status after the
 * page was opened: who did what, how long ago, and the choice to send (save) anyway or discard.
 * Plain forms: the held page comes back from the server with the operator's text kept, and "anyway"
 * posts again with the version the page now shows.
 */
import type { LeadStatus } from "~/storage/requests/lead-status";
import type { LeadChange } from "~/storage/requests/lead-events.server";
import { LEAD_STATUSES as leadStatuses } from "~/storage/requests/lead-status";
import { deskWords } from "../words";
import { buttonClass, CsrfField, secondaryButtonClass } from "~/components/operator-ui";

/** What the held page says of the change it met (the action's answer, read once on the server). */
export interface HeldChange {
  kind: "reply" | "status";
  operator: string;
  /** How long before the held post the change was made. */
  agoMs: number;
  /** A status change's new status. */
  to: LeadStatus | null;
}

/** A stored change as the held page tells it. */
export function heldChange(change: LeadChange, now = new Date()): HeldChange {
  const to = change.detail.split(" → ").at(-1) ?? "";
  return {
    kind: change.kind,
    operator: change.operator,
    agoMs: Math.max(0, now.getTime() - Date.parse(change.at)),
    to: (leadStatuses as readonly string[]).includes(to) ? (to as LeadStatus) : null,
  };
}

/** A status as the status select shows it: "Won", « Gagnée ». */
export function statusChoice(status: LeadStatus, lang: string): string {
  const word = deskWords(lang).statuses[status];
  return word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
}

/** "Marc replied 2 minutes ago." / "Marc changed the status to Won 2 minutes ago." */
export function heldSentence(held: HeldChange, lang: string): string {
  const w = deskWords(lang).held;
  const ago = w.ago(held.agoMs);
  return held.kind === "reply" || !held.to ? w.replied(held.operator, ago) : w.changed(held.operator, statusChoice(held.to, lang), ago);
}

/** Inside the compose form: the reply was not sent; "Send anyway" posts the kept text again. */
export function HeldReply({ held, lang, discardHref }: { held: HeldChange; lang: string; discardHref: string }) {
  const w = deskWords(lang).held;
  return (
    <div role="group" aria-labelledby="reply-held" className="space-y-2 rounded-lg border-2 border-danger bg-surface-alt p-3" data-held="">
      <p id="reply-held" className="font-semibold text-ink">
        {heldSentence(held, lang)}
      </p>
      <p className="text-ink">{w.replyKept}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="send" className={buttonClass}>
          {w.sendAnyway}
        </button>
        <a href={discardHref} className={secondaryButtonClass}>
          {w.discardReply}
        </a>
      </div>
    </div>
  );
}

/**
 * At the top of the page: a status change ("Mark as replied", "Spam", the status select) was not
 * saved; "Save anyway" posts it again.
 */
export function HeldStatus({
  held,
  lang,
  csrf,
  version,
  intent,
  status,
  discardHref,
}: {
  held: HeldChange;
  lang: string;
  csrf: string;
  version: number;
  intent: string;
  status: LeadStatus;
  discardHref: string;
}) {
  const w = deskWords(lang).held;
  return (
    <form
      method="post"
      aria-labelledby="status-held"
      className="space-y-2 rounded-lg border-2 border-danger bg-surface-alt p-3"
      data-held=""
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="seen" value={version} />
      <input type="hidden" name="status" value={status} />
      <p id="status-held" className="font-semibold text-ink">
        {heldSentence(held, lang)}
      </p>
      <p className="text-ink">{w.statusKept(statusChoice(status, lang))}</p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value={intent} className={buttonClass}>
          {w.saveAnyway}
        </button>
        <a href={discardHref} className={secondaryButtonClass}>
          {w.discardStatus}
        </a>
      </div>
    </form>
  );
}
