/**
 * A reply as the form first shows it, in the lead's language (a site Locale, not the desk's): the
 * greeting, the template's text with its fields filled, the signature, the lead's message quoted.
 * Its words are the desk's (`replyMail`); the default templates are stored once per language.
 */
import { locales, type Locale } from "~/i18n/locale";
import { deskWords, type ReplyMailWords } from "./words";

export const defaultTemplates = Object.fromEntries(locales.map((locale) => [locale, deskWords(locale).replyMail.defaults])) as Record<
  Locale,
  ReplyMailWords["defaults"]
>;

/** Who signs a reply: the operator's lines, then the agency's. */
export interface Signature {
  operator: { name: string; role: string | null; phone: string | null };
  agency: { name: string; phone: string; site: string; bookingUrl?: string };
}

/**
 * The signature block: the operator (name, role, phone), a blank line, the agency (name, phone,
 * site, booking). `bookingSaid`: the text above already gives the booking link, so the block does
 * not repeat it (copy fixes, round 6).
 */
export function signatureLines(language: Locale, s: Signature, bookingSaid = false): string[] {
  const own = [s.operator.name, s.operator.role, s.operator.phone].filter((l): l is string => Boolean(l?.trim()));
  const booking = bookingLine(language, s);
  const agency = [s.agency.name, s.agency.phone, s.agency.site, ...(booking && !bookingSaid ? [booking] : [])];
  return [...own, "", ...agency];
}

/** The signature's booking line ("Book a call: …"), or undefined without a booking page. */
export function bookingLine(language: Locale, s: Signature): string | undefined {
  return s.agency.bookingUrl ? deskWords(language).replyMail.book(s.agency.bookingUrl) : undefined;
}

/**
 * A template's text with its fields filled: `{booking}` is the booking page (BOOKING_URL), and
 * without one the sentence that offers it goes; `{signature}` is the signature block, placed there
 * instead of under the text. `signed`: whether the template placed the signature itself.
 */
export function fillTemplate(
  template: string,
  language: Locale,
  signature: Signature,
): { text: string; signed: boolean; bookingSaid: boolean } {
  const booking = signature.agency.bookingUrl;
  const bookingSaid = Boolean(booking) && template.includes("{booking}");
  const withBooking = booking
    ? template.replaceAll("{booking}", booking)
    : template.replace(/[^.!?\n]*\{booking\}[^.!?\n]*[.!?]?[ \t]*/g, "").replace(/[ \t]+$/gm, "");
  const signed = withBooking.includes("{signature}");
  return { text: withBooking.replaceAll("{signature}", signatureLines(language, signature, bookingSaid).join("\n")), signed, bookingSaid };
}

/**
 * The reply as the form first shows it: greeting, the template's text (if any, its fields filled),
 * the signature (the operator's lines, then the agency's), then the lead's message quoted ("> "
 * before each line).
 */
export function draftReply(input: {
  language: Locale;
  firstName: string;
  message: string;
  receivedAt: string;
  template?: string;
  signature: Signature;
}): string {
  const w = deskWords(input.language).replyMail;
  const date = new Intl.DateTimeFormat(w.dateLocale, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Brussels" }).format(
    new Date(input.receivedAt),
  );
  const quoted = input.message
    .trim()
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  const filled = input.template ? fillTemplate(input.template.trim(), input.language, input.signature) : undefined;
  return [
    w.greeting(input.firstName.trim()),
    "",
    ...(filled ? [filled.text.trim()] : [""]),
    ...(filled?.signed ? [] : signatureLines(input.language, input.signature, filled?.bookingSaid)),
    "",
    w.wrote(date, input.firstName.trim()),
    quoted,
    "",
  ].join("\n");
}

/** A draft shown again as posted ("Use template" without the script), with the question when one is asked. */
export interface ComposeDraft {
  subject: string;
  body: string;
  sendKey: string;
  /** The template the draft was made from (null: none). */
  templateId: string | null;
  confirm?: { templateId: string; name: string };
}
