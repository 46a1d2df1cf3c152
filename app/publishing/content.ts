/**
 * The published content the pages render: the case studies in their order, each with the
 * languages it is published in. The server hands the current content to the renderer through
 * `contentContext`; while the build prerenders there is none, and the pages show the seed (what
 * a fresh install stores), so a fresh install serves exactly the pages the build made.
 */
import { createContext, type RouterContextProvider } from "react-router";
import { locales, type Locale } from "../i18n/locale";
import type { ArticlePublished } from "./article";
import type { CasePublished, CaseView } from "./case-study";
import { seedCaseStudies } from "./seed";
import { casePath, type CaseListing } from "./paths";
import { publishedIn, type ProofPublished, type QuoteDraft, type TeamDraft } from "./proof-collections";
import { seedQuotes, seedTeam } from "./proof-seed";
import { listingOf, publishedSlug } from "./slugs";

export interface PublishedCase {
  slug: string;
  published: CasePublished;
}

export interface PublishedArticle {
  slug: string;
  published: ArticlePublished;
}

export interface PublishedContent {
  caseStudies: readonly PublishedCase[];
  /** The Insights section's articles (app/publishing/articles.ts); the seed has none. */
  articles: readonly PublishedArticle[];
  /** Team members and client quotes (./proof-collections.ts), each with its published languages, in order. */
  team?: readonly ProofPublished<TeamDraft>[];
  quotes?: readonly ProofPublished<QuoteDraft>[];
}

export const contentContext = createContext<PublishedContent | null>(null);

let seedContent: PublishedContent | undefined;

/** The seed as published content: every seed case study in every language. */
export function seededContent(): PublishedContent {
  return (seedContent ??= {
    caseStudies: seedCaseStudies().map((c) => ({
      slug: c.shared.slug,
      published: Object.fromEntries(locales.map((l) => [l, { ...c.shared, text: c.texts[l]! }])),
    })),
    articles: [],
    team: seedTeam().map((d) => Object.fromEntries(locales.map((l) => [l, publishedIn(d, l)]))),
    quotes: seedQuotes().map((d) => Object.fromEntries(locales.map((l) => [l, publishedIn(d, l)]))),
  });
}

/** The content a route renders: the server's current content, or the seed while prerendering. */
export function contentOf(context: Readonly<RouterContextProvider>): PublishedContent {
  return context.get(contentContext) ?? seededContent();
}

/** The case studies published in a language, in their order. */
export function casesIn(content: PublishedContent, locale: Locale): CaseView[] {
  return content.caseStudies.flatMap((c) => (c.published[locale] ? [c.published[locale]] : []));
}

/** Each case study and the languages it is published in (sitemap.xml). */
export function listings(content: PublishedContent): CaseListing[] {
  return content.caseStudies.map((c) => listingOf(c));
}

/** Every case study page the content has: its path, language and the other languages it exists in. */
export function casePages(content: PublishedContent): { path: string; locale: Locale; slug: string; languages: Locale[] }[] {
  return content.caseStudies.flatMap((c) => {
    const languages = locales.filter((l) => c.published[l]);
    return languages.map((locale) => ({ path: casePath(publishedSlug(c, locale)!, locale), locale, slug: c.slug, languages }));
  });
}
