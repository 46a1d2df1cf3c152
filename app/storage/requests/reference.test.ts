import { describe, expect, it } from "vitest";
import { formatReference, normalizeReference, referenceDay } from "./reference";

describe("the short reference", () => {
  it("reads day, month, then the day's number on three digits or more", () => {
    expect(formatReference("2026-11-26", 42)).toBe("NW-2611-042");
    expect(formatReference("2026-01-05", 1)).toBe("NW-0501-001");
    expect(formatReference("2026-03-09", 999)).toBe("NW-0903-999");
    expect(formatReference("2026-03-09", 1000)).toBe("NW-0903-1000");
  });

  it("refuses a day or a number that is not one", () => {
    expect(() => formatReference("26/11/2026", 1)).toThrow();
    expect(() => formatReference("2026-11-26", 0)).toThrow();
    expect(() => formatReference("2026-11-26", 1.5)).toThrow();
  });

  it("takes the day in Belgium: after midnight there is the next day, whatever UTC says", () => {
    // 23:30 UTC on 25 November is 00:30 on the 26th in Brussels (CET, UTC+1).
    expect(referenceDay(new Date("2026-11-25T23:30:00Z"))).toBe("2026-11-26");
    expect(referenceDay(new Date("2026-11-25T22:59:59Z"))).toBe("2026-11-25");
    // Summer time (CEST, UTC+2).
    expect(referenceDay(new Date("2026-07-14T22:15:00Z"))).toBe("2026-07-15");
    expect(referenceDay(new Date("2026-07-14T21:59:00Z"))).toBe("2026-07-14");
  });

  it("recognises a reference as staff may type it, and nothing else", () => {
    for (const typed of ["NW-2611-042", " nw 2611 42 ", "2611-042", "NW2611042"]) expect(normalizeReference(typed)).toBe("NW-2611-042");
    expect(normalizeReference("nw-0501-1000")).toBe("NW-0501-1000");
    for (const other of ["Émilie", "2611", "NW-3213-001", "NW-2611-000"]) expect(normalizeReference(other)).toBeNull();
  });
});
