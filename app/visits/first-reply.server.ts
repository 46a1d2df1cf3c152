/**
 * The first reply's figures, in working hours: the median and 90th percentile of the time to the
 * first reply, and the share of leads answered within the promise (by the same time on the next
 * working day), for the period, by operator (the lead's owner) and by source. Only a reply sent
 * or confirmed counts (`first_reply_at`); a lead still open past its due time counts as late, a
 * lead not yet due is not judged, and a lead closed without a reply (won or lost by phone) neither.
 * Read on the desk's working clock (WORKING_HOURS, WORKING_HOLIDAYS).
 */
import { groupedSource, type Origin } from "~/visits/channels";
import { unassignedKey, type ReplyFigures, type ReplyRow } from "~/visits/report-figures";
import type { WorkingClock } from "~/platform/working-time.server";

export interface ReplyLead extends Origin {
  createdAt: string;
  firstReplyAt: string | null;
  leadStatus: string;
  assignee: string | null;
}

const hourMs = 3_600_000;

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
  /** Working hours to the first reply, when answered. */
  hours: number | null;
  /** true in time, false late, null not judged (not yet due, or closed without a reply). */
  inTime: boolean | null;
}

function judge(lead: ReplyLead, clock: WorkingClock, now: Date): Judged {
  const created = new Date(lead.createdAt);
  if (lead.firstReplyAt) {
    const reply = new Date(lead.firstReplyAt);
    return { hours: clock.workingMs(created, reply) / hourMs, inTime: reply.getTime() <= clock.dueAt(created).getTime() };
  }
  const open = lead.leadStatus === "new";
  return { hours: null, inTime: open && clock.dueAt(created).getTime() < now.getTime() ? false : null };
}

function figures(judged: readonly Judged[]): ReplyFigures {
  const hours = judged.flatMap((j) => (j.hours === null ? [] : [j.hours])).sort((a, b) => a - b);
  const counted = judged.filter((j) => j.inTime !== null);
  const withinPromise = counted.filter((j) => j.inTime).length;
  return {
    answered: hours.length,
    medianHours: median(hours),
    p90Hours: percentile(hours, 0.9),
    judged: counted.length,
    withinPromise,
    share: counted.length > 0 ? withinPromise / counted.length : null,
  };
}

function rows(groups: Map<string, Judged[]>): ReplyRow[] {
  return [...groups]
    .map(([key, judged]) => ({ key, ...figures(judged) }))
    .filter((r) => r.answered + r.judged > 0)
    .sort((a, b) => b.judged - a.judged || b.answered - a.answered || a.key.localeCompare(b.key));
}

export function firstReplyFigures(leads: readonly ReplyLead[], clock: WorkingClock, now: Date) {
  const byOperator = new Map<string, Judged[]>();
  const bySource = new Map<string, Judged[]>();
  const all: Judged[] = [];
  for (const lead of leads) {
    const j = judge(lead, clock, now);
    all.push(j);
    for (const [map, key] of [
      [byOperator, lead.assignee ?? unassignedKey],
      [bySource, groupedSource(lead)],
    ] as const) {
      map.set(key, [...(map.get(key) ?? []), j]);
    }
  }
  return { totals: figures(all), byOperator: rows(byOperator), bySource: rows(bySource) };
}
