import { describe, expect, it } from "vitest";
import { workingTime } from "./working-time.server";

const clock = workingTime();
const hour = 3_600_000;
/** A Brussels wall-clock time in November 2026 (CET, UTC+1). */
const nov = (day: number, h: number, m = 0) => new Date(Date.UTC(2026, 10, day, h - 1, m));

describe("working time (Mon-Fri 09:00-18:00 Brussels, Belgian public holidays off)", () => {
  it("counts the hours of a working day, and none at night or at the weekend", () => {
    expect(clock.workingDuration(nov(5, 10), nov(5, 14))).toBe(4 * hour);
    expect(clock.workingDuration(nov(5, 19), nov(6, 8))).toBe(0);
    // Friday 17:00 to Monday 10:00: an hour each side of the weekend.
    expect(clock.workingDuration(nov(6, 17), nov(9, 10))).toBe(2 * hour);
    expect(clock.workingDuration(nov(9, 10), nov(6, 17))).toBe(0);
  });

  it("leaves out a Belgian public holiday (Armistice, Wednesday 11 November 2026)", () => {
    expect(clock.workingDuration(nov(10, 17), nov(12, 10))).toBe(2 * hour);
  });

  it("follows Brussels across the change from summer time (25 October 2026)", () => {
    // Friday 23 October 17:00 CEST (15:00 UTC) to Monday 26 October 10:00 CET (09:00 UTC).
    expect(clock.workingDuration(new Date("2026-10-23T15:00:00Z"), new Date("2026-10-26T09:00:00Z"))).toBe(2 * hour);
  });

  it("makes a lead due at the same time on the next working day", () => {
    expect(clock.dueAt(nov(5, 15, 30))).toEqual(nov(6, 15, 30));
    expect(clock.dueAt(nov(6, 15))).toEqual(nov(9, 15));
    expect(clock.dueAt(nov(7, 14))).toEqual(nov(9, 14));
    expect(clock.dueAt(nov(10, 15))).toEqual(nov(12, 15));
    expect(clock.isWithinPromise(nov(10, 15), nov(12, 15))).toBe(true);
    expect(clock.isWithinPromise(nov(10, 15), nov(12, 15, 1))).toBe(false);
  });
});
