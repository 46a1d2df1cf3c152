/**
 * Each page's Open Graph image, one per page and language: the build draws it (scripts/images.ts)
 * from the page's head title, which is also its alternative text.
 */
import type { Locale } from "./locale";
import type { PageId } from "./pages";
import { site } from "../site";

export const shareImageSize = { width: 1200, height: 630 } as const;

/** Where a page's image is served, e.g. /og/fr/legal-notice.png. */
export function shareImagePath(id: PageId, locale: Locale): string {
  const name = id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `/og/${locale}/${name}.png`;
}

/** What the image says: the page's title without the brand, which the image shows by its logo. */
export function shareHeadline(title: string): string {
  return title
    .split(" | ")
    .filter((part) => part !== site.brand)
    .join(" | ");
}

/** The image's alternative text, in the page's language: its headline and the brand it shows. */
export function shareImageAlt(title: string): string {
  return `${site.brand} – ${shareHeadline(title)}`;
}
