import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { articleSharedSchema } from "./article";
import { articlePath } from "./article-paths";
import { caseSharedSchema } from "./case-study";
import { casePath } from "./paths";
import { sitemapXml } from "./sitemap-xml";
import { entryAtSlug, listingOf, otherLanguageAddresses, slugIn, slugsOf } from "./slugs";

const entry = (slug: string, slugs: { fr?: string; nl?: string } | undefined, languages: ("en" | "fr" | "nl")[]) => ({
  slug,
  published: Object.fromEntries(languages.map((l) => [l, { slug, ...(slugs ? { slugs } : {}) }])),
});

describe("an address per language", () => {
  it("falls back to the one address an entry had before", () => {
    expect(slugsOf({ slug: "onderhoudsherinnering" })).toEqual({
      en: "onderhoudsherinnering",
      fr: "onderhoudsherinnering",
      nl: "onderhoudsherinnering",
    });
    expect(slugIn({ slug: "service-reminder", slugs: { fr: "rappel-entretien" } }, "nl")).toBe("service-reminder");
    expect(slugIn({ slug: "service-reminder", slugs: { fr: "rappel-entretien" } }, "fr")).toBe("rappel-entretien");
  });

  it("finds a language's page by that language's address only", () => {
    const entries = [entry("service-reminder", { fr: "rappel-entretien", nl: "onderhoudsherinnering" }, ["en", "fr", "nl"])];
    expect(entryAtSlug(entries, "fr", "rappel-entretien")).toBe(entries[0]);
    expect(entryAtSlug(entries, "en", "onderhoudsherinnering")).toBeUndefined();
    expect(entryAtSlug(entries, "nl", "service-reminder")).toBeUndefined();
  });

  it("leads another published language's address to this language's page, and never an unpublished one's", () => {
    const entries = [entry("service-reminder", { fr: "rappel-entretien", nl: "onderhoudsherinnering" }, ["en", "nl"])];
    expect(otherLanguageAddresses(entries, articlePath)).toEqual([
      { from: "/insights/onderhoudsherinnering", to: "/insights/service-reminder" },
      { from: "/nl/inzichten/service-reminder", to: "/nl/inzichten/onderhoudsherinnering" },
    ]);
    // The same address in every language: nothing to lead anywhere.
    expect(otherLanguageAddresses([entry("railway", undefined, ["en", "fr", "nl"])], casePath)).toEqual([]);
  });

  it("lists each language at its own address in sitemap.xml, alternates included", () => {
    const listing = listingOf(entry("railway", { fr: "chemin-de-fer", nl: "spoorweg" }, ["en", "fr"]));
    const xml = sitemapXml("https://agency.example", [listing]);
    expect(xml).toContain("<loc>https://agency.example/projects/railway</loc>");
    expect(xml).toContain('hreflang="fr-BE" href="https://agency.example/fr/projets/chemin-de-fer"');
    expect(xml).not.toContain("spoorweg");
    expect(xml).not.toContain("/fr/projets/railway");
  });

  it("checks each language's address as the shared one is checked", () => {
    const article = { slug: "service-reminder", date: "2026-04-01", author: "A", tags: [] };
    expect(v.safeParse(articleSharedSchema, { ...article, slugs: { fr: "rappel-entretien" } }).success).toBe(true);
    const refused = v.safeParse(articleSharedSchema, { ...article, slugs: { fr: "Rappel Entretien" } });
    expect(refused.issues?.map((i) => [i.path?.map((p) => p.key).join("."), i.message])).toEqual([["slugs.fr", "slug"]]);
    const long = v.safeParse(caseSharedSchema, {
      ...{ slug: "railway", tags: [], platforms: [], quoteName: "" },
      slugs: { nl: "a".repeat(61) },
    });
    expect(long.issues?.map((i) => i.message)).toEqual(["tooLong"]);
  });
});
