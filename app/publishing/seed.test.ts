import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locale";
import { caseDraftSchema, parseDraft } from "./case-study";
import { seedSlugs } from "./paths";
import { seedCaseStudies } from "./seed";
import * as v from "valibot";

describe("the content seed", () => {
  it("is the spec's two case studies, the ones the build prerenders, each valid in every language", () => {
    const seeds = seedCaseStudies();
    expect(seeds.map((s) => s.shared.slug)).toEqual([...seedSlugs]);
    for (const seed of seeds) {
      expect(v.safeParse(caseDraftSchema, seed).success).toBe(true);
      expect(Object.keys(seed.texts)).toEqual([...locales]);
    }
    expect(seeds.map((s) => s.shared.tags)).toEqual([
      ["crm", "automation", "email", "b2c", "b2b"],
      ["multilingual", "automation", "segmentation", "mobile", "email", "b2c"],
    ]);
  });

  it("invents nothing: no result, quote or platform until the agency supplies them (app/content/proof.ts)", () => {
    for (const seed of seedCaseStudies()) {
      expect(seed.shared.platforms).toEqual([]);
      expect(seed.shared.quoteName).toBe("");
      for (const l of locales) expect([seed.texts[l]?.results, seed.texts[l]?.quote]).toEqual([[], undefined]);
    }
  });

  it("the schema bounds every field and names what it refuses", () => {
    const seed = seedCaseStudies()[0]!;
    const long = structuredClone(seed);
    long.texts.en!.description = "x".repeat(1501);
    long.shared.platforms = Array.from({ length: 13 }, (_, i) => `P${i}`);
    long.texts.fr!.results = [{ value: "", unit: "", label: "", period: "" }];
    const parsed = parseDraft(long);
    expect(parsed.ok ? [] : parsed.issues).toEqual(
      expect.arrayContaining([
        { path: "shared.platforms", issue: "tooMany" },
        { path: "texts.en.description", issue: "tooLong" },
        { path: "texts.fr.results.0.value", issue: "required" },
      ]),
    );
  });
});
