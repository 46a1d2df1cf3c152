/**
 * Where case studies live, importable by the build's configuration (no dictionaries): each case
 * study's page is under the projects page's path, in each language it is published in.
 */
import { locales, type Locale } from "../i18n/locale";
import { pages } from "../i18n/pages";

/** The seed's case studies (app/publishing/seed.ts), whose pages the build prerenders; a unit test keeps both equal. */
export const seedSlugs = ["railway", "pharmacy"] as const;

/** A case study's page in a language. */
export function casePath(slug: string, locale: Locale): string {
  return `${pages.projects[locale]}/${slug}`;
}

/** A case study and the languages it is published in. */
export interface CaseListing {
  slug: string;
  languages: readonly Locale[];
  /** Its address in each language, when not `slug` (app/publishing/slugs.ts). */
  slugs?: Partial<Record<Locale, string>>;
}

/** A listing's address in a language. */
export const listedSlug = (c: CaseListing, l: Locale) => c.slugs?.[l] ?? c.slug;

/** The seed as listings: every seed case study in every language. */
export const seedListings: readonly CaseListing[] = seedSlugs.map((slug) => ({ slug, languages: locales }));

/** Every case study page of these listings. */
export function casePagePaths(listings: readonly CaseListing[]): string[] {
  return listings.flatMap((c) => c.languages.map((l) => casePath(listedSlug(c, l), l)));
}
