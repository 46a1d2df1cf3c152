import type { MetaDescriptor } from "react-router";
import { localeFromPath, locales, ogLocale } from "./locale";
import { pageAt, pagePath } from "./pages";
import { site } from "~/site";

export function absoluteUrl(path: string): string {
  return `${__SITE_URL__}${path}`;
}

/**
 * The head of a page in its language: title, description, Open Graph, the canonical URL
 * (aliases point at the main path) and reciprocal hreflang alternates.
 */
export function pageMeta(
  pathname: string,
  head: { title: string; description: string },
): MetaDescriptor[] {
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
    { property: "og:image", content: absoluteUrl("/og-image.png") },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
  if (page) {
    for (const l of locales) {
      tags.push({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(pagePath(page.id, l)) });
    }
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(pagePath(page.id, "en")),
    });
  }
  return tags;
}

/** A route's `meta` export from its two dictionaries: the head in the language of the path. */
export function localizedMeta(copy: Record<"en" | "fr", { meta: { title: string; description: string } }>) {
  return ({ location }: { location: { pathname: string } }) =>
    pageMeta(location.pathname, copy[localeFromPath(location.pathname)].meta);
}
