import type { Locale } from "~/i18n/locale";

/**
 * The reminder digest's words (issue 36), in the recipient's desk language; MAIL_TO's digest is in
 * the language of the operator MAIL_TO belongs to (else English), as the new-lead notification is.
 * Waits are given in days and working hours; the working hours themselves in words (issue 47), never
 * as WORKING_HOURS is written.
 */
export type DigestLanguage = Locale;

export interface DigestWords {
  subject: (n: number) => string;
  /** `hours`: WORKING_HOURS in words, in this language ("Monday to Friday, 9:00 to 18:00"). */
  intro: (hours: string) => string;
  /** How long a lead has waited: calendar days, then working hours. */
  waited: (days: number, workingHours: number) => string;
  /** Before the name of a lead whose request says it is urgent. */
  urgent: string;
  received: string;
  more: (n: number, inboxUrl: string) => string;
  footer: string;
  languages: Record<string, string>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const digestWords: Record<DigestLanguage, DigestWords> = {
  en: {
    subject: (n) => `Reminder: ${n === 1 ? "1 lead is" : `${n} leads are`} waiting for a reply`,
    intro: (hours) =>
      `These leads have had no reply within one working day, the site's promise ("within 24h", counted in working hours: ${hours}, Brussels time, Belgian public holidays off).`,
    waited: (days, h) =>
      days > 0
        ? `waiting ${plural(days, "day", "days")} (${plural(h, "working hour", "working hours")})`
        : `waiting ${plural(h, "working hour", "working hours")}`,
    urgent: "URGENT: ",
    received: "received",
    more: (n, url) => `And ${plural(n, "more lead", "more leads")} waiting: ${url}`,
    footer: "You get at most one reminder an hour: at the start of the working day, and when a lead passes the promise.",
    languages: { en: "English", fr: "French", nl: "Dutch" },
  },
  fr: {
    subject: (n) => `Rappel\u00a0: ${n === 1 ? "1 demande attend" : `${n} demandes attendent`} une réponse`,
    intro: (hours) =>
      `Ces demandes n’ont reçu aucune réponse dans le jour ouvrable que le site promet («\u00a0dans les 24h\u00a0», compté en heures ouvrables\u00a0: ${hours}, heure de Bruxelles, jours fériés belges exclus).`,
    waited: (days, h) =>
      days > 0
        ? `en attente depuis ${plural(days, "jour", "jours")} (${plural(h, "heure ouvrable", "heures ouvrables")})`
        : `en attente depuis ${plural(h, "heure ouvrable", "heures ouvrables")}`,
    urgent: "URGENT\u00a0: ",
    received: "reçue le",
    more: (n, url) => `Et ${n === 1 ? "1 autre demande attend" : `${n} autres demandes attendent`}\u00a0: ${url}`,
    footer:
      "Vous recevez au plus un rappel par heure\u00a0: au début de la journée de travail, et quand une demande dépasse le délai promis.",
    languages: { en: "anglais", fr: "français", nl: "néerlandais" },
  },
  nl: {
    subject: (n) => `Herinnering: ${n === 1 ? "1 aanvraag wacht" : `${n} aanvragen wachten`} op een antwoord`,
    intro: (hours) =>
      `Deze aanvragen kregen geen antwoord binnen één werkdag, de belofte van de site („binnen 24\u00a0uur”, geteld in werkuren: ${hours}, Brusselse tijd, Belgische wettelijke feestdagen niet meegeteld).`,
    waited: (days, h) =>
      days > 0
        ? `wacht al ${plural(days, "dag", "dagen")} (${plural(h, "werkuur", "werkuren")})`
        : `wacht al ${plural(h, "werkuur", "werkuren")}`,
    urgent: "DRINGEND: ",
    received: "ontvangen op",
    more: (n, url) => `En nog ${n === 1 ? "1 aanvraag wacht" : `${n} aanvragen wachten`}: ${url}`,
    footer:
      "U krijgt hoogstens één herinnering per uur: bij het begin van de werkdag en wanneer een aanvraag de beloofde termijn overschrijdt.",
    languages: { en: "Engels", fr: "Frans", nl: "Nederlands" },
  },
};

/** The digest's language: the operator's desk language, else English. */
export function digestLanguage(value: string): DigestLanguage {
  return value === "fr" || value === "nl" ? value : "en";
}

/**
 * Whether a request says it is urgent: "URGENT" in capitals or "!!!" in any language, "dringend" in
 * Dutch, "urgent" in French (« urgente », « c'est urgent »), unless denied ("not urgent", « pas urgent »,
 * "niet dringend").
 */
export function soundsUrgent(message: string, language: string): boolean {
  const text = message.normalize("NFC");
  if (/!!!/.test(text)) return true;
  const denied = /\b(?:not|pas|niet|nicht)\s+(?:très\s+|zo\s+|so\s+|really\s+)?(?:urgent|dringend)/i;
  const said = (pattern: RegExp) => {
    const unsaid = text.replace(new RegExp(denied.source, "gi"), "");
    return pattern.test(unsaid);
  };
  if (said(/\bURGENT\b/)) return true;
  if (said(/\bdringend/i)) return true;
  return language === "fr" && said(/\burgent(?:e|es|s)?\b|\burgence\b/i);
}
