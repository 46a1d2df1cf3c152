import type { Locale } from "./locale";
import { localeFromPath } from "./locale";
import { pageAt, pagePath, type PageId } from "./pages";

/** Link target for a page in a language. */
export function href(id: PageId, locale: Locale): string {
  return pagePath(id, locale);
}

/** The path with its language prefix (/fr or /nl) taken off, or as it is for an English path. */
export function withoutLocalePrefix(pathname: string): string {
  return localeFromPath(pathname) === "en" ? pathname : pathname.replace(/^\/(fr|nl)(?=\/|$)/, "") || "/";
}

/**
 * The counterpart URL of `pathname` in the language `target`: through the page table when the
 * path is a known page (aliases included), otherwise by swapping the language prefix (/fr, /nl).
 */
export function switchLocale(pathname: string, target: Locale): string {
  const page = pageAt(pathname);
  if (page) return pagePath(page.id, target);
  const base = withoutLocalePrefix(pathname);
  const other = target === "en" ? base : base === "/" ? `/${target}/` : `/${target}${base}`;
  // Always a path of this site: `//evil.example/x` (or `/\evil.example`) would be another host.
  return `/${other.replace(/^[/\\]+/, "")}`;
}
