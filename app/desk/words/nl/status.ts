/** The lead desk's words in Dutch: the statuses' chips, closing a person's other requests, following up later, not a sales lead, and the reply clock. */
import type { LeadStatus } from "~/storage/requests/lead-status";
import type { CloseOthersWords, FollowUpWords, HoursWords, NotSalesWords, StatusPart } from "../en/status";

const chips: Record<LeadStatus, string> = {
  new: "Onbeantwoord",
  later: "Later opvolgen",
  replied: "Beantwoord",
  won: "Gewonnen",
  lost: "Verloren",
  other: "Geen verkoopaanvraag",
  spam: "Spam",
};

const closeOthers: CloseOthersWords = {
  title: "Ook de andere afsluiten?",
  intro: (name, n) => `${name} heeft ${n === 1 ? "nog 1 open aanvraag" : `nog ${n} open aanvragen`} vanaf dit adres:`,
  confirm: (n, status) => (n === 1 ? `De andere markeren als ${status}` : `De ${n} andere markeren als ${status}`),
  keep: "Open laten",
  done: (n, status) => (n === 1 ? `1 andere aanvraag gemarkeerd als ${status}.` : `${n} andere aanvragen gemarkeerd als ${status}.`),
  statuses: { replied: "beantwoord", won: "gewonnen", lost: "verloren", spam: "spam" },
};

const followUp: FollowUpWords = {
  title: "Later opvolgen",
  intro:
    "Zet de aanvraag opzij tot een bepaalde dag: ze verdwijnt uit “Te beantwoorden”, is intussen nooit te laat en komt die dag terug (of meteen wanneer de contactpersoon schrijft).",
  presets: { tomorrow: "Morgen", "two-days": "Over twee werkdagen", monday: "Volgende maandag" },
  onDate: "Op een datum",
  setDate: "Opvolgen op deze datum",
  until: (when) => `Opzijgezet tot ${when}.`,
  cancel: "Nu terug naar “Te beantwoorden”",
  row: (when) => `Opvolgen op ${when}`,
  done: "Opzijgezet: de aanvraag komt op de gekozen dag terug in “Te beantwoorden”.",
  cancelled: "Terug in “Te beantwoorden”.",
  badDate: "Kies een dag tussen morgen en een jaar van nu.",
};

const notSales: NotSalesWords = {
  title: "Geen verkoopaanvraag",
  intro:
    "Een sollicitatie, een vraag van de pers, een leverancier: sluit ze af met haar soort. Ze verdwijnt uit “Te beantwoorden”, uit het aantal te late aanvragen, de herinneringen en de verkoopcijfers; ze blijft vindbaar via zoeken en in de exports.",
  kinds: { job: "Sollicitatie", press: "Pers", supplier: "Leverancier", other: "Andere" },
  closeAs: (name, kind) => `Het bericht van ${name} afsluiten als geen verkoopaanvraag: ${kind}`,
  closed: (kind) => `Afgesloten als geen verkoopaanvraag: ${kind}.`,
  row: (kind) => `Geen verkoopaanvraag: ${kind}`,
  done: "Afgesloten als geen verkoopaanvraag: uit “Te beantwoorden” en uit de verkoopcijfers.",
  doneRow: (n) => (n === 1 ? "1 bericht afgesloten als geen verkoopaanvraag." : `${n} berichten afgesloten als geen verkoopaanvraag.`),
  suggestion: {
    job: "Lijkt op een sollicitatie.",
    press: "Lijkt op een vraag van de pers.",
    supplier: "Lijkt op het aanbod van een leverancier.",
  },
  suggestionHint: "Een gok op basis van de woorden; er is niets gewijzigd.",
  event: (kind) => `Afgesloten als geen verkoopaanvraag: ${kind}`,
  reportLine: (n) => (n === 1 ? "1 afgesloten als geen verkoopaanvraag" : `${n} afgesloten als geen verkoopaanvraag`),
  reportHint: "Niet meegeteld bij de aanvragen, de beantwoorde aanvragen of de gewonnen klanten.",
};

const hours: HoursWords = {
  units: { minute: "min", hour: "u", day: "d" },
  overdue: (age) => `Te laat · ${age}`,
  receivedAgo: (age) => `${age} geleden ontvangen`,
  owner: (name) => `Eigenaar: ${name}`,
  waiting: (age) => `${age} geleden ontvangen`,
};

export const statusPart: StatusPart = { chips, closeOthers, followUp, notSales, hours };
