/**
 * The language of a desk page shown before anyone is signed in (sign-in, enrolment): the page's own
 * switch (`?lang=`), else the invitation's, else the browser's first choice of English, French or Dutch.
 */
import { locales, type Locale } from "~/i18n/locale";

/** The desk speaks the site's three languages. */
export type DeskLanguage = Locale;

/** A posted or stored language code as a desk language; anything else is null. */
export function deskLanguage(value: unknown): DeskLanguage | null {
  return locales.find((l) => l === value) ?? null;
}

export function acceptedLanguage(header: string | null): DeskLanguage {
  const ranked = (header ?? "")
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.find((p) => /^\s*q=/.test(p)) ?? "")?.[1] ?? 1);
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const language = locales.find((l) => tag === l || tag.startsWith(`${l}-`));
    if (language) return language;
  }
  return "en";
}

export function pageLanguage(url: URL, request: Request, invited: DeskLanguage | null = null): DeskLanguage {
  return deskLanguage(url.searchParams.get("lang")) ?? invited ?? acceptedLanguage(request.headers.get("accept-language"));
}

/** The same page in `language` (the switch's links), its other parameters kept. */
export function languageHref(url: URL, language: DeskLanguage): string {
  const params = new URLSearchParams(url.searchParams);
  params.set("lang", language);
  return `${url.pathname}?${params}`;
}

/** The same page in each language: the switch's links. */
export function languageHrefs(url: URL): Record<DeskLanguage, string> {
  return Object.fromEntries(locales.map((l) => [l, languageHref(url, l)])) as Record<DeskLanguage, string>;
}
