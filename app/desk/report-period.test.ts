import { describe, expect, it } from "vitest";
import { barHeights, countTop, niceTop } from "./visits-chart";
import { defaultPeriod, parseDays } from "./report-period";

describe("the report's period from ?days=", () => {
  it("keeps a period offered", () => {
    expect(parseDays("7")).toBe(7);
    expect(parseDays("90")).toBe(90);
  });
  it("gives anything else the default, never an error", () => {
    for (const bad of [null, "", "0", "-7", "7.0", " 7", "1e1", "365", "abc", "7;drop", "0x1e"])
      expect(parseDays(bad), String(bad)).toBe(defaultPeriod);
  });
});

describe("bar heights", () => {
  it("share one round scale: a sliver for a small non-zero day and nothing for zero", () => {
    expect(niceTop(500)).toBe(500);
    expect(niceTop(16)).toBe(20);
    expect(niceTop(25)).toBe(50);
    expect(niceTop(0)).toBe(1);
    // Leads on a scale of their own, whole numbers at the top and the half.
    expect([0, 1, 2, 3, 9, 10, 11, 40].map(countTop)).toEqual([2, 2, 2, 4, 10, 10, 20, 50]);
    const [a, b, c, d] = barHeights([0, 1, 500, 250], niceTop(500));
    expect(a).toBe(0);
    expect(b).toBeGreaterThan(0);
    expect(c).toBe(100);
    expect(d).toBe(50);
  });
  it("draw no bar when every day is zero", () => {
    expect(barHeights([0, 0, 0], 1)).toEqual([0, 0, 0]);
    expect(barHeights([], 1)).toEqual([]);
  });
});
