import { describe, expect, it } from "vitest";
import { brusselsLocal, fromBrusselsLocal } from "./brussels-time";

describe("Brussels time in the desk's fields, UTC in the database", () => {
  it("reads winter time as UTC+1 and summer time as UTC+2", () => {
    expect(fromBrusselsLocal("2026-12-03T09:30")?.toISOString()).toBe("2026-12-03T08:30:00.000Z");
    expect(fromBrusselsLocal("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
  });
  it("writes the instant back as the same wall-clock time", () => {
    for (const v of ["2026-12-03T09:30", "2026-07-01T00:05", "2027-01-01T00:00", "2026-10-25T01:59"])
      expect(brusselsLocal(fromBrusselsLocal(v)!)).toBe(v);
  });
  it("reads the hour the spring change skips an hour later", () => {
    expect(brusselsLocal(fromBrusselsLocal("2026-03-29T02:30")!)).toBe("2026-03-29T03:30");
  });
  it("refuses what is not a real day and time", () => {
    for (const v of ["", "2026-02-30T10:00", "2026-12-03 09:30", "2026-12-03T24:00", "tomorrow", "2026-12-03T09:60"])
      expect(fromBrusselsLocal(v)).toBeUndefined();
  });
});
