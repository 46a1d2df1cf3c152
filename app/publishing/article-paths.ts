/**
 * Where the Insights section lives, in the page table's style (app/i18n/pages.ts) but outside it:
 * its pages exist only in the languages an article is published in, so the build prerenders none
 * of them (a fresh install has no article) and the server renders them when one is published.
 */
import type { Locale } from "../i18n/locale";

/** The index of each language's articles. */
export const insightsPaths: Record<Locale, string> = { en: "/insights", fr: "/fr/analyses", nl: "/nl/inzichten" };

/** An article's page in a language. */
export function articlePath(slug: string, locale: Locale): string {
  return `${insightsPaths[locale]}/${slug}`;
}

/** The RSS 2.0 feed of a language's articles (a slug has no dot, so it never names an article). */
export function feedPath(locale: Locale): string {
  return `${insightsPaths[locale]}/feed.xml`;
}
