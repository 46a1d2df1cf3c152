/** The head of a case study's page: hreflang only for the languages it is published in. */
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "~/i18n/absolute-url";
import { trailJsonLd, trailStep } from "~/seo/breadcrumbs";
import { languageTag, ogLocale, type Locale } from "~/i18n/locale";
import { site } from "~/site";
import type { CaseView } from "./case-study";
import { casePath } from "./paths";
import { sharePath, shareSize, type ImageRef } from "~/content/image";
import { searchDescription, searchTitle } from "./search";
import { slugIn } from "./slugs";

/** A description of at most 160 characters, cut at a word. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= 160) return flat;
  const cut = flat.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 80 ? cut.lastIndexOf(" ") : 159)}…`;
}

/** The document's title: with the brand when it fits in 70 characters (what search results show), else the case study's title, cut at a word. */
export function caseTitle(title: string): string {
  const branded = `${title} | ${site.brand}`;
  if (branded.length <= 70) return branded;
  if (title.length <= 70) return title;
  const cut = title.slice(0, 69);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : 69)}…`;
}

/** The 1200x630 JPEG of an entry's image for link previews (a case study's, an article's), only when it has one. */
export function shareImage(image: ImageRef | undefined, alt: string): MetaDescriptor[] {
  if (!image) return [{ name: "twitter:card", content: "summary" }];
  const url = absoluteUrl(sharePath(image.id, image.focal));
  return [
    { property: "og:image", content: url },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(shareSize.width) },
    { property: "og:image:height", content: String(shareSize.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: alt },
  ];
}

export function caseMeta(view: CaseView, locale: Locale, languages: readonly Locale[]): MetaDescriptor[] {
  const title = searchTitle(view.text, () => caseTitle(view.text.title));
  const description = searchDescription(view.text, () => shortDescription(view.text.description));
  const canonical = absoluteUrl(casePath(slugIn(view, locale), locale));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: ogLocale[locale] },
    ...shareImage(view.image, view.text.imageAlt ?? ""),
    { tagName: "link", rel: "canonical", href: canonical },
    // Home › Projects › the case study.
    {
      "script:ld+json": trailJsonLd([
        trailStep("home", locale),
        trailStep("projects", locale),
        { name: view.text.title, path: casePath(slugIn(view, locale), locale) },
      ]),
    },
  ];
  if (languages.length > 1) {
    for (const l of languages)
      tags.push({ tagName: "link", rel: "alternate", hrefLang: languageTag[l], href: absoluteUrl(casePath(slugIn(view, l), l)) });
    const fallback = languages.includes("en") ? "en" : languages[0]!;
    tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(casePath(slugIn(view, fallback), fallback)) });
  }
  return tags;
}
