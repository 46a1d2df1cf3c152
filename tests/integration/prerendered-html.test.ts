// @vitest-environment jsdom
/**
 * What the prerendered documents in build/client say before any browser lays them out or runs a
 * script: each page's head in its language (title, description, canonical, Open Graph, hreflang),
 * its language switch's links, no inline style, the speculation rules, and the framework-free 404
 * documents. The server sends these files as they are (it only puts a form token or, with
 * BOOKING_URL, the booking address into them): reading the files judges what a visitor gets, in
 * milliseconds, where site.e2e.ts fetched 41 paths from a server for each of these checks.
 * What needs layout or script (axe, the menu, focus, the 404 page's script) stays in tests/e2e.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { switchLocale } from "~/i18n/href";
import { languageTag, locales } from "~/i18n/locale";
import { allPagePaths, badRequestShells, notFoundShells, pageAt, pagePath, pages } from "~/i18n/pages";
import { casePath, seedSlugs } from "~/publishing/paths";
import { buildPaths, readStamp } from "../../lib/build-output";

const { client } = buildPaths();
if (!existsSync(client)) throw new Error("Run `npm run build` before these tests.");
const origin = new URL(readStamp()!.siteUrl).origin;

/** The file the server answers `path` with: "/" is index.html, "/fr/" fr/index.html, "/labs" labs/index.html. */
const fileOf = (path: string) => join(client, path.replace(/^\//, "").replace(/\/?$/, "/"), "index.html");
const source = (file: string) => readFileSync(file, "utf8");
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");
const parsed = new Map<string, Document>();
/** The document at `path`, parsed once for every check of it. */
function documentAt(path: string): Document {
  const file = fileOf(path);
  if (!parsed.has(file)) parsed.set(file, parse(source(file)));
  return parsed.get(file)!;
}
/** An absolute URL of the site as built: its path, checked to be on the built origin. */
function sitePath(href: string | null | undefined): string {
  const url = new URL(href ?? "");
  expect(url.origin).toBe(origin);
  return url.pathname;
}

const errorDocuments = [...Object.values(notFoundShells), ...Object.values(badRequestShells)].map((shell) => shell.file);

describe("every page's head, in its language", () => {
  const titles = new Map<string, string>();
  it.each(allPagePaths())("%s", (path) => {
    const doc = documentAt(path);
    const found = pageAt(path)!;
    const meta = (selector: string) => doc.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? undefined;
    expect(doc.documentElement.lang).toBe(languageTag[found.locale]);
    const title = doc.title;
    expect(title).not.toBe("");
    const description = meta('name="description"') ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    // An alias names its page's main path (/fr/forfaits: /fr/offres).
    expect(sitePath(doc.querySelector('link[rel="canonical"]')?.getAttribute("href"))).toBe(pagePath(found.id, found.locale));
    for (const property of ["og:title", "og:description", "og:url", "og:type", "og:locale", "og:image"]) {
      expect(meta(`property="${property}"`), property).toBeTruthy();
    }
    // Every language's counterpart, Dutch included (issue 27), and English as the default.
    const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute("hreflang"),
      sitePath(link.getAttribute("href")),
    ]);
    expect(alternates).toEqual([...locales.map((l) => [languageTag[l], pagePath(found.id, l)]), ["x-default", pagePath(found.id, "en")]]);
    // One title per page and language (the aliases share their page's).
    const key = `${found.id}-${found.locale}`;
    if (!titles.has(key)) {
      expect([...titles.values()]).not.toContain(title);
      titles.set(key, title);
    }
  });

  it("names the main path as canonical on the French aliases", () => {
    for (const [alias, main] of [
      ["/fr/forfaits", pages.packages.fr],
      ["/fr/formation", pages.training.fr],
    ]) {
      expect(sitePath(documentAt(alias!).querySelector('link[rel="canonical"]')?.getAttribute("href")), alias).toBe(main);
    }
  });
});

describe("the language switch", () => {
  // Written into each page by the prerender: no page's script touches the header (content pages
  // have none, the contact pages' island is the form alone). Followed in the browser on a page of
  // each language (site.e2e.ts); linkinator (links.audit.ts) follows every link of every page.
  it.each(allPagePaths())("on %s offers the two other languages, each at its counterpart", (path) => {
    const toggles = [...documentAt(path).querySelectorAll("header a[hreflang]")].map((a) => [
      a.getAttribute("hreflang"),
      a.getAttribute("href"),
    ]);
    const others = locales.filter((l) => l !== pageAt(path)!.locale);
    expect(toggles).toEqual(others.map((l) => [languageTag[l], switchLocale(path, l)]));
  });
});

describe("no inline styles (the CSP allows none)", () => {
  it.each([...allPagePaths(), ...errorDocuments])("%s has no style attribute and no <style> element", (path) => {
    const doc = path.startsWith("/") ? documentAt(path) : parse(source(join(client, path)));
    expect([...doc.querySelectorAll("[style]")].map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    expect(doc.querySelectorAll("style")).toHaveLength(0);
  });
});

describe("scripts", () => {
  it("every page fetches a same-site page ahead by relative patterns only (the browser's side: site.e2e.ts)", () => {
    for (const path of allPagePaths()) {
      const rules = documentAt(path).querySelector('script[type="speculationrules"]')?.textContent;
      expect(rules, path).toBeTruthy();
      const where = JSON.stringify(JSON.parse(rules!).prerender);
      // The browser resolves a relative pattern against the page: nothing off-site.
      expect(where, path).toContain('"href_matches":"/*"');
      expect(where, path).not.toMatch(/https?:/);
    }
  });

  it("the contact pages load no router (their island's script and its bytes: site.e2e.ts)", () => {
    for (const path of [pages.contact.en, pages.contact.fr, pages.contact.nl]) {
      expect(source(fileOf(path)), path).not.toMatch(/__reactRouter|modulepreload/);
    }
  });

  it.each(locales.map((locale) => [notFoundShells[locale].file, locale] as const))(
    "%s is in its language, framework-free, and does not name the path it was prerendered at",
    (file, locale) => {
      const html = source(join(client, file));
      const doc = parse(html);
      expect(doc.documentElement.lang).toBe(languageTag[locale]);
      expect(doc.querySelectorAll("script[src], script[type=module], link[rel=modulepreload]")).toHaveLength(0);
      expect(html).not.toMatch(/__reactRouter|__not-found/);
    },
  );
});

describe("the projects page", () => {
  it.each(locales)("in %s links each case study's card to that case study's own page in the same language", (locale) => {
    const doc = documentAt(pages.projects[locale]);
    const links = [...doc.querySelectorAll("main article h3 a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual(seedSlugs.map((slug) => casePath(slug, locale)));
    for (const href of links) {
      const target = documentAt(href!);
      expect(target.documentElement.lang, href!).toBe(languageTag[locale]);
      expect(sitePath(target.querySelector('link[rel="canonical"]')?.getAttribute("href"))).toBe(href);
    }
  });
});
