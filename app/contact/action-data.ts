import type { PackageId } from "~/content/packages";
import type { ContactFieldErrors } from "./schema";

/** The values a refused post shows again (no JS), with the package it carried (from the form or its Referer). */
export type ContactValues = { firstName: string; email: string; message: string; heardFrom?: string; package?: string | null };

/** What the contact action answers; the form reads it (fetcher data, or action data without JS). */
export type ContactActionData =
  /**
   * Stored (or caught by a spam trap and stored as spam, answered the same way); the request's short
   * reference (`NW-2611-042`, see reference.ts),
   * the sender's own name and email (to prefill the booking link, and the address the
   * confirmation says the answer goes to), and the package stored with it, if any. `receipt`: a
   * copy was queued to the sender (the confirmation says so only then).
   */
  | { outcome: "success"; reference: string; person?: { name: string; email: string }; package?: PackageId; receipt?: boolean }
  /** 400: field messages in the page's language, and the values to show again (no JS). */
  | { outcome: "invalid"; errors: ContactFieldErrors; values: ContactValues }
  /** 429: over the rate limit. */
  | { outcome: "throttled" }
  /**
   * 503: storage unavailable (down, disk full, read-only), with the values to show again (no JS:
   * nothing typed is lost; the script keeps its own form); 403: not a submission from this site.
   */
  | { outcome: "unavailable"; values?: ContactValues }
  | { outcome: "forbidden" }
  /** In the browser only: the server could not be reached (offline, connection refused or cut). */
  | { outcome: "offline" };

/** The values a page answering a refused post (400, 503) shows again in its form. */
export function echoedValues(answer: ContactActionData | undefined): ContactValues | undefined {
  return answer?.outcome === "invalid" || answer?.outcome === "unavailable" ? answer.values : undefined;
}

/** A sent request, as the confirmation repeats it. */
export type ContactSuccess = Extract<ContactActionData, { outcome: "success" }>;

/** Form field names beyond the three values: spam traps. */
export const honeypotField = "website";
/**
 * Milliseconds between the page being shown (navigation start for a loaded page, the form's
 * mount after a client-side navigation) and the submission, set by the browser's script.
 */
export const fillTimeField = "fill_ms";
/**
 * The signed fill-time token (spam/fill-token.server.ts): rendered empty, given its value by the
 * server in each served contact page, so it works without JavaScript.
 */
export const fillTokenField = "fill_token";
/** Faster than this (reported by the browser) is a robot. */
export const minimumFillTimeMs = 2_000;
