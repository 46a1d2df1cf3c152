/** The packages a visitor can choose on the packages page and carry to the contact form. */
import { tierTitles as en } from "~/content/en/package-titles";
import { tierTitles as fr } from "~/content/fr/package-titles";
import { tierTitles as nl } from "~/content/nl/package-titles";
import { href } from "~/i18n/href";
import type { Locale } from "~/i18n/locale";

export type PackageId = keyof typeof en;

const titles: Record<Locale, Readonly<Record<PackageId, string>>> = { en, fr, nl };

export const packageIds = Object.keys(en) as readonly PackageId[];

/** The URL parameter that names the package on the contact page (`/contact?package=starter`). */
export const packageParam = "package";

/** The contact page's form section: where 'Choose this package' and an answered post land. */
export const formSectionId = "write-to-us";

/**
 * The anchor 'Choose this package' lands on: a notice at the top of the form naming the package,
 * shown by CSS (`:target`) so that a visitor without JavaScript sees it too (the prerendered page
 * cannot read the query; the server reads the package from the post's Referer).
 */
export function packageAnchor(id: PackageId): string {
  return `${formSectionId}-${id}`;
}

/** The package named by a page address of this site (`?package=`), or null. */
export function packageFromUrl(url: string | null): PackageId | null {
  if (!url) return null;
  try {
    return parsePackage(new URL(url).searchParams.get(packageParam));
  } catch {
    return null;
  }
}

/** A known package id, or null for anything else (an unknown or tampered value is ignored). */
export function parsePackage(value: unknown): PackageId | null {
  return typeof value === "string" && (packageIds as readonly string[]).includes(value) ? (value as PackageId) : null;
}

/** Each service line's package: a service page links to its card on the packages page. */
export const servicePackages = { labs: "starter", pulse: "professional", ops: "enterprise" } as const satisfies Record<string, PackageId>;

/** The id of a package's card on the packages page (the tier's key, as its dictionary gives it). */
export function packageCardId(key: string): string {
  return `package-${key}`;
}

/** A package's card on the packages page, in the visitor's language. */
export function packageCardHref(id: PackageId, locale: Locale): string {
  return `${href("packages", locale)}#${packageCardId(id)}`;
}

/** The package's title as the visitor saw it. */
export function packageTitle(id: PackageId, locale: Locale): string {
  return titles[locale][id];
}

/** The contact page's form in the visitor's language, with the package named in the URL. */
export function contactWithPackage(key: string, locale: Locale): string {
  const id = parsePackage(key);
  if (!id) throw new Error(`unknown package ${key}: every tier's key must be one of ${packageIds.join(", ")}`);
  return `${href("contact", locale)}?${packageParam}=${encodeURIComponent(id)}#${packageAnchor(id)}`;
}
