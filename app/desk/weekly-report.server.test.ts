import { describe, expect, it } from "vitest";
import { workingClock } from "~/platform/working-time.server";
import { weekDue } from "./weekly-report.server";

/** A Brussels wall time. */
const at = (iso: string) => new Date(iso);

describe("when the owner's weekly mail is due", () => {
  const clock = workingClock();
  it("on Monday from the opening, in working hours only", () => {
    expect(weekDue(clock, at("2026-12-07T08:59:00+01:00"))).toBeNull();
    expect(weekDue(clock, at("2026-12-07T09:00:00+01:00"))).toBe("2026-12-07");
    expect(weekDue(clock, at("2026-12-07T17:59:00+01:00"))).toBe("2026-12-07");
    expect(weekDue(clock, at("2026-12-07T18:00:00+01:00"))).toBeNull();
    expect(weekDue(clock, at("2026-12-08T09:00:00+01:00"))).toBeNull();
    expect(weekDue(clock, at("2026-12-06T10:00:00+01:00"))).toBeNull();
  });
  it("on Tuesday when Monday is a public holiday (Easter Monday, 6 April 2026)", () => {
    expect(weekDue(clock, at("2026-04-06T10:00:00+02:00"))).toBeNull();
    expect(weekDue(clock, at("2026-04-07T09:00:00+02:00"))).toBe("2026-04-06");
  });
});
