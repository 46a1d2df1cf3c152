export const locales = ["en", "fr"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The spec: French when the path starts with /fr, English otherwise. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** Open Graph locale names for each language (the agency is in Belgium). */
export const ogLocale: Record<Locale, string> = { en: "en_GB", fr: "fr_BE" };
