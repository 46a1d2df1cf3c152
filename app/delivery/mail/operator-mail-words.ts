/**
 * The words of the mails to an operator (a lead assigned to them, the lead's answer; the reminders are digests: digest-words.ts),
 * in the operator's language: the desk's language they chose, or `contacts invite --language`.
 * Typed by Locale, so a language added to the site is a type error here until its words are written.
 */
import { intlLocale, type Locale } from "~/i18n/locale";

export interface OperatorMailWords {
  /** Between a label and its value: ": ", and in French a no-break space before the colon. */
  colon: string;
  assignedSubject: (name: string) => string;
  /** Who assigned it; null: not known any more (the lead's history was erased meanwhile). */
  assigned: (by: string | null) => string;
  from: string;
  reference: string;
  language: string;
  received: string;
  firstLine: string;
  open: string;
  languages: Record<Locale, string>;
  answerSubject: (name: string, reference: string | null) => string;
  answerIntro: (name: string) => string;
  answerFirstLine: string;
  /** A lead who wrote again before any reply (issue 44): the subject and the first line. */
  againSubject: (name: string, reference: string | null) => string;
  againIntro: (name: string) => string;
  /** The first lines of the lead's words, after the greeting. */
  againFirstLines: string;
  /** The sender was not the lead's address (a colleague in the thread): say so. */
  otherSender: (address: string) => string;
  attachments: string;
  readAndReply: string;
}

export const operatorMailWords: Record<Locale, OperatorMailWords> = {
  en: {
    colon: ": ",
    assignedSubject: (name) => `Lead assigned to you: ${name}`,
    assigned: (by) => (by ? `${by} assigned a lead to you in the lead desk.` : "A lead was assigned to you in the lead desk."),
    from: "From",
    reference: "Reference",
    language: "Language",
    received: "Received",
    firstLine: "Message (first line)",
    open: "Open the lead",
    languages: { en: "English", fr: "French", nl: "Dutch" },
    answerSubject: (name, reference) => `${name} answered${reference ? ` (${reference})` : ""}: back in To answer`,
    answerIntro: (name) => `${name} answered the desk's reply. The lead is back in To answer, marked "answered by the lead".`,
    answerFirstLine: "Answer (first lines)",
    againSubject: (name, reference) => `${name} wrote again${reference ? ` (${reference})` : ""}: no reply sent yet`,
    againIntro: (name) => `${name} wrote again before anyone replied. The lead is still waiting for its first reply.`,
    againFirstLines: "New message (first lines)",
    otherSender: (address) => `Sent from ${address}, not the lead's address.`,
    attachments: "Attachments",
    readAndReply: "Read it and reply",
  },
  fr: {
    colon: "\u00a0: ",
    assignedSubject: (name) => `Une demande vous est attribuée\u00a0: ${name}`,
    assigned: (by) =>
      by
        ? `${by} vous a attribué une demande dans le bureau des demandes.`
        : "Une demande vous a été attribuée dans le bureau des demandes.",
    from: "De",
    reference: "Référence",
    language: "Langue",
    received: "Reçue le",
    firstLine: "Message (première ligne)",
    open: "Ouvrir la demande",
    languages: { en: "anglais", fr: "français", nl: "néerlandais" },
    answerSubject: (name, reference) => `${name} a répondu${reference ? ` (${reference})` : ""}\u00a0: de retour dans À traiter`,
    answerIntro: (name) =>
      `${name} a répondu à la réponse du bureau. La demande est de retour dans «\u00a0À traiter\u00a0», marquée «\u00a0Le contact a répondu\u00a0».`,
    answerFirstLine: "Réponse (premières lignes)",
    againSubject: (name, reference) => `${name} a réécrit${reference ? ` (${reference})` : ""}\u00a0: pas encore de réponse envoyée`,
    againIntro: (name) => `${name} a réécrit avant que quiconque réponde. La demande attend toujours sa première réponse.`,
    againFirstLines: "Nouveau message (premières lignes)",
    otherSender: (address) => `Envoyé depuis ${address}, qui n’est pas l’adresse du contact.`,
    attachments: "Pièces jointes",
    readAndReply: "La lire et répondre",
  },
  nl: {
    colon: ": ",
    assignedSubject: (name) => `Aanvraag aan u toegewezen: ${name}`,
    assigned: (by) => (by ? `${by} heeft u een aanvraag toegewezen in de leaddesk.` : "Er werd u een aanvraag toegewezen in de leaddesk."),
    from: "Van",
    reference: "Referentie",
    language: "Taal",
    received: "Ontvangen",
    firstLine: "Bericht (eerste regel)",
    open: "Open de aanvraag",
    languages: { en: "Engels", fr: "Frans", nl: "Nederlands" },
    answerSubject: (name, reference) => `${name} heeft geantwoord${reference ? ` (${reference})` : ""}: terug in Te beantwoorden`,
    answerIntro: (name) =>
      `${name} heeft geantwoord op het antwoord van de desk. De aanvraag staat terug in “Te beantwoorden”, gemarkeerd als “De contactpersoon heeft geantwoord”.`,
    answerFirstLine: "Antwoord (eerste regels)",
    againSubject: (name, reference) => `${name} heeft opnieuw geschreven${reference ? ` (${reference})` : ""}: nog geen antwoord verstuurd`,
    againIntro: (name) => `${name} heeft opnieuw geschreven voordat iemand antwoordde. De aanvraag wacht nog op een eerste antwoord.`,
    againFirstLines: "Nieuw bericht (eerste regels)",
    otherSender: (address) => `Verstuurd vanaf ${address}, niet het adres van de contactpersoon.`,
    attachments: "Bijlagen",
    readAndReply: "Lees het en antwoord",
  },
};

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

const frenchParts = new Intl.DateTimeFormat("fr-BE", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Brussels",
});

/** « 1er décembre 2026 à 23 h 13 (heure de Bruxelles) »: French writes the first of the month "1er" and the time "23 h 13". */
function frenchTime(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => frenchParts.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  const day = part("day") === "1" ? "1er" : part("day");
  const minute = part("minute");
  const time = minute === "00" ? `${Number(part("hour"))}\u00a0h` : `${Number(part("hour"))}\u00a0h\u00a0${minute}`;
  return `${day} ${part("month")} ${part("year")} à ${time} (heure de Bruxelles)`;
}

/**
 * A time in Belgium as the operator's language writes it: "10 januari 2026 om 09:00 CET",
 * « 1er décembre 2026 à 23 h 13 (heure de Bruxelles) » (written after « Reçue le », without a colon:
 * see `receivedLine`).
 */
export function belgianTimeIn(iso: string, language: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (language === "fr") return frenchTime(date);
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Brussels",
      timeZoneName: "short",
    });
    timeFormats.set(language, format);
  }
  return format.format(date);
}

/** The line of when a lead came in: "Received: …", « Reçue le 1er décembre 2026 à 23 h 13 (heure de Bruxelles) ». */
export function receivedLine(label: string, colon: string, when: string, language: Locale): string {
  return language === "fr" ? `${label} ${when}` : `${label}${colon}${when}`;
}
