/**
 * The breadcrumb trail of every inner page for search engines (schema.org, typed with schema-dts),
 * in the page's language. Apart from the agency and service descriptions (structured-data.ts), so
 * that every page's head, which the contact page also runs in the browser, needs only page names.
 */
import type { BreadcrumbList, WithContext } from "schema-dts";
import { sitemap as enSitemap } from "~/content/en/sitemap";
import { sitemap as frSitemap } from "~/content/fr/sitemap";
import { sitemap as nlSitemap } from "~/content/nl/sitemap";
import type { Locale } from "~/i18n/locale";
import { absoluteUrl } from "~/i18n/absolute-url";
import { pagePath, type PageId } from "~/i18n/pages";

/** Each page's name in each language, as the sitemap page lists them. */
export const pageNames: Record<Locale, Readonly<Record<PageId, string>>> = {
  en: enSitemap.names,
  fr: frSitemap.names,
  nl: nlSitemap.names,
};

/** A trail of pages, each its name and its path, as schema.org reads it (the last one is the page itself). */
export function trailJsonLd(trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  };
}

/** A page of the page table in a trail: its name and path in the language. */
export const trailStep = (id: PageId, locale: Locale) => ({ name: pageNames[locale][id], path: pagePath(id, locale) });

/** Home › page, in the page's language (the home page has none). */
export function breadcrumbJsonLd(id: PageId, locale: Locale): WithContext<BreadcrumbList> {
  return trailJsonLd([trailStep("home", locale), trailStep(id, locale)]);
}
