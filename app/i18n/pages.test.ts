import { describe, expect, it } from "vitest";
import { switchLocale } from "./href";
import { localeFromPath } from "./locale";
import { allPagePaths, pageAt, pageIds, pages } from "./pages";

describe("page table", () => {
  it("has the 13 pages of the spec, 28 paths with the French aliases", () => {
    expect(pageIds).toHaveLength(13);
    expect(allPagePaths()).toHaveLength(28);
    expect(new Set(allPagePaths()).size).toBe(28);
  });

  it("writes every French path under /fr and no English path there", () => {
    for (const id of pageIds) {
      expect(pages[id].fr.startsWith("/fr/")).toBe(true);
      expect(localeFromPath(pages[id].en)).toBe("en");
    }
  });

  it("finds the page behind a path, aliases and trailing slashes included", () => {
    expect(pageAt("/fr/formation")).toEqual({ id: "training", locale: "fr" });
    expect(pageAt("/fr/forfaits")).toEqual({ id: "packages", locale: "fr" });
    expect(pageAt("/fr")).toEqual({ id: "home", locale: "fr" });
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
    expect(switchLocale(from)).toBe(to);
  });

  it("adds or strips /fr for a path outside the table", () => {
    expect(switchLocale("/unknown")).toBe("/fr/unknown");
    expect(switchLocale("/fr/inconnu")).toBe("/inconnu");
  });

  it("never points off the site, whatever the path", () => {
    expect(switchLocale("/fr//evil.example/phish")).toBe("/evil.example/phish");
    expect(switchLocale("/fr/\\evil.example/phish")).toBe("/evil.example/phish");
    expect(switchLocale("//evil.example/phish")).toBe("/fr//evil.example/phish");
  });

  it("is its own inverse on every main path", () => {
    for (const id of pageIds) {
      expect(switchLocale(switchLocale(pages[id].en))).toBe(pages[id].en);
      expect(switchLocale(switchLocale(pages[id].fr))).toBe(pages[id].fr);
    }
  });
});
