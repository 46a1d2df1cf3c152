/** The lead desk's words in Dutch: the export for Excel (headers a person reads, labels instead of codes). */
import { statusPart } from "./status";
import type { ExcelPart, ExcelWords } from "../en/excel";

const excel: ExcelWords = {
  button: "Exporteren voor Excel",
  sheet: "Aanvragen",
  dateFormat: "dd/mm/yyyy hh:mm",
  headers: {
    reference: "Referentie",
    received: "Ontvangen (Brusselse tijd)",
    status: "Status",
    notSales: statusPart.notSales.title,
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
  notSalesKinds: statusPart.notSales.kinds,
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

export const excelPart: ExcelPart = { excel };
