import type { Locale } from "./locale";
import { localeFromPath } from "./locale";
import { pageAt, pagePath, type PageId } from "./pages";

/** Link target for a page in a language. */
export function href(id: PageId, locale: Locale): string {
  return pagePath(id, locale);
}

/**
 * The counterpart URL of `pathname` in the other language: through the page table when the
 * path is a known page (aliases included), otherwise by adding or stripping the /fr prefix.
 */
export function switchLocale(pathname: string): string {
  const target: Locale = localeFromPath(pathname) === "fr" ? "en" : "fr";
  const page = pageAt(pathname);
  if (page) return pagePath(page.id, target);
  const other = target === "en" ? pathname.replace(/^\/fr(?=\/|$)/, "") || "/" : pathname === "/" ? "/fr/" : `/fr${pathname}`;
  // Always a path of this site: `//evil.example/x` (or `/\evil.example`) would be another host.
  return `/${other.replace(/^[/\\]+/, "")}`;
}
