/**
 * sitemap.xml: every page of the page table in each language with its alternates, and each case
 * study's page in each language it is published in, its alternates only among those languages.
 * Written by the build from the seed and by the server again whenever content is published.
 */
import { languageTag, locales, type Locale } from "../i18n/locale";
import { pageIds, pages, type PageEntry } from "../i18n/pages";
import { articlePath, insightsPaths } from "./article-paths";
import { casePath, listedSlug, type CaseListing } from "./paths";

/** The Insights section in sitemap.xml: the languages with an index, and each article's languages. */
export interface InsightsListing {
  languages: readonly Locale[];
  articles: readonly CaseListing[];
}

function insightsEntries(origin: string, insights: InsightsListing): string[] {
  const pathsOf = (languages: readonly Locale[], path: (l: Locale) => string) =>
    Object.fromEntries(languages.map((l) => [l, path(l)])) as Partial<Record<Locale, string>>;
  const index = pathsOf(insights.languages, (l) => insightsPaths[l]);
  const entries = urlEntries(origin, index, index.en ?? index.fr ?? index.nl);
  for (const a of insights.articles) {
    const paths = pathsOf(a.languages, (l) => articlePath(listedSlug(a, l), l));
    entries.push(...urlEntries(origin, paths, paths.en ?? paths.fr ?? paths.nl));
  }
  return entries;
}

function urlEntries(origin: string, paths: Partial<Record<Locale, string>>, defaultPath: string | undefined): string[] {
  const present = locales.filter((l) => paths[l] !== undefined);
  const alternates = [
    ...present.map((l) => `    <xhtml:link rel="alternate" hreflang="${languageTag[l]}" href="${origin}${paths[l]}"/>`),
    ...(defaultPath ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${defaultPath}"/>`] : []),
  ].join("\n");
  return present.map((l) => `  <url>\n    <loc>${origin}${paths[l]}</loc>\n${present.length > 1 ? `${alternates}\n` : ""}  </url>`);
}

export function sitemapXml(origin: string, cases: readonly CaseListing[], insights?: InsightsListing): string {
  const entries = pageIds.flatMap((id) => {
    const page: PageEntry = pages[id];
    return urlEntries(origin, page, page.en);
  });
  for (const c of cases) {
    const paths = Object.fromEntries(c.languages.map((l) => [l, casePath(listedSlug(c, l), l)]));
    const fallback = paths.en ?? paths.fr ?? paths.nl;
    entries.push(...urlEntries(origin, paths, fallback));
  }
  if (insights) entries.push(...insightsEntries(origin, insights));
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}
