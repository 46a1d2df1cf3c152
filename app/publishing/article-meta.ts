/**
 * The head of the Insights pages: canonical, Open Graph, hreflang only among the languages that
 * have the page, the language's RSS feed, and an article's structured data (schema.org Article)
 * and share image (its image's 1200x630 JPEG, only when it has one).
 */
import { searchDescription, searchTitle } from "./search";
import type { MetaDescriptor } from "react-router";
import type { Article, WithContext } from "schema-dts";
import { absoluteUrl } from "~/i18n/absolute-url";
import { trailJsonLd, trailStep } from "~/seo/breadcrumbs";
import { languageTag, ogLocale, type Locale } from "~/i18n/locale";
import { organizationId } from "~/seo/structured-data";
import { site } from "~/site";
import type { ArticleView } from "./article";
import { articlePath, feedPath, insightsPaths } from "./article-paths";
import { articleWords } from "./article-words";
import { sharePath } from "~/content/image";
import { caseTitle, shareImage, shortDescription } from "./case-meta";
import { slugIn } from "./slugs";

function head(
  locale: Locale,
  { title, description, path, type }: { title: string; description: string; path: string; type: string },
): MetaDescriptor[] {
  const canonical = absoluteUrl(path);
  return [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale[locale] },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: articleWords[locale].feedTitle, href: feedPath(locale) },
  ];
}

function alternates(languages: readonly Locale[], pathOf: (l: Locale) => string): MetaDescriptor[] {
  if (languages.length < 2) return [];
  const fallback = languages.includes("en") ? "en" : languages[0]!;
  return [
    ...languages.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: languageTag[l], href: absoluteUrl(pathOf(l)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(pathOf(fallback)) },
  ];
}

export function insightsMeta(locale: Locale, languages: readonly Locale[]): MetaDescriptor[] {
  const w = articleWords[locale];
  return [
    ...head(locale, { title: w.title, description: w.lead, path: insightsPaths[locale], type: "website" }),
    { name: "twitter:card", content: "summary" },
    ...alternates(languages, (l) => insightsPaths[l]),
    { "script:ld+json": trailJsonLd([trailStep("home", locale), { name: w.name, path: insightsPaths[locale] }]) },
  ];
}

export function articleJsonLd(view: ArticleView, locale: Locale): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: view.text.title.slice(0, 110),
    description: view.text.summary,
    author: { "@type": "Person", name: view.author },
    publisher: { "@id": organizationId },
    datePublished: view.date,
    dateModified: view.modified,
    inLanguage: languageTag[locale],
    mainEntityOfPage: absoluteUrl(articlePath(slugIn(view, locale), locale)),
    ...(view.image ? { image: absoluteUrl(sharePath(view.image.id, view.image.focal)) } : {}),
  };
}

export function articleMeta(view: ArticleView, locale: Locale, languages: readonly Locale[]): MetaDescriptor[] {
  return [
    ...head(locale, {
      title: searchTitle(view.text, () => caseTitle(view.text.title)),
      description: searchDescription(view.text, () => shortDescription(view.text.summary)),
      path: articlePath(slugIn(view, locale), locale),
      type: "article",
    }),
    ...shareImage(view.image, view.text.imageAlt ?? ""),
    ...alternates(languages, (l) => articlePath(slugIn(view, l), l)),
    { "script:ld+json": articleJsonLd(view, locale) },
    // Home › Insights › the article.
    {
      "script:ld+json": trailJsonLd([
        trailStep("home", locale),
        { name: articleWords[locale].name, path: insightsPaths[locale] },
        { name: view.text.title, path: articlePath(slugIn(view, locale), locale) },
      ]),
    },
  ];
}
