import { describe, expect, it } from "vitest";
import { parseProof, proofLimits, publishedIn, quoteCollection, teamCollection } from "./proof-collections";
import { seedQuotes, seedTeam } from "./proof-seed";

describe("the team and quotes schemas", () => {
  it("bound every field and name what they refuse", () => {
    const parsed = parseProof(teamCollection, {
      shared: { name: "x".repeat(proofLimits.name + 1) },
      texts: { fr: { role: "" }, nl: { role: "Adviseur\u202e" } },
    });
    expect(parsed.ok ? [] : parsed.issues).toEqual([
      { path: "shared.name", issue: "tooLong" },
      { path: "texts.fr.role", issue: "required" },
      { path: "texts.nl.role", issue: "control" },
    ]);
    const quote = parseProof(quoteCollection, {
      shared: { name: "Sam", company: "Spoor", caseStudy: "../railway" },
      texts: { en: { text: "y".repeat(proofLimits.quoteText + 1), role: "Lead" } },
    });
    expect(quote.ok ? [] : quote.issues).toEqual([
      { path: "shared.caseStudy", issue: "slug" },
      { path: "texts.en.text", issue: "tooLong" },
    ]);
  });

  it("a language without its text has nothing to publish", () => {
    const parsed = parseProof(teamCollection, { shared: { name: " Lotte " }, texts: { nl: { role: "Adviseur" } } });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(publishedIn(parsed.draft, "nl")).toEqual({ name: "Lotte", text: { role: "Adviseur" } });
    expect(publishedIn(parsed.draft, "en")).toBeUndefined();
  });

  it("the seed invents nobody: no team member and no quote until the agency supplies them (app/content/proof.ts)", () => {
    expect(seedTeam()).toEqual([]);
    expect(seedQuotes()).toEqual([]);
  });
});
