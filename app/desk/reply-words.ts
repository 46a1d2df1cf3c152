/**
 * The words of a reply, in the lead's language (a site Locale, not the desk's): the greeting, the
 * line over the quoted message, and the default templates stored once per language. Typed by
 * Locale, so a language added to the site is a type error here until its words are written.
 */
import type { Locale } from "~/i18n/locale";

export interface ReplyWords {
  greeting: (firstName: string) => string;
  /** The line over the quoted message: "On <date>, <name> wrote:". */
  wrote: (date: string, firstName: string) => string;
  dateLocale: string;
  /** The agency block's line with the booking link. */
  book: (url: string) => string;
  defaults: readonly { name: string; body: string }[];
}

export const replyWords: Record<Locale, ReplyWords> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    wrote: (date, name) => `On ${date}, ${name} wrote:`,
    dateLocale: "en-GB",
    book: (url) => `Book a call: ${url}`,
    defaults: [
      {
        name: "Thank you: let's talk",
        body: "Thank you for your message. We would be glad to talk it over with you in a short call. Could you give us two or three times that suit you this week or next? Or choose a time yourself: {booking}\n\nKind regards,",
      },
      {
        name: "A few more details",
        body: "Thank you for your message. So that our answer is useful to you, could you tell us a little more: which CRM or tools do you use today, and what would you like to improve first?\n\nKind regards,",
      },
      {
        name: "Not something we do",
        body: "Thank you for thinking of us. This request is outside what we do, so we are not the right partner for it, and we would rather tell you now.\n\nKind regards,",
      },
    ],
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    wrote: (date, name) => `Le ${date}, ${name} a écrit\u00a0:`,
    dateLocale: "fr-BE",
    book: (url) => `Réserver un appel\u00a0: ${url}`,
    defaults: [
      {
        name: "Merci, parlons-en",
        body: "Merci pour votre message. Nous serions heureux d’en parler avec vous lors d’un court appel. Pourriez-vous nous indiquer deux ou trois moments qui vous conviennent cette semaine ou la suivante\u00a0? Ou choisissez vous-même un moment\u00a0: {booking}\n\nBien cordialement,",
      },
      {
        name: "Quelques précisions",
        body: "Merci pour votre message. Pour que notre réponse vous soit utile, pourriez-vous nous en dire un peu plus\u00a0: quel CRM ou quels outils utilisez-vous aujourd’hui, et que souhaitez-vous améliorer en premier\u00a0?\n\nBien cordialement,",
      },
      {
        name: "Hors de notre champ",
        body: "Merci d’avoir pensé à nous. Cette demande sort de notre champ d’action\u00a0: nous ne sommes pas le bon partenaire pour vous, et nous préférons vous le dire dès maintenant.\n\nBien cordialement,",
      },
    ],
  },
  nl: {
    greeting: (name) => `Beste ${name},`,
    wrote: (date, name) => `Op ${date} schreef ${name}:`,
    dateLocale: "nl-BE",
    book: (url) => `Plan een gesprek: ${url}`,
    defaults: [
      {
        name: "Bedankt, laten we praten",
        body: "Bedankt voor uw bericht. We bespreken het graag met u in een kort gesprek. Welke twee of drie momenten passen u deze of volgende week? Of kies gerust zelf een moment: {booking}\n\nMet vriendelijke groeten,",
      },
      {
        name: "Enkele vragen",
        body: "Bedankt voor uw bericht. Om u gericht te kunnen antwoorden, hadden we graag iets meer geweten: welk CRM of welke tools gebruikt u vandaag, en wat wilt u eerst verbeteren?\n\nMet vriendelijke groeten,",
      },
      {
        name: "Niet wat wij doen",
        body: "Bedankt dat u aan ons dacht. Deze aanvraag valt buiten wat wij doen: we zijn niet de juiste partner hiervoor, en dat laten we u liever meteen weten.\n\nMet vriendelijke groeten,",
      },
    ],
  },
};

export const defaultTemplates = Object.fromEntries(Object.entries(replyWords).map(([locale, w]) => [locale, w.defaults])) as Record<
  Locale,
  ReplyWords["defaults"]
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
  return s.agency.bookingUrl ? replyWords[language].book(s.agency.bookingUrl) : undefined;
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
  const w = replyWords[input.language];
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
