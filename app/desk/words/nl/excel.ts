/** The lead desk's words in Dutch: the export for Excel (headers a person reads, labels instead of codes). */
import { reportPart } from "./report";
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
  /** The chips' names, but for a new request. */
  statuses: { ...statusPart.chips, new: "Nieuw" },
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
  /** The report's names, but for direct visits. */
  channels: { ...reportPart.report.channels, direct: "Rechtstreeks" },
  direct: "Rechtstreeks (geen campagne, geen verwijzende site)",
};

export const excelPart: ExcelPart = { excel };
