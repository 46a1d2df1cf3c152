/** The lead desk's words in French: the export for Excel (headers a person reads, labels instead of codes). */
import { reportPart } from "./report";
import { statusPart } from "./status";
import type { ExcelPart, ExcelWords } from "../en/excel";

const excel: ExcelWords = {
  button: "Exporter pour Excel",
  sheet: "Demandes",
  dateFormat: "dd/mm/yyyy hh:mm",
  headers: {
    reference: "Référence",
    received: "Reçue (heure de Bruxelles)",
    status: "Statut",
    notSales: statusPart.notSales.title,
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
  notSalesKinds: statusPart.notSales.kinds,
  throttled: "au-delà de la limite, non notifiée",
  languages: { en: "Anglais", fr: "Français", nl: "Néerlandais" },
  heardFrom: {
    search: "Un moteur de recherche",
    linkedin: "LinkedIn",
    recommendation: "Une recommandation",
    event: "Un événement",
    other: "Autre",
  },
  /** The same names as the report's. */
  channels: reportPart.report.channels,
  direct: "Accès direct (ni campagne ni site référent)",
};

export const excelPart: ExcelPart = { excel };
