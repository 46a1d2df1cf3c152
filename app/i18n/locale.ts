export const locales = ["en", "fr", "nl"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The languages other than English, each under its own path prefix (/fr, /nl). */
export type PrefixedLocale = Exclude<Locale, "en">;

/** French when the path starts with /fr (the spec), Dutch when it starts with /nl, English otherwise. */
export function localeFromPath(pathname: string): Locale {
  if (pathname === "/fr" || pathname.startsWith("/fr/")) return "fr";
  if (pathname === "/nl" || pathname.startsWith("/nl/")) return "nl";
  return "en";
}

/**
 * Each language's tag for `lang` and `hreflang` (BCP 47): French and Dutch as written in Belgium,
 * English without a region (the site's default, for every other visitor).
 */
export const languageTag: Record<Locale, string> = { en: "en", fr: "fr-BE", nl: "nl-BE" };

/** Dates and numbers in each language (Intl). */
export const intlLocale: Record<Locale, string> = { en: "en-GB", fr: "fr-BE", nl: "nl-BE" };

/** Open Graph locale names for each language (the agency is in Belgium). */
export const ogLocale: Record<Locale, string> = { en: "en_GB", fr: "fr_BE", nl: "nl_BE" };

/**
 * What the language switch shows for each language: its code, and its name in that language (the
 * link is marked with the target language, so a screen reader reads it in that language).
 */
export const languageSwitch: Record<Locale, { code: string; name: string }> = {
  en: { code: "EN", name: "English version" },
  fr: { code: "FR", name: "Version française" },
  nl: { code: "NL", name: "Nederlandstalige versie" },
};

/** A stored language code as a Locale: a language the site no longer has reads as English. */
export function asLocale(value: string): Locale {
  return locales.find((l) => l === value) ?? defaultLocale;
}
