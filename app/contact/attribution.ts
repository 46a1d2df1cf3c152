/**
 * Where a lead comes from, as far as the page's own URL and its Referer say: nothing is stored on
 * the visitor's device. Shared by the form (which reads `location` and `document.referrer` once
 * hydrated) and the server action (which checks what the form sends, or reads the post's Referer
 * when the page ran no JavaScript).
 */

import { directSource, emptyAttribution, heardFromOptions, type Attribution, type HeardFrom } from "~/storage/requests/attribution";

/** The campaign parameters kept, and only these. */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof utmKeys)[number];

/**
 * What the form's script sends: the page's address and its referrer as the browser read them. The
 * server reads the attribution from them (`attributionFromUrls`) as it does from a post's Referer,
 * so that the browser carries none of this module's code; neither address is stored.
 */
export const trailFields = { page: "page_url", referrer: "page_referrer" } as const;

/** The page's address and referrer, as the browser read them once hydrated. */
export interface Trail {
  page: string;
  referrer: string;
}

/**
 * Form field names of the attribution inputs and the select. Pages built before the form sent its
 * trail (`trailFields`) sent these hidden inputs: the server still reads them.
 */
export const attributionFields = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  referrerHost: "referrer_host",
  landingPath: "landing_path",
  heardFrom: "heard_from",
} as const satisfies Record<keyof Attribution, string>;

const utmProperty: Record<UtmKey, keyof Attribution> = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
};

export const utmMaxLength = 100;
const maxPathLength = 200;
// Control characters, line and paragraph separators, bidirectional marks, overrides and isolates:
// in a mail, a CSV or the desk they would hide or reorder what staff read.
// eslint-disable-next-line no-control-regex
const refusedCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

/** A campaign value: trimmed, cut to 100 characters; refused (null) if it holds a control or bidi character. */
export function cleanUtm(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "" || refusedCharacters.test(trimmed)) return null;
  return Array.from(trimmed).slice(0, utmMaxLength).join("").trim();
}

/** A host name as a URL parser writes it (lower case, punycode), or null. */
export function cleanHost(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const host = value.trim().toLowerCase();
  return /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/.test(host) ? host : null;
}

/** A site path: starts with one slash, no query, fragment, control character or dot segment. */
export function cleanPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const path = value.trim();
  if (!/^\/(?!\/)[\w\-./~%@!$&'()*+,;=:]*$/.test(path) || path.length > maxPathLength) return null;
  if (/(^|\/)\.\.?(\/|$)/.test(path)) return null;
  return path;
}

export function cleanHeardFrom(value: unknown): HeardFrom | null {
  return typeof value === "string" && (heardFromOptions as readonly string[]).includes(value) ? (value as HeardFrom) : null;
}

function parseUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function utmFrom(url: URL): Partial<Attribution> {
  const found: Partial<Attribution> = {};
  for (const key of utmKeys) {
    const value = cleanUtm(url.searchParams.get(key));
    if (value !== null) (found as Record<string, string>)[utmProperty[key]] = value;
  }
  return found;
}

function hasUtm(url: URL): boolean {
  return utmKeys.some((key) => cleanUtm(url.searchParams.get(key)) !== null);
}

/**
 * What a page's URL and its referrer say about where the visitor came from.
 * - Campaign parameters on this page's URL: they are the campaign, this page the landing page.
 * - A referrer from this site (the site sends a full same-origin Referer): the visitor came from
 *   that page; its campaign parameters and path are taken (one step back, no further).
 * - A referrer from elsewhere: its host, and this page as the landing page.
 * - No referrer: this page as the landing page (a typed address, a bookmark, an app).
 * `sameOrigins` are the origins counted as this site (the page's own, and SITE_URL behind a proxy).
 */
export function attributionFromUrls(page: string | null, referrer: string | null, sameOrigins: readonly string[] = []): Attribution {
  const pageUrl = parseUrl(page);
  const referrerUrl = parseUrl(referrer);
  const origins = new Set([...sameOrigins, ...(pageUrl ? [pageUrl.origin] : [])]);
  const internal = referrerUrl !== null && origins.has(referrerUrl.origin);
  const external = referrerUrl !== null && !internal && /^https?:$/.test(referrerUrl.protocol) ? referrerUrl : null;
  if (pageUrl && hasUtm(pageUrl)) {
    return {
      ...emptyAttribution,
      ...utmFrom(pageUrl),
      referrerHost: cleanHost(external?.hostname),
      landingPath: cleanPath(pageUrl.pathname),
    };
  }
  if (internal && referrerUrl) {
    return { ...emptyAttribution, ...utmFrom(referrerUrl), landingPath: cleanPath(referrerUrl.pathname) };
  }
  return { ...emptyAttribution, referrerHost: cleanHost(external?.hostname), landingPath: pageUrl ? cleanPath(pageUrl.pathname) : null };
}

/** The attribution a form sent (hostile input: each value checked, a bad one dropped, never an error). */
export function attributionFromForm(get: (name: string) => unknown): Attribution {
  return {
    utmSource: cleanUtm(get(attributionFields.utmSource)),
    utmMedium: cleanUtm(get(attributionFields.utmMedium)),
    utmCampaign: cleanUtm(get(attributionFields.utmCampaign)),
    utmTerm: cleanUtm(get(attributionFields.utmTerm)),
    utmContent: cleanUtm(get(attributionFields.utmContent)),
    referrerHost: cleanHost(get(attributionFields.referrerHost)),
    landingPath: cleanPath(get(attributionFields.landingPath)),
    heardFrom: cleanHeardFrom(get(attributionFields.heardFrom)),
  };
}

/** True when anything beyond 'How did you hear about us?' is known. */
export function hasTrail(a: Attribution): boolean {
  return Boolean(a.utmSource || a.utmMedium || a.utmCampaign || a.utmTerm || a.utmContent || a.referrerHost || a.landingPath);
}

/** The one word a lead's origin is grouped by: its campaign source, else its referrer, else direct. */
export function sourceOf(a: Pick<Attribution, "utmSource" | "referrerHost">): string {
  return a.utmSource ?? a.referrerHost ?? directSource;
}

/**
 * True when a value holds what looks like an email address (also percent-encoded): such a value
 * is never counted as a campaign or a path, so an address typed into a link cannot outlive its
 * owner's erasure in the counts.
 */
export function looksLikeEmail(value: string): boolean {
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    text = value.replace(/%40/gi, "@");
  }
  return /[^\s@/?#]@[^\s@/?#]+\.[^\s@/?#]/.test(text);
}
