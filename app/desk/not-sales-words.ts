/** "Not a sales lead" (issue 47) in the desk's languages, typed by the English words. */
import type { NotSalesKind } from "~/storage/requests/lead-status";

const en = {
  title: "Not a sales lead",
  intro:
    "A job application, a press question, a supplier: close it with its kind. It leaves To answer, the overdue count, the reminders and the sales figures; it stays searchable and in exports.",
  kinds: { job: "Job application", press: "Press", supplier: "Supplier", other: "Other" } satisfies Record<NotSalesKind, string>,
  /** A row's button, for a screen reader: which lead it closes, as what. */
  closeAs: (name: string, kind: string) => `Close ${name}'s message as not a sales lead: ${kind}`,
  closed: (kind: string) => `Closed as not a sales lead: ${kind}.`,
  row: (kind: string) => `Not a sales lead: ${kind}`,
  done: "Closed as not a sales lead: out of To answer and the sales figures.",
  doneRow: (n: number) => (n === 1 ? "1 message closed as not a sales lead." : `${n} messages closed as not sales leads.`),
  /** A guess from the message's words, shown on the lead page only: nothing is changed by it. */
  suggestion: {
    job: "Looks like a job application.",
    press: "Looks like a press question.",
    supplier: "Looks like a supplier's offer.",
  } satisfies Record<Exclude<NotSalesKind, "other">, string>,
  suggestionHint: "A guess from its words; nothing was changed.",
  event: (kind: string) => `Closed as not a sales lead: ${kind}`,
  /** The report's own line (the desk's page and `contacts report`). */
  reportLine: (n: number) => (n === 1 ? "1 closed as not a sales lead" : `${n} closed as not sales leads`),
  reportHint: "Not counted among the leads, the answered ones or the clients won.",
};

export type NotSalesWords = typeof en;

const fr: NotSalesWords = {
  title: "Demande non commerciale",
  intro:
    "Une candidature, une question de la presse, un fournisseur\u00a0: classez-la avec sa nature. Elle quitte «\u00a0À traiter\u00a0», le décompte des retards, les rappels et les chiffres commerciaux\u00a0; elle reste trouvable par la recherche et dans les exports.",
  kinds: { job: "Candidature", press: "Presse", supplier: "Fournisseur", other: "Autre" },
  closeAs: (name, kind) => `Classer le message de ${name} comme demande non commerciale\u00a0: ${kind}`,
  closed: (kind) => `Classée comme demande non commerciale\u00a0: ${kind}.`,
  row: (kind) => `Non commerciale\u00a0: ${kind}`,
  done: "Classée comme demande non commerciale\u00a0: hors de «\u00a0À traiter\u00a0» et des chiffres commerciaux.",
  doneRow: (n) => (n === 1 ? "1 message classé comme demande non commerciale." : `${n} messages classés comme demandes non commerciales.`),
  suggestion: {
    job: "Ressemble à une candidature.",
    press: "Ressemble à une question de la presse.",
    supplier: "Ressemble à l’offre d’un fournisseur.",
  },
  suggestionHint: "Une supposition d’après ses mots\u00a0; rien n’a été changé.",
  event: (kind) => `Classée comme demande non commerciale\u00a0: ${kind}`,
  reportLine: (n) => (n === 1 ? "1 classée comme demande non commerciale" : `${n} classées comme demandes non commerciales`),
  reportHint: "Pas comptées parmi les demandes, les réponses ni les clients gagnés.",
};

const nl: NotSalesWords = {
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

const words: Record<string, NotSalesWords> = { en, fr, nl };

export function notSalesWords(language: string | undefined): NotSalesWords {
  return words[language ?? "en"] ?? en;
}
