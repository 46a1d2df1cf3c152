import { describe, expect, it } from "vitest";
import { pageNumber } from "./page-number";

describe("pageNumber", () => {
  it("takes a page in range as it is", () => {
    expect(pageNumber("2", 5)).toBe(2);
    expect(pageNumber(null, 5)).toBe(1);
  });

  it("shows the last page for any number past it", () => {
    for (const value of ["6", "1e17", "1e300", "Infinity", "9".repeat(400)]) expect(pageNumber(value, 5), value).toBe(5);
  });

  it("shows the first page for anything else", () => {
    for (const value of ["0", "-3", "-Infinity", "abc", "", "NaN", "2.5e-3"]) expect(pageNumber(value, 5), value).toBe(1);
  });
});
