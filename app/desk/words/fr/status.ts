/** The lead desk's words in French: the statuses' chips, closing a person's other requests, following up later, not a sales lead, and the reply clock. */
import type { LeadStatus } from "~/storage/requests/lead-status";
import type { CloseOthersWords, FollowUpWords, HoursWords, NotSalesWords, StatusPart } from "../en/status";

const chips: Record<LeadStatus, string> = {
  new: "Sans réponse",
  later: "À relancer plus tard",
  replied: "Répondu",
  won: "Gagné",
  lost: "Perdu",
  other: "Non commercial",
  spam: "Indésirable",
};

const closeOthers: CloseOthersWords = {
  title: "Clôturer aussi les autres ?",
  intro: (name, n) => `${name} a ${n === 1 ? "1 autre demande ouverte" : `${n} autres demandes ouvertes`} depuis cette adresse :`,
  confirm: (n, status) => (n === 1 ? `Marquer l’autre comme ${status}` : `Marquer les ${n} autres comme ${status}`),
  keep: "Les laisser ouvertes",
  done: (n, status) => (n === 1 ? `1 autre demande marquée comme ${status}.` : `${n} autres demandes marquées comme ${status}.`),
  statuses: { replied: "répondue", won: "gagnée", lost: "perdue", spam: "indésirable" },
};

const followUp: FollowUpWords = {
  title: "Relancer plus tard",
  intro:
    "Mettez la demande de côté jusqu’à un jour donné\u00a0: elle quitte «\u00a0À traiter\u00a0», n’est jamais en retard entre-temps et revient ce jour-là (ou dès que le contact écrit).",
  presets: { tomorrow: "Demain", "two-days": "Dans deux jours ouvrables", monday: "Lundi prochain" },
  onDate: "À une date",
  setDate: "Relancer à cette date",
  until: (when) => `Mise de côté jusqu’au ${when}.`,
  cancel: "Remettre dans «\u00a0À traiter\u00a0» maintenant",
  row: (when) => `À relancer le ${when}`,
  done: "Mise de côté\u00a0: la demande revient dans «\u00a0À traiter\u00a0» le jour dit.",
  cancelled: "De retour dans «\u00a0À traiter\u00a0».",
  badDate: "Choisissez un jour entre demain et dans un an.",
};

const notSales: NotSalesWords = {
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

const hours: HoursWords = {
  units: { minute: "min", hour: "h", day: "j" },
  overdue: (age) => `En retard · ${age}`,
  receivedAgo: (age) => `reçue il y a ${age}`,
  owner: (name) => `Responsable\u00a0: ${name}`,
  waiting: (age) => `reçue il y a ${age}`,
};

export const statusPart: StatusPart = { chips, closeOthers, followUp, notSales, hours };
