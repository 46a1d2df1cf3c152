/** The words of the mails the site sends, in Dutch, typed by the English ones. */
import { heardFromWords } from "~/contact/copy/heard-from";
import type { MailWords, DigestWords, NotificationWords, OperatorMailWords, ReceiptWords, WeeklyWords } from "./en";

/** The new-lead notification to MAIL_TO. */
const notification: NotificationWords = {
  colon: ": ",
  title: "Nieuwe contactaanvraag via de website",
  subject: (name) => `Nieuwe contactaanvraag van ${name}`,
  possiblySpam: "Mogelijk spam: ",
  doubt: (reasons) => `Mogelijk spam (de filter was niet zeker; bevestig of geef ze vrij in de leaddesk): ${reasons}.`,
  firstName: "Voornaam",
  businessEmail: "Zakelijk e-mailadres",
  language: "Taal",
  package: "Pakket",
  received: "Ontvangen",
  reference: "Referentie",
  request: "Aanvraag",
  open: "Openen in de leaddesk",
  message: "Bericht",
  source: "Bron",
  replyTo: (name) => `Antwoord op deze e-mail om ${name} te antwoorden.`,
  languages: { en: "Engels (English)", fr: "Frans (français)", nl: "Nederlands" },
  sourceLabels: {
    campaign: "Campagne (bron / medium / campagne)",
    term: "Term",
    content: "Inhoud",
    referrer: "Verwijzende site",
    landingPage: "Landingspagina",
    heardFrom: "Kent ons via",
  },
  heardFrom: heardFromWords.nl,
};

/** The visitor's receipt (the words the contact form's copy does not already hold). */
const receipt: ReceiptWords = {
  greeting: (name) => (name ? `Beste ${name},` : "Goeiedag,"),
  received: "Wij hebben uw aanvraag goed ontvangen en antwoorden u binnen 24\u00a0uur.",
  promiseSaid: true,
  yourMessage: "Uw bericht:",
  automatic:
    "Dit is een automatische bevestiging van uw aanvraag. U kunt op deze e\u2011mail antwoorden: uw antwoord komt bij ons terecht.",
  referenceHint: (phone) => `Vermeld ze als u ons belt (${phone}) of schrijft.`,
};

/** The mails to an operator (a lead assigned to them, the lead's answer). */
const operator: OperatorMailWords = {
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
};

/** The reminder digest. */
const digest: DigestWords = {
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
};

/** The owner's weekly mail. */
const weekly: WeeklyWords = {
  subject: (leads, won) => `Uw week: ${leads} aanvra${leads === 1 ? "ag" : "gen"}, ${won} gewonnen klant${won === 1 ? "" : "en"}`,
  period: (from, to) => `De voorbije zeven dagen, van ${from} tot ${to}.`,
  leads: "Aanvragen",
  won: "Gewonnen klanten",
  answered: "Beantwoord",
  closedWithoutReply: "Afgesloten zonder antwoord",
  withinPromise: (promise) => `Beantwoord binnen ${promise} uur`,
  withinWorkingDay: "Beantwoord binnen één werkdag",
  share: (percent, within, judged) => `${percent} (${within} van ${judged})`,
  notJudged: "nog geen aan de beurt",
  notSalesLeads: "Afgesloten als geen commerciële aanvraag",
  spam: "Tegengehouden spam",
  bySource: "Aanvragen en gewonnen klanten per bron",
  sourceLine: (leads, won) => `${leads} aanvra${leads === 1 ? "ag" : "gen"}, ${won} gewonnen`,
  byOperator: "Eerste antwoord per medewerker (wie het verstuurde)",
  operatorLine: (answered, median, p90) => `${answered} beantwoord, mediaan ${median}, 90e percentiel ${p90}`,
  none: "geen",
  report: (url) => `Het volledige rapport, met wat elk cijfer betekent: ${url}`,
  footer:
    "Eén keer per week verstuurd, bij het begin van de eerste werkdag. Dezelfde cijfers als het rapport van de desk over 7 dagen. Met WEEKLY_REPORT=false zet u deze mail uit.",
};

export const nl: MailWords = { notification, receipt, operator, digest, weekly };
