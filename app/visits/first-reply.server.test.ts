import { describe, expect, it } from "vitest";
import { firstReplyFigures, median, percentile } from "./first-reply.server";
import { workingClock } from "~/platform/working-time.server";

/** A Brussels wall-clock time in November 2026 (CET, UTC+1), as the store writes it. */
const nov = (day: number, h: number, m = 0) => new Date(Date.UTC(2026, 10, day, h - 1, m)).toISOString();
const lead = (
  createdAt: string,
  firstReplyAt: string | null,
  assignee: string | null,
  utmSource: string | null,
  leadStatus = "replied",
) => ({
  createdAt,
  firstReplyAt,
  assignee,
  leadStatus,
  utmSource,
  utmMedium: null,
  referrerHost: null,
});

describe("the first reply's figures", () => {
  it("median (mean of the middle two) and nearest-rank percentile", () => {
    expect(median([])).toBeNull();
    expect(median([1, 2, 3])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(percentile([1, 2, 3], 0.9)).toBe(3);
  });

  it("counts working hours, judges the promise, and leaves out what cannot be judged yet", () => {
    const leads = [
      lead(nov(2, 10), nov(2, 11), "Ann", "google"), // 1 h, in time
      lead(nov(6, 17), nov(9, 10), "Ann", "google"), // 2 h over the weekend, in time
      lead(nov(10, 15), nov(12, 16), "Bob", null), // 3 h + 7 h (Armistice off), late: due Thursday 15:00
      lead(nov(16, 9), null, "Bob", null, "new"), // open and past due: late
      lead(nov(19, 10), null, null, "newsletter", "new"), // open, not yet due: not judged
      lead(nov(3, 10), null, null, null, "won"), // closed without a reply: not judged
    ];
    const now = new Date(nov(19, 12));
    const f = firstReplyFigures(leads, workingClock(), now);
    expect(f.totals).toEqual({ answered: 3, medianHours: 2, p90Hours: 10, judged: 4, withinPromise: 2, share: 0.5 });
    expect(f.byOperator.map((r) => [r.key, r.answered, r.medianHours, r.judged, r.withinPromise])).toEqual([
      ["Ann", 2, 1.5, 2, 2],
      ["Bob", 1, 10, 2, 0],
    ]);
    expect(f.bySource.map((r) => [r.key, r.answered, r.share])).toEqual([
      ["google", 2, 1],
      ["(direct)", 1, 0],
    ]);
  });
});
