/**
 * The booking link (BOOKING_URL: a Cal.com, Calendly or similar scheduling page). A plain link, no
 * third-party script; absent when the variable is unset.
 *
 * The pages are prerendered at build time, the URL is read at start-up: the pages are prerendered
 * with the link and `bookingPlaceholder` as its address; the build serves them without the link
 * (each element marked `data-booking` taken out: `bookingInHtml`) and sets the linked copies aside
 * in build/booking, where a server started with BOOKING_URL takes them and puts the address in. No
 * inline script changes, so the pages' CSP hashes still hold. What the server renders itself (the
 * contact page's answers, `npm run dev`) uses the value it was given (`configureBooking`); in the
 * browser the value is the one the page was served with, read from its first booking link.
 */

/** The address the prerendered pages carry until the server fills in BOOKING_URL. */
export const bookingPlaceholder = "https://booking.invalid/book";

/** Server-side value: undefined while prerendering (the placeholder), null when unset. */
const key = Symbol.for("site.bookingUrl");
type Holder = { [key]?: string | null };

/** Called once by the server at start-up with BOOKING_URL (null when unset). */
export function configureBooking(url: string | null): void {
  (globalThis as Holder)[key] = url;
}

let fromPage: string | null | undefined;

/** The booking page's address, or null when there is none (nothing is shown). */
export function bookingUrl(): string | null {
  if (typeof document !== "undefined") {
    // The page as served: its first booking link (the header's), read once, before any change.
    if (fromPage === undefined) fromPage = document.querySelector<HTMLAnchorElement>("a[data-booking]")?.getAttribute("href") ?? null;
    return fromPage;
  }
  const configured = (globalThis as Holder)[key];
  return configured === undefined ? bookingPlaceholder : configured;
}

/**
 * The booking address prefilled with the visitor's name and email: Cal.com and Calendly read the
 * `name` and `email` query parameters into their booking form; other tools ignore them.
 */
export function prefilledBooking(url: string, person: { name: string; email: string } | null): string {
  if (!person) return url;
  const prefilled = new URL(url);
  prefilled.searchParams.set("name", person.name);
  prefilled.searchParams.set("email", person.email);
  return prefilled.toString();
}

/** An attribute value as React writes it into HTML. */
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);
}

/**
 * A prerendered document with BOOKING_URL in place of the placeholder, or, when it is unset,
 * without the elements marked `data-booking` (each such element holds no element of its own tag).
 */
export function bookingInHtml(html: string, url: string | null): string {
  if (!html.includes(bookingPlaceholder)) return html;
  if (url) return html.replaceAll(escapeAttribute(bookingPlaceholder), escapeAttribute(url));
  return html.replace(/<([a-z]+)\b[^>]*\sdata-booking=""[^>]*>[\s\S]*?<\/\1>/g, "");
}
