/**
 * The short reference a visitor is given after a sent request, short enough to read over the phone:
 * `NW-2611-042` is the 42nd request of 26 November. The day is the agency's (Brussels time), so a
 * request sent at 00:30 in Belgium carries that day's date, as the visitor and the agency expect.
 * The sequence number is stored with the request, unique per day (requests-store), and is never
 * reused within the day, even after an erasure; beyond 999 it simply has more digits.
 */

/** The brand's initials: what the agency says on the phone before the numbers. */
export const referencePrefix = "NW";

/** YYYY-MM-DD (en-CA's order) in Brussels. */
const brusselsDayOptions: Intl.DateTimeFormatOptions = { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" };
let brusselsDayFormat: Intl.DateTimeFormat | undefined;
/**
 * Made on first use (the first request sent): the process's first Intl formatter loads ICU's locale
 * and time-zone data, about 8 MB of resident memory that a server serving only pages never needs.
 */
function brusselsDay(): Intl.DateTimeFormat {
  return (brusselsDayFormat ??= new Intl.DateTimeFormat("en-CA", brusselsDayOptions));
}

/** The day a request belongs to, in Belgium: YYYY-MM-DD. */
export function referenceDay(at: Date): string {
  const parts = Object.fromEntries(
    brusselsDay()
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `NW-DDMM-NNN` for the `sequence`-th request of `day` (YYYY-MM-DD). */
export function formatReference(day: string, sequence: number): string {
  const [, month, date] = /^\d{4}-(\d{2})-(\d{2})$/.exec(day) ?? [];
  if (!month || !date || !Number.isInteger(sequence) || sequence < 1) {
    throw new Error(`no reference for day ${day} and number ${sequence}`);
  }
  return `${referencePrefix}-${date}${month}-${String(sequence).padStart(3, "0")}`;
}

/**
 * A reference as someone may type it (`nw 2611 42`, `2611-042`, `NW2611042`), written the way it is
 * stored; null when the text is not a reference.
 */
export function normalizeReference(text: string): string | null {
  const match = /^\s*(?:nw)?[\s-]*(\d{2})(\d{2})[\s-]*(\d{1,7})\s*$/i.exec(text);
  if (!match) return null;
  const [, date = "", month = "", number = ""] = match;
  const sequence = Number(number);
  if (sequence < 1 || Number(date) < 1 || Number(date) > 31 || Number(month) < 1 || Number(month) > 12) return null;
  return `${referencePrefix}-${date}${month}-${String(sequence).padStart(3, "0")}`;
}

/**
 * The reference as the team's own mails give it in a subject (issue 44): with non-breaking hyphens
 * (U+2011), which read the same and keep it on one line, but which the mailbox's matcher does not
 * take; a notification that reaches the mailbox the desk reads can never pass for the lead's answer.
 */
export function teamReference(reference: string): string {
  return reference.replace(/-/g, "\u2011");
}
