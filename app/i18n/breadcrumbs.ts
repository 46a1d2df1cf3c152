/**
 * The breadcrumb trail of every inner page for search engines (schema.org, typed with schema-dts),
 * in the page's language. Apart from the agency and service descriptions (structured-data.ts), so
 * that every page's head, which the contact page also runs in the browser, needs only page names.
 */
import type { BreadcrumbList, WithContext } from "schema-dts";
import { sitemap as enSitemap } from "~/content/en/sitemap";
import { sitemap as frSitemap } from "~/content/fr/sitemap";
import { sitemap as nlSitemap } from "~/content/nl/sitemap";
import type { Locale } from "./locale";
import { absoluteUrl } from "./absolute-url";
import { pagePath, type PageId } from "./pages";

/** Each page's name in each language, as the sitemap page lists them. */
export const pageNames: Record<Locale, Readonly<Record<PageId, string>>> = {
  en: enSitemap.names,
  fr: frSitemap.names,
  nl: nlSitemap.names,
};

/** Home › page, in the page's language (the home page has none). */
export function breadcrumbJsonLd(id: PageId, locale: Locale): WithContext<BreadcrumbList> {
  const trail: PageId[] = ["home", id];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((pageId, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: pageNames[locale][pageId],
      item: absoluteUrl(pagePath(pageId, locale)),
    })),
  };
}
