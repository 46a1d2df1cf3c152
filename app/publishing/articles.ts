/** The published articles as the Insights pages, the feeds and sitemap.xml take them. */
import { locales, type Locale } from "../i18n/locale";
import type { ArticleView } from "./article";
import { articlePath, feedPath, insightsPaths } from "./article-paths";
import type { PublishedContent } from "./content";
import type { InsightsListing } from "./sitemap-xml";
import { listingOf, publishedSlug } from "./slugs";

/** The articles published in a language, newest first (by their date, then their address). */
export function articlesIn(content: PublishedContent, locale: Locale): ArticleView[] {
  return content.articles
    .flatMap((a) => (a.published[locale] ? [a.published[locale]] : []))
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
}

/** The languages with at least one published article: only they have an index, a feed and a footer link. */
export function insightLanguages(content: PublishedContent): Locale[] {
  return locales.filter((l) => content.articles.some((a) => a.published[l]));
}

/** The languages an article is published in. */
export function articleLanguages(content: PublishedContent, slug: string): Locale[] {
  const article = content.articles.find((a) => a.slug === slug);
  return article ? locales.filter((l) => article.published[l]) : [];
}

/** Every article page the content has: its path, language and slug. */
export function articlePages(content: PublishedContent): { path: string; locale: Locale; slug: string }[] {
  return content.articles.flatMap((a) =>
    locales.filter((l) => a.published[l]).map((locale) => ({ path: articlePath(publishedSlug(a, locale)!, locale), locale, slug: a.slug })),
  );
}

/** Every document of the section the content has: the indexes, the feeds and the article pages. */
export function insightsDocuments(content: PublishedContent): string[] {
  const languages = insightLanguages(content);
  return [...languages.flatMap((l) => [insightsPaths[l], feedPath(l)]), ...articlePages(content).map((p) => p.path)];
}

/** The section as sitemap.xml lists it. */
export function insightsListing(content: PublishedContent): InsightsListing {
  return {
    languages: insightLanguages(content),
    articles: content.articles.map((a) => listingOf(a)),
  };
}
