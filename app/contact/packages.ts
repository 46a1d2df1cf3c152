/** The packages a visitor can choose on the packages page and carry to the contact form. */
import { packages as en } from "~/content/en/packages";
import { packages as fr } from "~/content/fr/packages";
import { href } from "~/i18n/href";
import type { Locale } from "~/i18n/locale";

export type PackageId = (typeof en.tiers.items)[number]["key"];

export const packageIds: readonly PackageId[] = en.tiers.items.map((tier) => tier.key);

/** The URL parameter that names the package on the contact page (`/contact?package=starter`). */
export const packageParam = "package";

/** A known package id, or null for anything else (an unknown or tampered value is ignored). */
export function parsePackage(value: unknown): PackageId | null {
  return typeof value === "string" && (packageIds as readonly string[]).includes(value) ? (value as PackageId) : null;
}

/** The package's title as the visitor saw it. */
export function packageTitle(id: PackageId, locale: Locale): string {
  const tiers = locale === "fr" ? fr.tiers.items : en.tiers.items;
  return tiers.find((tier) => tier.key === id)?.title ?? id;
}

/** The contact page in the visitor's language, with the package named in the URL. */
export function contactWithPackage(key: string, locale: Locale): string {
  const id = parsePackage(key);
  if (!id) throw new Error(`unknown package ${key}: every tier's key must be one of ${packageIds.join(", ")}`);
  return `${href("contact", locale)}?${packageParam}=${encodeURIComponent(id)}`;
}
