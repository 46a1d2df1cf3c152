import type { MetaDescriptor } from "react-router";
import { languageTag, localeFromPath, locales, ogLocale, type Locale } from "~/i18n/locale";
import { pageAt, pagePath } from "~/i18n/pages";
import { shareImageAlt, shareImagePath, shareImageSize } from "~/i18n/share-image";
import { site } from "~/site";
import { absoluteUrl } from "~/i18n/absolute-url";
import { breadcrumbJsonLd } from "./breadcrumbs";

/**
 * The head of a page in its language: title, description, Open Graph, the canonical URL
 * (aliases point at the main path) and reciprocal hreflang alternates.
 */
export function pageMeta(pathname: string, head: { title: string; description: string }): MetaDescriptor[] {
  const page = pageAt(pathname);
  const locale = page?.locale ?? localeFromPath(pathname);
  const canonical = absoluteUrl(page ? pagePath(page.id, locale) : pathname);
  const tags: MetaDescriptor[] = [
    { title: head.title },
    { name: "description", content: head.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale[locale] },
    ...(page
      ? [
          { property: "og:image", content: absoluteUrl(shareImagePath(page.id, locale)) },
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(shareImageSize.width) },
          { property: "og:image:height", content: String(shareImageSize.height) },
          { property: "og:image:alt", content: shareImageAlt(head.title) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
  if (page) {
    for (const l of locales) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: languageTag[l], href: absoluteUrl(pagePath(page.id, l)) });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(pagePath(page.id, "en")),
    });
    if (page.id !== "home") tags.push({ "script:ld+json": breadcrumbJsonLd(page.id, locale) });
  }
  return tags;
}

/** A route's `meta` export from its dictionaries, one per language: the head in the language of the path. */
export function localizedMeta(copy: Record<Locale, { meta: { title: string; description: string } }>) {
  return ({ location }: { location: { pathname: string } }) => pageMeta(location.pathname, copy[localeFromPath(location.pathname)].meta);
}
