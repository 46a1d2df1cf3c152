/**
 * The Insights section's part of a publish (server/publishing.ts): which of its documents changed
 * between two contents, and its RSS feeds. A language's index and feed exist only while an article
 * is published in it; an article's page when it is published in that language.
 */
import { localeFromPath, locales, type Locale } from "../app/i18n/locale";
import { allPagePaths } from "../app/i18n/pages";
import { feedXml } from "../app/publishing/article-feed";
import { feedPath, insightsPaths } from "../app/publishing/article-paths";
import { articlePages, articlesIn, insightLanguages } from "../app/publishing/articles";
import { casePages, type PublishedContent } from "../app/publishing/content";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The languages whose index (and feed) show something else: their list, or the languages that have one (hreflang). */
export function changedIndexes(before: PublishedContent, after: PublishedContent): Locale[] {
  const languagesMoved = !same(insightLanguages(before), insightLanguages(after));
  return insightLanguages(after).filter((l) => languagesMoved || !same(articlesIn(before, l), articlesIn(after, l)));
}

/** The HTML documents of the section to render again: changed indexes, and each article page whose article changed. */
export function changedInsightsPaths(before: PublishedContent, after: PublishedContent): string[] {
  const languagesMoved = !same(insightLanguages(before), insightLanguages(after));
  const was = new Map(before.articles.map((a) => [a.slug, JSON.stringify(a.published)]));
  const pages = articlePages(after)
    .filter((p) => languagesMoved || was.get(p.slug) !== JSON.stringify(after.articles.find((a) => a.slug === p.slug)?.published))
    .map((p) => p.path);
  return [...changedIndexes(before, after).map((l) => insightsPaths[l]), ...pages];
}

/** The feeds to write again, by path. */
export async function changedFeeds(origin: string, before: PublishedContent, after: PublishedContent): Promise<Map<string, string>> {
  const feeds = new Map<string, string>();
  for (const l of changedIndexes(before, after)) feeds.set(feedPath(l), await feedXml(origin, l, articlesIn(after, l)));
  return feeds;
}

/** The languages whose footer link to the index appears or goes (their first article published, their last unpublished). */
export function footerLanguages(before: PublishedContent, after: PublishedContent): Locale[] {
  const had = insightLanguages(before);
  const has = insightLanguages(after);
  return locales.filter((l) => had.includes(l) !== has.includes(l));
}

/** Every other document of those languages with the footer: the page table's pages and the case studies' pages. */
export function footerPaths(before: PublishedContent, after: PublishedContent): string[] {
  const languages = footerLanguages(before, after);
  return [
    ...allPagePaths().filter((path) => languages.includes(localeFromPath(path))),
    ...casePages(after)
      .filter((p) => languages.includes(p.locale))
      .map((p) => p.path),
  ];
}
