import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { fillTokenField } from "../action-data";
import type { SpamReason } from "../../storage/requests/spam-reasons";

/**
 * The fill-time token: the served contact page carries the time it was shown, signed with the
 * server's key (HMAC-SHA-256), in a hidden field. It needs no script: the post brings it back,
 * and its age says how long the visitor took. Made per request, so each page view has its own.
 * Form: v1.<issued at, ms since epoch, base 36>.<nonce>.<signature>.
 */

/** Under this many milliseconds between the page and the post: no person types a message that fast. */
export const minimumFillMs = 3_000;
/** Over this: a page kept (or a token copied) from another day. */
export const maximumTokenAgeMs = 24 * 60 * 60 * 1000;
/**
 * How far two clocks may disagree, both ways, and no rule count it: another instance's clock, or
 * this one's after an NTP step. A token from up to this far in the future is not forged, one this
 * much past a day is not expired yet, and a token whose age the clocks cannot vouch for says
 * nothing about speed.
 */
export const clockSkewMs = 120_000;

/**
 * Who made a token: a random id per process, in the token's nonce. Only a token this process made
 * was timed on this clock: its age is the visitor's time to the millisecond (unless the clock
 * stepped back). Another instance's (or one made before a restart) is within `clockSkewMs` only.
 */
const thisProcess = randomBytes(6).toString("base64url");

function sign(key: string | Buffer, payload: string): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** A token for a page shown at `now`, made by `instance` (this process unless a test says otherwise). */
export function makeFillToken(key: string | Buffer, now: number = Date.now(), instance: string = thisProcess): string {
  const payload = `v1.${now.toString(36)}.${instance}${randomBytes(6).toString("base64url")}`;
  return `${payload}.${sign(key, payload)}`;
}

export type FillTokenCheck =
  /** Signed by us, issued `ageMs` ago; null when the clocks cannot vouch for it (another instance, a clock stepped back). */
  { valid: true; ageMs: number | null } | { valid: false; reason: SpamReason };

/** The page's HTML as React renders the empty hidden field (contact-form.tsx), and with the token in it. */
const emptyField = `name="${fillTokenField}"/>`;

/** Whether a page carries the token's field (only the contact pages do). */
export function hasTokenField(html: string): boolean {
  return html.includes(emptyField);
}

/** The page with this token in its hidden field: spliced per request into the served page. */
export function spliceFillToken(html: string, token: string): string {
  return html.replace(emptyField, `name="${fillTokenField}" value="${token}"/>`);
}

/** Checks a posted token; each outcome that is not a plain, timely, genuine token is a reason. */
export function checkFillToken(key: string | Buffer, token: string | null | undefined, now: number = Date.now()): FillTokenCheck {
  if (!token) return { valid: false, reason: { kind: "token-missing" } };
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== "v1") return { valid: false, reason: { kind: "token-forged" } };
  const payload = parts.slice(0, 3).join(".");
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(parts[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: { kind: "token-forged" } };
  const issued = parseInt(parts[1]!, 36);
  if (!Number.isFinite(issued)) return { valid: false, reason: { kind: "token-forged" } };
  const ageMs = now - issued;
  if (ageMs < -clockSkewMs) return { valid: false, reason: { kind: "token-forged" } };
  if (ageMs > maximumTokenAgeMs + clockSkewMs)
    return { valid: false, reason: { kind: "token-expired", hours: Math.floor(ageMs / 3_600_000) } };
  // Made here (the nonce starts with this process's id; tokens of before this form have a shorter one).
  const timedHere = parts[2]!.length > thisProcess.length && parts[2]!.startsWith(thisProcess) && ageMs >= 0;
  if (!timedHere) return { valid: true, ageMs: null };
  if (ageMs < minimumFillMs) return { valid: false, reason: { kind: "too-fast", seconds: Math.round(ageMs / 100) / 10 } };
  return { valid: true, ageMs };
}
