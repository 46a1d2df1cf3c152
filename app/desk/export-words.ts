/**
 * The Excel export's words (issue 36, item 6): headers a person reads, one status, labels instead
 * of codes. The plain CSV for CRMs keeps its column names (`contacts export`'s).
 */
import type { HeardFrom } from "~/storage/requests/attribution";
import type { LeadStatus, NotSalesKind } from "~/storage/requests/lead-status";
import { notSalesWords } from "./not-sales-words";
import type { Locale } from "~/i18n/locale";
import type { Channel } from "~/visits/channels";

export const excelColumns = [
  "reference",
  "received",
  "status",
  "firstName",
  "email",
  "message",
  "language",
  "package",
  "source",
  "channel",
  "campaign",
  "landingPage",
  "heardFrom",
  "owner",
  "firstReply",
  "replies",
  // Last: a message closed as not a sales lead, its kind (issue 47); empty for a sales lead.
  "notSales",
] as const;
export type ExcelColumn = (typeof excelColumns)[number];

export interface ExportWords {
  button: string;
  sheet: string;
  /** Excel's number format for a date and time (Brussels time). */
  dateFormat: string;
  headers: Record<ExcelColumn, string>;
  statuses: Record<LeadStatus, string>;
  /** A message closed as not a sales lead: its kind, in the column of its own. */
  notSalesKinds: Record<NotSalesKind, string>;
  /** Added to the status of a request kept over the rate limit (not notified). */
  throttled: string;
  languages: Record<Locale, string>;
  heardFrom: Record<HeardFrom, string>;
  channels: Record<Channel, string>;
  direct: string;
}

const en: ExportWords = {
  button: "Export for Excel",
  sheet: "Leads",
  dateFormat: "dd/mm/yyyy hh:mm",
  headers: {
    reference: "Reference",
    received: "Received (Brussels time)",
    status: "Status",
    notSales: notSalesWords("en").title,
    firstName: "First name",
    email: "Email",
    message: "Message",
    language: "Language",
    package: "Package",
    source: "Source",
    channel: "Channel",
    campaign: "Campaign",
    landingPage: "Landing page",
    heardFrom: "Heard about us from",
    owner: "Owner",
    firstReply: "First reply (Brussels time)",
    replies: "Replies sent",
  },
  statuses: { new: "New", later: "Follow up later", replied: "Replied", won: "Won", lost: "Lost", other: "Not a sales lead", spam: "Spam" },
  notSalesKinds: notSalesWords("en").kinds,
  throttled: "over the rate limit, not notified",
  languages: { en: "English", fr: "French", nl: "Dutch" },
  heardFrom: { search: "A search engine", linkedin: "LinkedIn", recommendation: "A recommendation", event: "An event", other: "Other" },
  channels: { search: "Search", social: "Social", email: "Email", referral: "Referral", paid: "Paid", direct: "Direct", other: "Other" },
  direct: "Direct (no campaign, no referrer)",
};

const fr: ExportWords = {
  button: "Exporter pour Excel",
  sheet: "Demandes",
  dateFormat: "dd/mm/yyyy hh:mm",
  headers: {
    reference: "Référence",
    received: "Reçue (heure de Bruxelles)",
    status: "Statut",
    notSales: notSalesWords("fr").title,
    firstName: "Prénom",
    email: "E-mail",
    message: "Message",
    language: "Langue",
    package: "Offre",
    source: "Source",
    channel: "Canal",
    campaign: "Campagne",
    landingPage: "Page d’arrivée",
    heardFrom: "Nous a connus par",
    owner: "Responsable",
    firstReply: "Première réponse (heure de Bruxelles)",
    replies: "Réponses envoyées",
  },
  statuses: {
    new: "Nouvelle",
    later: "À relancer plus tard",
    replied: "Répondue",
    won: "Gagnée",
    lost: "Perdue",
    other: "Non commerciale",
    spam: "Indésirable",
  },
  notSalesKinds: notSalesWords("fr").kinds,
  throttled: "au-delà de la limite, non notifiée",
  languages: { en: "Anglais", fr: "Français", nl: "Néerlandais" },
  heardFrom: {
    search: "Un moteur de recherche",
    linkedin: "LinkedIn",
    recommendation: "Une recommandation",
    event: "Un événement",
    other: "Autre",
  },
  channels: {
    search: "Moteurs de recherche",
    social: "Réseaux sociaux",
    email: "E-mail",
    referral: "Sites référents",
    paid: "Payant",
    direct: "Accès direct",
    other: "Autre",
  },
  direct: "Accès direct (ni campagne ni site référent)",
};

const nl: ExportWords = {
  button: "Exporteren voor Excel",
  sheet: "Aanvragen",
  dateFormat: "dd/mm/yyyy hh:mm",
  headers: {
    reference: "Referentie",
    received: "Ontvangen (Brusselse tijd)",
    status: "Status",
    notSales: notSalesWords("nl").title,
    firstName: "Voornaam",
    email: "E-mail",
    message: "Bericht",
    language: "Taal",
    package: "Pakket",
    source: "Bron",
    channel: "Kanaal",
    campaign: "Campagne",
    landingPage: "Landingspagina",
    heardFrom: "Kent ons via",
    owner: "Eigenaar",
    firstReply: "Eerste antwoord (Brusselse tijd)",
    replies: "Verstuurde antwoorden",
  },
  statuses: {
    new: "Nieuw",
    later: "Later opvolgen",
    replied: "Beantwoord",
    won: "Gewonnen",
    lost: "Verloren",
    other: "Geen verkoopaanvraag",
    spam: "Spam",
  },
  notSalesKinds: notSalesWords("nl").kinds,
  throttled: "boven de limiet, niet gemeld",
  languages: { en: "Engels", fr: "Frans", nl: "Nederlands" },
  heardFrom: {
    search: "Een zoekmachine",
    linkedin: "LinkedIn",
    recommendation: "Een aanbeveling",
    event: "Een evenement",
    other: "Andere",
  },
  channels: {
    search: "Zoekmachines",
    social: "Sociale media",
    email: "E-mail",
    referral: "Verwijzende sites",
    paid: "Betaald",
    direct: "Rechtstreeks",
    other: "Andere",
  },
  direct: "Rechtstreeks (geen campagne, geen verwijzende site)",
};

const words: Record<Locale, ExportWords> = { en, fr, nl };

export function exportWords(language: string | undefined): ExportWords {
  return words[(language ?? "en") as Locale] ?? en;
}
