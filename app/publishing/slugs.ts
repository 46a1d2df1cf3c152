/**
 * An entry's address in each language (case studies and articles): `slug` is the English one (the
 * entry's name in the desk and the audit), `slugs` the French and Dutch ones. An entry stored
 * before addresses were per language has no `slugs`: its one address serves every language. A
 * published view carries the same two fields, so each page knows its own and its alternates'.
 */
import * as v from "valibot";
import { locales, type Locale } from "../i18n/locale";
import type { CaseListing } from "./paths";

/** Lower-case letters, digits and single hyphens between them. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One address: trimmed, at most `max` characters, the pattern (issues "tooLong", "slug"). */
export const slugSchema = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, "tooLong"), v.regex(slugPattern, "slug"));

/** The French and Dutch addresses, when they were given. */
export const otherSlugsSchema = (max: number) => v.optional(v.object({ fr: v.optional(slugSchema(max)), nl: v.optional(slugSchema(max)) }));

export interface Addressed {
  slug: string;
  slugs?: { fr?: string; nl?: string };
}

export type Slugs = Record<Locale, string>;

/** The entry's address in a language. */
export function slugIn(entry: Addressed, locale: Locale): string {
  return locale === "en" ? entry.slug : (entry.slugs?.[locale] ?? entry.slug);
}

/** The entry's address in every language (empty for an entry without one: a team member, a quote). */
export function slugsOf(entry: Partial<Addressed>): Slugs {
  const slug = entry.slug ?? "";
  return { en: slug, fr: entry.slugs?.fr ?? slug, nl: entry.slugs?.nl ?? slug };
}

/** The address fields of an entry with these addresses (what a draft's and each view's shared part hold). */
export function addressFields(slugs: Slugs): Required<Addressed> {
  return { slug: slugs.en, slugs: { fr: slugs.fr, nl: slugs.nl } };
}

/** An entry with languages published, as the pages see it. */
export interface PublishedEntry {
  published: Partial<Record<Locale, Addressed>>;
}

/** The address a language's page has (its published view's), else none. */
export const publishedSlug = (entry: PublishedEntry, locale: Locale): string | undefined => {
  const view = entry.published[locale];
  return view ? slugIn(view, locale) : undefined;
};

/** The entry whose page in `locale` is at `slug`. */
export function entryAtSlug<E extends PublishedEntry>(entries: readonly E[], locale: Locale, slug: string): E | undefined {
  return entries.find((e) => publishedSlug(e, locale) === slug);
}

/**
 * An address of another of the entry's published languages, typed on this language's site (a
 * shared link with its prefix changed, or the one address every language had before): it leads
 * (301) to the same entry's page in this language, which is what the visitor came for. A page of
 * this language at that address (another entry's) comes first; the server skips such a redirect.
 */
export function otherLanguageAddresses(
  entries: readonly PublishedEntry[],
  path: (slug: string, locale: Locale) => string,
): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (const e of entries)
    for (const l of locales) {
      const own = publishedSlug(e, l);
      if (own === undefined) continue;
      const others = new Set(locales.map((m) => publishedSlug(e, m)).filter((s): s is string => s !== undefined && s !== own));
      for (const s of others) out.push({ from: path(s, l), to: path(own, l) });
    }
  return out;
}

/** An entry as sitemap.xml lists it: its languages and each one's address. */
export function listingOf(entry: PublishedEntry & { slug: string }): CaseListing {
  const languages = locales.filter((l) => entry.published[l]);
  return { slug: entry.slug, languages, slugs: Object.fromEntries(languages.map((l) => [l, publishedSlug(entry, l)!])) };
}
