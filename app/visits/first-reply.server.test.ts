import { describe, expect, it } from "vitest";
import { closedWithoutReply, firstReplyFigures, isAnswered, median, percentile } from "./first-reply.server";
import { workingClock } from "~/platform/working-time.server";

/** A Brussels wall-clock time in November 2026 (CET, UTC+1), as the store writes it. */
const nov = (day: number, h: number, m = 0) => new Date(Date.UTC(2026, 10, day, h - 1, m)).toISOString();
const lead = (
  createdAt: string,
  firstReplyAt: string | null,
  assignee: string | null,
  utmSource: string | null,
  leadStatus = "replied",
  firstReplyBy: string | null = firstReplyAt ? assignee : null,
) => ({
  createdAt,
  firstReplyAt,
  firstReplyBy,
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

  it("answered means a first reply exists, whatever the status; closed without one is counted apart", () => {
    expect(isAnswered(lead(nov(2, 10), nov(2, 11), "Ann", null, "won"))).toBe(true);
    expect(isAnswered(lead(nov(2, 10), null, "Ann", null, "won"))).toBe(false);
    expect(closedWithoutReply(lead(nov(2, 10), null, "Ann", null, "won"))).toBe(true);
    expect(closedWithoutReply(lead(nov(2, 10), null, "Ann", null, "lost"))).toBe(true);
    expect(closedWithoutReply(lead(nov(2, 10), null, "Ann", null, "later"))).toBe(false);
    expect(closedWithoutReply(lead(nov(2, 10), null, "Ann", null, "new"))).toBe(false);
    expect(closedWithoutReply(lead(nov(2, 10), nov(2, 11), "Ann", null, "won"))).toBe(false);
  });

  it("measures the promise as made (24 hours) and one working day, credits the sender, leaves out what cannot be judged yet", () => {
    const leads = [
      lead(nov(2, 10), nov(2, 11), "Ann", "google"), // 1 h: within 24 hours and the working day
      lead(nov(6, 17), nov(9, 10), "Ann", "google", "replied", "Cem"), // Friday to Monday, 65 h: late for 24 hours, in the working day; Cem's
      lead(nov(10, 15), nov(12, 16), "Bob", null), // 49 h: late for both (Armistice off, due Thursday 15:00)
      lead(nov(16, 9), null, "Bob", null, "new"), // open past both: late, Bob's (the owner)
      lead(nov(19, 10), null, null, "newsletter", "later"), // open, 2 h old: not judged
      lead(nov(3, 10), null, null, null, "won"), // closed without a reply: not judged
    ];
    const now = new Date(nov(19, 12));
    const f = firstReplyFigures(leads, workingClock(), now);
    expect(f.totals).toEqual({
      answered: 3,
      medianHours: 49,
      p90Hours: 65,
      withinPromise: { judged: 4, within: 1, share: 0.25 },
      withinWorkingDay: { judged: 4, within: 2, share: 0.5 },
    });
    expect(
      f.byOperator.map((r) => [
        r.key,
        r.answered,
        r.medianHours,
        r.withinPromise.within,
        r.withinWorkingDay.within,
        r.withinWorkingDay.judged,
      ]),
    ).toEqual([
      ["Bob", 1, 49, 0, 0, 2],
      ["Ann", 1, 1, 1, 1, 1],
      ["Cem", 1, 65, 0, 1, 1],
    ]);
    expect(f.bySource.map((r) => [r.key, r.answered, r.withinPromise.share, r.withinWorkingDay.share])).toEqual([
      ["google", 2, 0.5, 1],
      ["(direct)", 1, 0, 0],
    ]);
  });
});
