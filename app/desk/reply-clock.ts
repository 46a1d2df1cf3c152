/**
 * The reply clock (issue 36): a lead's relative age as the rows show it ("3 h", "2 d"), and the
 * colour of a status badge by outcome. Its words (units, "overdue"…) are the desk's (`hours`).
 */
import type { LeadStatus } from "~/storage/requests/lead-status";
import type { HoursWords } from "./words";

/** A relative age as the rows show it: minutes under an hour, hours under two days, then days. */
export function ageText(ms: number, w: HoursWords): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}\u00a0${w.units.minute}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}\u00a0${w.units.hour}`;
  return `${Math.floor(hours / 24)}\u00a0${w.units.day}`;
}

/** A status badge's colours by outcome: won green, lost grey, spam red, new in the accent, replied plain. */
export const statusBadgeClass: Record<LeadStatus, string> = {
  new: "border-accent bg-tint text-accent",
  later: "border-line-strong bg-surface text-accent",
  other: "border-line-strong bg-surface-alt text-ink",
  replied: "border-line-strong bg-surface text-ink",
  won: "border-success bg-surface text-success",
  lost: "border-line-strong bg-surface-alt text-muted",
  spam: "border-danger bg-surface text-danger",
};
