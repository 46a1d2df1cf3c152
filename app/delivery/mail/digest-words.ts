import type { Locale } from "~/i18n/locale";

/**
 * The reminder digest's words (issue 36), in the recipient's desk language; MAIL_TO's digest is in
 * the language of the operator MAIL_TO belongs to (else English), as the new-lead notification is.
 * Each wait is the time since the request (days of 24 hours and hours: "2 d 4 h"), and says
 * plainly when the hours the site promises (site.replyPromiseHours) have passed.
 */
export type DigestLanguage = Locale;

export interface DigestWords {
  subject: (n: number) => string;
  /** `hours`: WORKING_HOURS as configured; `promise`: the hours the site promises. */
  intro: (hours: string, promise: number) => string;
  /** How long a lead has waited since its request ("2 d 4 h"), and whether the promised hours have passed. */
  waited: (elapsed: string, promise: number, past: boolean) => string;
  /** A wait under a day, and of a day or more (days of 24 hours). */
  hours: (h: number, m: number) => string;
  days: (d: number, h: number) => string;
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
    intro: (hours, promise) =>
      `These leads have had no reply within one working day (${hours}, Brussels time, Belgian public holidays off). The site promises a reply within ${promise} hours.`,
    waited: (elapsed, promise, past) => (past ? `waiting ${elapsed}: more than the ${promise} hours promised` : `waiting ${elapsed}`),
    hours: (h, m) => (h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`),
    days: (d, h) => (h === 0 ? `${d} d` : `${d} d ${h} h`),
    urgent: "URGENT: ",
    received: "received",
    more: (n, url) => `And ${plural(n, "more lead", "more leads")} waiting: ${url}`,
    footer: "You get at most one reminder an hour: at the start of the working day, and when a lead passes the promise.",
    languages: { en: "English", fr: "French", nl: "Dutch" },
  },
  fr: {
    subject: (n) => `Rappel\u00a0: ${n === 1 ? "1 demande attend" : `${n} demandes attendent`} une réponse`,
    intro: (hours, promise) =>
      `Ces demandes n’ont reçu aucune réponse en un jour ouvrable (${hours}, heure de Bruxelles, jours fériés belges exclus). Le site promet une réponse dans les ${promise}\u00a0heures.`,
    waited: (elapsed, promise, past) =>
      past ? `en attente depuis ${elapsed}\u00a0: plus que les ${promise}\u00a0heures promises` : `en attente depuis ${elapsed}`,
    hours: (h, m) => (h === 0 ? `${m}\u00a0min` : m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${m}\u00a0min`),
    days: (d, h) => (h === 0 ? `${d}\u00a0j` : `${d}\u00a0j\u00a0${h}\u00a0h`),
    urgent: "URGENT\u00a0: ",
    received: "reçue le",
    more: (n, url) => `Et ${n === 1 ? "1 autre demande attend" : `${n} autres demandes attendent`}\u00a0: ${url}`,
    footer:
      "Vous recevez au plus un rappel par heure\u00a0: au début de la journée de travail, et quand une demande dépasse le délai promis.",
    languages: { en: "anglais", fr: "français", nl: "néerlandais" },
  },
  nl: {
    subject: (n) => `Herinnering: ${n === 1 ? "1 aanvraag wacht" : `${n} aanvragen wachten`} op een antwoord`,
    intro: (hours, promise) =>
      `Deze aanvragen kregen geen antwoord binnen één werkdag (${hours}, Brusselse tijd, Belgische wettelijke feestdagen niet meegeteld). De site belooft een antwoord binnen ${promise} uur.`,
    waited: (elapsed, promise, past) => (past ? `wacht al ${elapsed}: langer dan de beloofde ${promise} uur` : `wacht al ${elapsed}`),
    hours: (h, m) => (h === 0 ? `${m} min` : m === 0 ? `${h} u` : `${h} u ${m} min`),
    days: (d, h) => (h === 0 ? `${d} d` : `${d} d ${h} u`),
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
