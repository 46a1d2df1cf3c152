import { describe, expect, it } from "vitest";
import { copyrightYears } from "./copyright-years";

describe("copyrightYears", () => {
  it("is the first year alone in that year", () => {
    expect(copyrightYears(new Date("2025-06-01T12:00:00Z"), 2025)).toBe("2025");
  });
  it("reaches the current year after it", () => {
    expect(copyrightYears(new Date("2026-12-02T12:00:00Z"), 2025)).toBe("2025–2026");
  });
  it("counts the year in Brussels (New Year's night there is still 31 December in UTC)", () => {
    expect(copyrightYears(new Date("2026-12-31T23:30:00Z"), 2025)).toBe("2025–2027");
  });
});
