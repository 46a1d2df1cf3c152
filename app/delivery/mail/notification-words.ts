/**
 * The words of the new-lead notification to MAIL_TO: English, or the language of the operator whose
 * address MAIL_TO is (their desk's). Typed by Locale, so a language added to the site is a type
 * error here until its words are written.
 */
import type { Attribution } from "~/storage/requests/attribution";
import type { Locale } from "~/i18n/locale";

export interface NotificationWords {
  /** Between a label and its value: ": ", and in French a no-break space before the colon. */
  colon: string;
  title: string;
  subject: (name: string) => string;
  possiblySpam: string;
  /** The "possibly spam" line: the filter's reasons after it. */
  doubt: (reasons: string) => string;
  firstName: string;
  businessEmail: string;
  language: string;
  package: string;
  received: string;
  reference: string;
  request: string;
  open: string;
  message: string;
  source: string;
  replyTo: (name: string) => string;
  languages: Record<Locale, string>;
  sourceLabels: { campaign: string; term: string; content: string; referrer: string; landingPage: string; heardFrom: string };
  heardFrom: Record<NonNullable<Attribution["heardFrom"]>, string>;
}

export const notificationWords: Record<Locale, NotificationWords> = {
  en: {
    colon: ": ",
    title: "New contact request from the website",
    subject: (name) => `New contact request from ${name}`,
    possiblySpam: "Possibly spam: ",
    doubt: (reasons) => `Possibly spam (the filter was not sure; confirm or release it in the lead desk): ${reasons}.`,
    firstName: "First name",
    businessEmail: "Business email",
    language: "Language",
    package: "Package",
    received: "Received",
    reference: "Reference",
    request: "Request",
    open: "Open in the lead desk",
    message: "Message",
    source: "Source",
    replyTo: (name) => `Reply to this email to answer ${name}.`,
    languages: { en: "English", fr: "French (français)", nl: "Dutch (Nederlands)" },
    sourceLabels: {
      campaign: "Campaign (source / medium / campaign)",
      term: "Term",
      content: "Content",
      referrer: "Referrer",
      landingPage: "Landing page",
      heardFrom: "Heard about us from",
    },
    heardFrom: { search: "a search engine", linkedin: "LinkedIn", recommendation: "a recommendation", event: "an event", other: "other" },
  },
  fr: {
    colon: "\u00a0: ",
    title: "Nouvelle demande de contact depuis le site",
    subject: (name) => `Nouvelle demande de contact de ${name}`,
    possiblySpam: "Peut-être indésirable\u00a0: ",
    doubt: (reasons) =>
      `Peut-être indésirable (le filtre n’était pas sûr\u00a0; confirmez ou libérez-la dans le bureau des demandes)\u00a0: ${reasons}.`,
    firstName: "Prénom",
    businessEmail: "E-mail professionnel",
    language: "Langue",
    package: "Forfait",
    received: "Reçue le",
    reference: "Référence",
    request: "Demande",
    open: "Ouvrir dans le bureau des demandes",
    message: "Message",
    source: "Origine",
    replyTo: (name) => `Répondez à cet e-mail pour répondre à ${name}.`,
    languages: { en: "anglais (English)", fr: "français", nl: "néerlandais (Nederlands)" },
    sourceLabels: {
      campaign: "Campagne (source / support / campagne)",
      term: "Terme",
      content: "Contenu",
      referrer: "Site d’où il venait",
      landingPage: "Page d’arrivée",
      heardFrom: "Nous a connus par",
    },
    heardFrom: {
      search: "un moteur de recherche",
      linkedin: "LinkedIn",
      recommendation: "une recommandation",
      event: "un événement",
      other: "autre",
    },
  },
  nl: {
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
    heardFrom: {
      search: "een zoekmachine",
      linkedin: "LinkedIn",
      recommendation: "een aanbeveling",
      event: "een evenement",
      other: "anders",
    },
  },
};
