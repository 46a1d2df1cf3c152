import { describe, expect, it } from "vitest";
import { belgianHolidays, parseWorkingHours, workingClock } from "./working-time.server";

const clock = workingClock();
/** An instant given as Brussels wall time with its offset, e.g. "2026-11-27T17:30+01:00". */
const t = (iso: string) => new Date(iso);

describe("the reply clock (default Mon-Fri 09:00-18:00, Brussels)", () => {
  it("a Friday 17:30 lead is not overdue on Saturday and is on Monday at 17:30", () => {
    const friday = t("2026-11-27T17:30+01:00");
    expect(clock.dueAt(friday)).toEqual(t("2026-11-30T17:30+01:00"));
    expect(clock.isOverdue(friday, t("2026-11-28T12:00+01:00"))).toBe(false);
    expect(clock.isOverdue(friday, t("2026-11-30T17:29:59+01:00"))).toBe(false);
    expect(clock.isOverdue(friday, t("2026-11-30T17:30+01:00"))).toBe(true);
  });

  it("a lead in the evening or at the weekend starts its clock at the next opening", () => {
    expect(clock.clockStart(t("2026-11-27T19:00+01:00"))).toEqual(t("2026-11-30T09:00+01:00"));
    expect(clock.clockStart(t("2026-11-28T11:00+01:00"))).toEqual(t("2026-11-30T09:00+01:00"));
    expect(clock.clockStart(t("2026-11-30T07:15+01:00"))).toEqual(t("2026-11-30T09:00+01:00"));
    expect(clock.clockStart(t("2026-11-27T18:00+01:00"))).toEqual(t("2026-11-30T09:00+01:00"));
    expect(clock.dueAt(t("2026-11-27T19:00+01:00"))).toEqual(t("2026-12-01T09:00+01:00"));
    expect(clock.dueAt(t("2026-11-29T23:59+01:00"))).toEqual(t("2026-12-01T09:00+01:00"));
    // Inside working hours the clock starts at once.
    expect(clock.clockStart(t("2026-11-26T10:05+01:00"))).toEqual(t("2026-11-26T10:05+01:00"));
    expect(clock.dueAt(t("2026-11-26T10:05+01:00"))).toEqual(t("2026-11-27T10:05+01:00"));
  });

  describe("Easter Monday, Ascension, Whit Monday, 21 July, 15 August, 1 and 11 November, Christmas and New Year are not working days", () => {
    it.each([
      ["2026-04-02T11:00+02:00", "2026-04-03T11:00+02:00", "Thursday before Easter → Friday (Good Friday is a working day in Belgium)"],
      ["2026-04-03T11:00+02:00", "2026-04-07T11:00+02:00", "Friday before Easter → Tuesday: Easter Monday 6 April 2026 does not count"],
      ["2026-05-13T16:00+02:00", "2026-05-15T16:00+02:00", "Ascension, Thursday 14 May 2026"],
      ["2026-05-22T09:30+02:00", "2026-05-26T09:30+02:00", "Whit Monday, 25 May 2026"],
      ["2026-07-20T10:00+02:00", "2026-07-22T10:00+02:00", "21 July"],
      ["2025-08-14T10:00+02:00", "2025-08-18T10:00+02:00", "15 August 2025 was a Friday: Thursday's lead is due on Monday"],
      ["2026-11-10T10:00+01:00", "2026-11-12T10:00+01:00", "11 November"],
      ["2025-10-31T10:00+01:00", "2025-11-03T10:00+01:00", "1 November"],
      ["2026-12-24T10:00+01:00", "2026-12-28T10:00+01:00", "Christmas Eve, then 25 December and the weekend… 24 Dec 2026 is a Thursday"],
      ["2026-12-31T10:00+01:00", "2027-01-04T10:00+01:00", "New Year"],
    ])("a lead of %s is due %s (%s)", (received, due) => {
      expect(clock.dueAt(t(received))).toEqual(t(due));
    });

    it("Easter Monday does not count towards the clock, and Whit Monday's lead starts it on Tuesday", () => {
      expect(clock.isOverdue(t("2026-04-03T11:00+02:00"), t("2026-04-06T12:00+02:00"))).toBe(false);
      expect(clock.clockStart(t("2026-05-25T10:00+02:00"))).toEqual(t("2026-05-26T09:00+02:00"));
    });
  });

  it("the Belgian public holidays of 2026", () => {
    expect([...belgianHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-14",
      "2026-05-25",
      "2026-07-21",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
  });

  it("keeps wall-clock times across the DST changes", () => {
    // Friday before summer time (29 March 2026): 10:00 CET is due Monday 10:00 CEST.
    expect(clock.dueAt(t("2026-03-27T10:00+01:00"))).toEqual(t("2026-03-30T10:00+02:00"));
    // Friday before winter time (25 October 2026).
    expect(clock.dueAt(t("2026-10-23T17:45+02:00"))).toEqual(t("2026-10-26T17:45+01:00"));
    expect(clock.clockStart(t("2026-10-24T12:00+02:00"))).toEqual(t("2026-10-26T09:00+01:00"));
    // The working time over the weekend of the change is that of the two days, not an hour more or less.
    expect(clock.workingMs(t("2026-03-27T09:00+01:00"), t("2026-03-30T18:00+02:00"))).toBe(18 * 3_600_000);
  });

  it("counts working time only", () => {
    expect(clock.workingMs(t("2026-11-27T17:30+01:00"), t("2026-11-30T10:00+01:00"))).toBe(90 * 60_000);
    expect(clock.workingMs(t("2026-11-28T10:00+01:00"), t("2026-11-29T10:00+01:00"))).toBe(0);
    expect(clock.workingMs(t("2026-11-30T10:00+01:00"), t("2026-11-27T10:00+01:00"))).toBe(0);
    expect(clock.workingMs(t("2026-11-23T09:00+01:00"), t("2026-11-30T09:00+01:00"))).toBe(5 * 9 * 3_600_000);
  });

  it("finds the latest overdue receipt time (what SQL compares)", () => {
    const cases = [
      "2026-11-30T10:00+01:00",
      "2026-11-30T09:00+01:00",
      "2026-11-28T12:00+01:00",
      "2026-12-01T08:00+01:00",
      "2026-04-07T09:30+02:00",
      "2026-03-30T09:00+02:00",
    ];
    for (const now of cases.map(t)) {
      const cutoff = clock.overdueCutoff(now);
      expect(clock.isOverdue(cutoff, now)).toBe(true);
      expect(clock.isOverdue(new Date(cutoff.getTime() + 1), now)).toBe(false);
    }
    // Every 73 minutes over Easter 2026, the spring DST change and a Christmas week, on two clocks:
    // the receipt at the cutoff is overdue, the next millisecond's is not.
    const short = workingClock("Mon-Thu 08:30-17:00, Fri 08:30-15:00; Sat 10:00-12:00");
    for (const [start, days] of [
      ["2026-03-25T00:00+01:00", 16],
      ["2026-12-21T00:00+01:00", 16],
    ] as const)
      for (let m = 0; m < days * 24 * 60; m += 73) {
        const now = new Date(t(start).getTime() + m * 60_000);
        for (const c of [clock, short]) {
          const cutoff = c.overdueCutoff(now);
          expect([c.isOverdue(cutoff, now), c.isOverdue(new Date(cutoff.getTime() + 1), now)]).toEqual([true, false]);
        }
      }
    // Monday 10:00: Friday 10:00 is the last overdue receipt.
    expect(clock.overdueCutoff(t("2026-11-30T10:00+01:00"))).toEqual(t("2026-11-27T10:00+01:00"));
  });

  it("knows when it is open and the day's opening", () => {
    expect(clock.isOpen(t("2026-11-27T09:00+01:00"))).toBe(true);
    expect(clock.isOpen(t("2026-11-27T18:00+01:00"))).toBe(false);
    expect(clock.isOpen(t("2026-11-28T10:00+01:00"))).toBe(false);
    expect(clock.isOpen(t("2026-04-06T10:00+02:00"))).toBe(false);
    expect(clock.openingOf(t("2026-11-27T15:00+01:00"))).toEqual(t("2026-11-27T09:00+01:00"));
    expect(clock.openingOf(t("2026-11-28T15:00+01:00"))).toBeNull();
  });
});

describe("custom WORKING_HOURS", () => {
  it("a shorter Friday clamps a Thursday-evening lead to Friday's closing", () => {
    const c = workingClock("Mon-Thu 08:30-17:00, Fri 08:30-15:00");
    expect(c.dueAt(t("2026-11-26T16:00+01:00"))).toEqual(t("2026-11-27T15:00+01:00"));
    expect(c.dueAt(t("2026-11-27T08:45+01:00"))).toEqual(t("2026-11-30T08:45+01:00"));
    expect(c.clockStart(t("2026-11-27T15:30+01:00"))).toEqual(t("2026-11-30T08:30+01:00"));
  });

  it("a Saturday morning and a Sunday across the DST change", () => {
    const c = workingClock("Mon-Fri 09:00-18:00; Sat 10:00-12:00");
    expect(c.dueAt(t("2026-11-27T17:30+01:00"))).toEqual(t("2026-11-28T12:00+01:00"));
    const sunday = workingClock("Sun 09:00-18:00");
    expect(sunday.clockStart(t("2026-03-28T12:00+01:00"))).toEqual(t("2026-03-29T09:00+02:00"));
    expect(sunday.workingMs(t("2026-03-29T00:00+01:00"), t("2026-03-30T00:00+02:00"))).toBe(9 * 3_600_000);
  });

  it("WORKING_HOLIDAYS=none: a public holiday is a working day", () => {
    const c = workingClock("Mon-Fri 09:00-18:00", "none");
    expect(c.dueAt(t("2026-04-03T11:00+02:00"))).toEqual(t("2026-04-06T11:00+02:00"));
    expect(c.isOpen(t("2026-12-25T10:00+01:00"))).toBe(true);
  });

  it("round the clock on working days", () => {
    const c = workingClock("mon-fri 00:00-24:00");
    expect(c.dueAt(t("2026-11-27T23:00+01:00"))).toEqual(t("2026-11-30T23:00+01:00"));
    expect(c.isOpen(t("2026-11-27T23:59+01:00"))).toBe(true);
  });

  it.each([
    ["", /must list days and hours/],
    ["Mon-Fri", /is not understood/],
    ["Mon-Fri 9-18", /is not understood/],
    ["Lun-Ven 09:00-18:00", /must name days as Mon/],
    ["Fri-Mon 09:00-18:00", /runs backwards/],
    ["Mon-Fri 09:00-25:00", /between 00:00 and 24:00/],
    ["Mon-Fri 09:60-18:00", /between 00:00 and 24:00/],
    ["Mon-Fri 18:00-09:00", /must close after it opens/],
    ["Mon-Fri 09:00-18:00, Fri 09:00-12:00", /names fri twice/],
  ])("refuses %j with a clear message", (value, message) => {
    expect(() => parseWorkingHours(value)).toThrow(message);
  });
});
