import type { Locale } from "~/i18n/locale";

/**
 * The reminder digest's words (issue 36), in the recipient's desk language; MAIL_TO's digest is in
 * the language of the operator MAIL_TO belongs to (else English), as the new-lead notification is.
 * Waits are given in days and working hours.
 */
export type DigestLanguage = Locale;

export interface DigestWords {
  subject: (n: number) => string;
  /** `hours`: WORKING_HOURS as configured. */
  intro: (hours: string) => string;
  /** How long a lead has waited: calendar days, then working hours. */
  waited: (days: number, workingHours: number) => string;
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
      [days > 0 ? plural(days, "day", "days") : "", plural(h, "working hour", "working hours")].filter(Boolean).join(", "),
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
      [days > 0 ? plural(days, "jour", "jours") : "", plural(h, "heure ouvrable", "heures ouvrables")].filter(Boolean).join(", "),
    received: "reçue le",
    more: (n, url) => `Et ${n === 1 ? "1 autre demande attend" : `${n} autres demandes attendent`}\u00a0: ${url}`,
    footer:
      "Vous recevez au plus un rappel par heure\u00a0: au début de la journée de travail, et quand une demande dépasse le délai promis.",
    languages: { en: "anglais", fr: "français", nl: "néerlandais" },
  },
  nl: {
    subject: (n) => `Herinnering: ${n === 1 ? "1 aanvraag wacht" : `${n} aanvragen wachten`} op een antwoord`,
    intro: (hours) =>
      `Deze aanvragen kregen geen antwoord binnen één werkdag, de belofte van de site („binnen 24 uur”, geteld in werkuren: ${hours}, Brusselse tijd, Belgische wettelijke feestdagen niet meegeteld).`,
    waited: (days, h) => [days > 0 ? plural(days, "dag", "dagen") : "", plural(h, "werkuur", "werkuren")].filter(Boolean).join(", "),
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
