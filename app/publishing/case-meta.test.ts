import { describe, expect, it } from "vitest";
import { site } from "~/site";
import { caseTitle, shortDescription } from "./case-meta";

describe("a case study's head", () => {
  it("a title with the brand when it fits in 70 characters, else the title alone, cut at a word when it is longer", () => {
    expect(caseTitle("Short")).toBe(`Short | ${site.brand}`);
    const sixtyNine = `Division internationale d’un opérateur ferroviaire ${"x".repeat(18)}`;
    expect(sixtyNine).toHaveLength(69);
    expect(caseTitle(sixtyNine)).toBe(sixtyNine);
    const longer = "International division of a national railway operator and its partners in several countries";
    expect(caseTitle(longer)).toBe("International division of a national railway operator and its…");
    expect(caseTitle(longer).length).toBeLessThanOrEqual(70);
  });

  it("a description of at most 160 characters", () => {
    expect(shortDescription("a b ".repeat(100)).length).toBeLessThanOrEqual(160);
    expect(shortDescription("Fits.")).toBe("Fits.");
  });
});
