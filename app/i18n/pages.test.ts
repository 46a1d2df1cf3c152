import { describe, expect, it } from "vitest";
import { switchLocale } from "./href";
import { localeFromPath } from "./locale";
import { allPagePaths, pageAt, pageIds, pages } from "./pages";

describe("page table", () => {
  it("has the 13 pages of the spec, 41 paths with the French aliases and the Dutch pages", () => {
    expect(pageIds).toHaveLength(13);
    expect(allPagePaths()).toHaveLength(41);
    expect(new Set(allPagePaths()).size).toBe(41);
  });

  it("writes every French path under /fr, every Dutch path under /nl and no English path there", () => {
    for (const id of pageIds) {
      expect(pages[id].fr.startsWith("/fr/")).toBe(true);
      expect(pages[id].nl.startsWith("/nl/")).toBe(true);
      expect(localeFromPath(pages[id].nl)).toBe("nl");
      expect(localeFromPath(pages[id].en)).toBe("en");
    }
  });

  it("gives the Dutch pages the paths of issue 27", () => {
    expect(pageIds.map((id) => pages[id].nl)).toEqual([
      "/nl/",
      "/nl/labs",
      "/nl/pulse",
      "/nl/ops",
      "/nl/waarom",
      "/nl/over-ons",
      "/nl/opleidingen",
      "/nl/engagementen",
      "/nl/pakketten",
      "/nl/projecten",
      "/nl/contact",
      "/nl/sitemap",
      "/nl/juridische-informatie",
    ]);
  });

  it("finds the page behind a path, aliases and trailing slashes included", () => {
    expect(pageAt("/fr/formation")).toEqual({ id: "training", locale: "fr" });
    expect(pageAt("/fr/forfaits")).toEqual({ id: "packages", locale: "fr" });
    expect(pageAt("/fr")).toEqual({ id: "home", locale: "fr" });
    expect(pageAt("/nl")).toEqual({ id: "home", locale: "nl" });
    expect(pageAt("/nl/pakketten/")).toEqual({ id: "packages", locale: "nl" });
    expect(localeFromPath("/nlx")).toBe("en");
    expect(pageAt("/labs/")).toEqual({ id: "labs", locale: "en" });
    expect(pageAt("/nope")).toBeUndefined();
  });
});

describe("language switching", () => {
  it.each([
    ["/", "/fr/"],
    ["/fr/", "/"],
    ["/fr", "/"],
    ["/why", "/fr/pourquoi"],
    ["/fr/pourquoi", "/why"],
    ["/about", "/fr/a-propos"],
    ["/training", "/fr/formations"],
    ["/fr/formation", "/training"],
    ["/packages", "/fr/offres"],
    ["/fr/forfaits", "/packages"],
    ["/projects", "/fr/projets"],
    ["/legal-notice", "/fr/legal-notice"],
  ])("%s ⇄ %s", (from, to) => {
    expect(switchLocale(from, localeFromPath(from) === "fr" ? "en" : "fr")).toBe(to);
  });

  it.each([
    ["/", "/nl/"],
    ["/nl/", "/fr/"],
    ["/nl", "/"],
    ["/why", "/nl/waarom"],
    ["/fr/pourquoi", "/nl/waarom"],
    ["/fr/forfaits", "/nl/pakketten"],
    ["/nl/pakketten", "/fr/offres"],
    ["/nl/over-ons", "/about"],
    ["/fr/formation", "/nl/opleidingen"],
    ["/nl/juridische-informatie", "/fr/legal-notice"],
  ])("%s → %s (Dutch)", (from, to) => {
    const target = localeFromPath(from) === "nl" ? (localeFromPath(to) as "en" | "fr") : "nl";
    expect(switchLocale(from, target)).toBe(to);
  });

  it("swaps the language prefix for a path outside the table", () => {
    expect(switchLocale("/unknown", "fr")).toBe("/fr/unknown");
    expect(switchLocale("/unknown", "nl")).toBe("/nl/unknown");
    expect(switchLocale("/fr/inconnu", "en")).toBe("/inconnu");
    expect(switchLocale("/fr/inconnu", "nl")).toBe("/nl/inconnu");
    expect(switchLocale("/nl/onbekend", "en")).toBe("/onbekend");
    expect(switchLocale("/nl/onbekend", "fr")).toBe("/fr/onbekend");
    expect(switchLocale("/nl", "fr")).toBe("/fr/");
  });

  it("never points off the site, whatever the path", () => {
    for (const target of ["en", "fr", "nl"] as const) {
      for (const path of [
        "/fr//evil.example/phish",
        "/fr/\\evil.example/phish",
        "/nl//evil.example/phish",
        "/nl/\\evil.example/phish",
        "//evil.example/phish",
      ]) {
        expect(switchLocale(path, target)).toMatch(/^\/(?![/\\])/);
      }
    }
    expect(switchLocale("/fr//evil.example/phish", "en")).toBe("/evil.example/phish");
    expect(switchLocale("/nl//evil.example/phish", "en")).toBe("/evil.example/phish");
    expect(switchLocale("//evil.example/phish", "fr")).toBe("/fr//evil.example/phish");
  });

  it("comes back to the same path through every language", () => {
    for (const id of pageIds) {
      for (const from of ["en", "fr", "nl"] as const) {
        for (const to of ["en", "fr", "nl"] as const) {
          expect(switchLocale(switchLocale(pages[id][from], to), from)).toBe(pages[id][from]);
        }
      }
    }
  });
});
