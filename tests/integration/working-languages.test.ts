// @vitest-environment jsdom
/**
 * Issue 37: no prerendered page, in any language, says the agency works in fewer languages than
 * app/site.ts lists (`workingLanguages`), and the home and contact pages name them all. The words
 * come from that list alone, so a page written by hand ("in English or French") fails here as soon
 * as the list and the page part ways; changing the list and rebuilding changes every page.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { accessibilityAnchor, pageAt } from "~/i18n/pages";
import { intlLocale, locales, type Locale } from "~/i18n/locale";
import { site } from "~/site";

const client = "build/client";
if (!existsSync(client)) throw new Error("Run `npm run build` before these tests.");

/** Languages a page might name: the site's, the agency's, and the other languages of Belgium's neighbours. */
const candidates = [...new Set([...locales, ...site.workingLanguages, "de", "es", "it", "pt", "lb"])];

const namesIn = (locale: Locale) => {
  const display = new Intl.DisplayNames(intlLocale[locale], { type: "language" });
  return new Map(candidates.map((code) => [display.of(code)!.toLowerCase(), code]));
};

/** What may stand between two names of one list: a comma, "and"/"or" in the three languages, a repeated preposition. */
const between = /^(?:,\s*|\s*,?\s+(?:and|or|en|of|et|ou)\s+)(?:(?:in het|het|in|en)\s+)?$/i;

/** Words that put a number on the languages ("both languages", "tweetalig"), with that number. */
const counted: Record<Locale, [RegExp, number][]> = {
  en: [
    [/\b(?:bilingual|both languages|two languages)\b/i, 2],
    [/\b(?:trilingual|three languages)\b/i, 3],
  ],
  fr: [
    [/\b(?:bilingue|deux langues)\b/i, 2],
    [/\b(?:trilingue|trois langues)\b/i, 3],
  ],
  nl: [
    [/\b(?:tweetalig\w*|beide talen|twee talen)\b/i, 2],
    [/\b(?:drietalig\w*|drie talen)\b/i, 3],
  ],
};

/** Each list of two or more language names in a text, as the set of codes it names. */
function languageLists(text: string, locale: Locale): Set<string>[] {
  const names = namesIn(locale);
  const pattern = new RegExp(`(?<![\\p{L}])(${[...names.keys()].join("|")})(?![\\p{L}])`, "giu");
  const found = [...text.matchAll(pattern)].map((m) => ({
    code: names.get(m[1]!.toLowerCase())!,
    start: m.index,
    end: m.index + m[0].length,
  }));
  const lists: Set<string>[] = [];
  let run: typeof found = [];
  const close = () => {
    if (run.length >= 2) lists.push(new Set(run.map((r) => r.code)));
    run = [];
  };
  for (const hit of found) {
    const last = run.at(-1);
    if (last && !between.test(text.slice(last.end, hit.start))) close();
    run.push(hit);
  }
  close();
  return lists;
}

/** What a text says wrong about the agency's languages, one line each. */
function problems(text: string, locale: Locale, working: readonly string[] = site.workingLanguages): string[] {
  const wanted = [...working].sort().join(",");
  const found = languageLists(text, locale)
    .map((set) => [...set].sort().join(","))
    .filter((names) => names !== wanted)
    .map((names) => `names ${names} where the agency works in ${wanted}: "${text.trim()}"`);
  for (const [pattern, count] of counted[locale]) {
    if (count < working.length && pattern.test(text)) found.push(`counts ${count} languages of ${working.length}: "${text.trim()}"`);
  }
  return found;
}

const localeOf = (tag: string) => locales.find((l) => tag.startsWith(l))!;

/** Every prerendered document: its path, language and the texts a visitor or a search engine reads. */
const documents = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .map((file) => {
    const path = `/${file.replace(/(^|\/)index\.html$/, "$1")}`.replace(/(.)\/$/, "$1");
    const document = new DOMParser().parseFromString(readFileSync(join(client, file), "utf8"), "text/html");
    const locale = localeOf(document.documentElement.lang);
    // Not the agency's languages but the site's: the accessibility statement (which languages of
    // the site are checked) and the links to the other versions of the page (in their own language).
    document.querySelectorAll(`script, style, #${accessibilityAnchor}, [lang]:not(html)`).forEach((node) => node.remove());
    const texts = [
      document.title,
      ...[...document.querySelectorAll("meta[name=description], meta[property^='og:']")].map((m) => m.getAttribute("content") ?? ""),
    ];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
    return { path, file, locale, page: pageAt(path), texts: texts.filter((t) => t.trim()) };
  });

describe("the agency's working languages on every page", () => {
  it("the detector catches the sentences that sent Flemish buyers away", () => {
    const three = ["nl", "fr", "en"];
    expect(problems("Zij spreken uw taal, in het Frans of in het Engels.", "nl", three)).toHaveLength(1);
    expect(problems("Ervaren CRM-specialisten doen het werk zelf, in het Engels of het Frans, vanuit België.", "nl", three)).toHaveLength(
      1,
    );
    expect(problems("Wij werken, schrijven en geven opleiding in beide talen.", "nl", three)).toHaveLength(1);
    expect(problems("at ease with a bilingual market.", "en", three)).toHaveLength(1);
    expect(problems("qui travaille en français et en anglais pour des clients", "fr", three)).toHaveLength(1);
    expect(problems("en néerlandais, en français ou en anglais", "fr", three)).toEqual([]);
    // One list more than the agency's is also not what site.ts says.
    expect(problems("Dutch, French, German and English", "en", three)).toHaveLength(1);
    expect(problems("Dutch and English", "en", ["nl", "en"])).toEqual([]);
  });

  it("no prerendered page in any language names fewer (or other) languages than app/site.ts", () => {
    expect(documents.length).toBeGreaterThanOrEqual(39);
    // The sitemap lists the site's own languages (its pages in English, French, Dutch), not the agency's.
    const wrong = documents
      .filter((d) => d.page?.id !== "sitemap")
      .flatMap((d) => d.texts.flatMap((text) => problems(text, d.locale)).map((p) => `${d.path}: ${p}`));
    expect(wrong).toEqual([]);
  });

  it.each(locales)("%s: the home and contact pages name every working language, in the page's language", (locale) => {
    for (const id of ["home", "contact"] as const) {
      const d = documents.find((doc) => doc.page?.id === id && doc.page.locale === locale && !doc.path.includes("?"));
      expect(d, `${id} ${locale}`).toBeDefined();
      const lists = d!.texts.flatMap((text) => languageLists(text, locale));
      expect(lists.length, `${d!.path} names the working languages`).toBeGreaterThanOrEqual(1);
      for (const list of lists) expect([...list].sort(), d!.path).toEqual([...site.workingLanguages].sort());
    }
  });

  it("the agency's structured data (home pages) knows the same languages", () => {
    for (const d of documents.filter((doc) => doc.page?.id === "home")) {
      const html = readFileSync(join(client, d.file), "utf8");
      expect(html, d.path).toContain(`"knowsLanguage":${JSON.stringify(site.workingLanguages)}`);
    }
  });
});
