/**
 * The first reply's figures (issue 47): how long leads waited for their first reply (the median
 * and 90th percentile, in elapsed time: nights and weekends count, as the visitor lives them), and
 * two shares: answered within the site's promise as made (`site.replyPromiseHours`, 24 hours from
 * the request) and within one working day (the desk's working clock: by the same time on the next
 * working day). For the period, by operator and by source.
 *
 * A lead is answered when its first reply exists (`first_reply_at`: a reply sent from the desk,
 * or "I replied" confirmed), whatever its status now. The reply is credited to the operator who
 * sent it (`first_reply_by`); a lead still unanswered is its owner's. An open lead (new, or set
 * aside to follow up later) past a deadline counts as late against it; one not yet past is not
 * judged; a lead closed without a reply (won or lost by phone, say) is never judged, and is
 * counted apart as "closed without reply".
 */
import { site } from "~/site";
import { groupedSource, type Origin } from "~/visits/channels";
import { unassignedKey, unrecordedKey, type ReplyFigures, type ReplyRow, type Share } from "~/visits/report-figures";
import type { WorkingClock } from "~/platform/working-time.server";

export interface ReplyLead extends Origin {
  createdAt: string;
  firstReplyAt: string | null;
  /** Who sent the first reply (an operator's name); null when unanswered, or not recorded. */
  firstReplyBy?: string | null;
  leadStatus: string;
  /** The lead's owner (an operator's name), or null. */
  assignee: string | null;
}

const hourMs = 3_600_000;
/** The statuses of a lead still waiting for the agency: the others are closed. */
const openStatuses = new Set(["new", "later"]);

/** Whether a lead has been answered: a first reply exists, whatever its status now. */
export const isAnswered = (lead: { firstReplyAt: string | null }) => lead.firstReplyAt !== null;
/** Whether a lead was closed (won, lost, …) with no reply ever sent or confirmed. */
export const closedWithoutReply = (lead: { firstReplyAt: string | null; leadStatus: string }) =>
  lead.firstReplyAt === null && !openStatuses.has(lead.leadStatus) && lead.leadStatus !== "spam";

/** The median of sorted values (the mean of the middle two for an even count). */
export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The nearest-rank percentile of sorted values: the smallest value at or above `p` of them. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

interface Judged {
  /** Hours from the request to the first reply, when answered. */
  hours: number | null;
  /** Against the promise's hours and against one working day: true in time, false late, null not judged. */
  inPromise: boolean | null;
  inWorkingDay: boolean | null;
}

function judge(lead: ReplyLead, clock: WorkingClock, now: Date): Judged {
  const created = new Date(lead.createdAt);
  const promised = created.getTime() + site.replyPromiseHours * hourMs;
  const due = clock.dueAt(created).getTime();
  if (lead.firstReplyAt) {
    const reply = Date.parse(lead.firstReplyAt);
    return { hours: Math.max(0, reply - created.getTime()) / hourMs, inPromise: reply <= promised, inWorkingDay: reply <= due };
  }
  const open = openStatuses.has(lead.leadStatus);
  return {
    hours: null,
    inPromise: open && promised < now.getTime() ? false : null,
    inWorkingDay: open && due < now.getTime() ? false : null,
  };
}

function share(judged: readonly Judged[], key: "inPromise" | "inWorkingDay"): Share {
  const counted = judged.filter((j) => j[key] !== null);
  const within = counted.filter((j) => j[key]).length;
  return { judged: counted.length, within, share: counted.length > 0 ? within / counted.length : null };
}

function figures(judged: readonly Judged[]): ReplyFigures {
  const hours = judged.flatMap((j) => (j.hours === null ? [] : [j.hours])).sort((a, b) => a - b);
  return {
    answered: hours.length,
    medianHours: median(hours),
    p90Hours: percentile(hours, 0.9),
    withinPromise: share(judged, "inPromise"),
    withinWorkingDay: share(judged, "inWorkingDay"),
  };
}

function rows(groups: Map<string, Judged[]>): ReplyRow[] {
  return [...groups]
    .map(([key, judged]) => ({ key, ...figures(judged) }))
    .filter((r) => r.answered + r.withinPromise.judged + r.withinWorkingDay.judged > 0)
    .sort((a, b) => b.answered - a.answered || b.withinWorkingDay.judged - a.withinWorkingDay.judged || a.key.localeCompare(b.key));
}

/** Whose row a lead is in: the operator who sent its first reply; unanswered, its owner's (or nobody's). */
export function operatorOf(lead: ReplyLead): string {
  if (lead.firstReplyAt) return lead.firstReplyBy ?? unrecordedKey;
  return lead.assignee ?? unassignedKey;
}

export function firstReplyFigures(leads: readonly ReplyLead[], clock: WorkingClock, now: Date) {
  const byOperator = new Map<string, Judged[]>();
  const bySource = new Map<string, Judged[]>();
  const all: Judged[] = [];
  for (const lead of leads) {
    const j = judge(lead, clock, now);
    all.push(j);
    for (const [map, key] of [
      [byOperator, operatorOf(lead)],
      [bySource, groupedSource(lead)],
    ] as const) {
      map.set(key, [...(map.get(key) ?? []), j]);
    }
  }
  return { totals: figures(all), byOperator: rows(byOperator), bySource: rows(bySource) };
}
