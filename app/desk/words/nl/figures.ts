/** The lead desk's words in Dutch: the report's figures for an owner: clients won first, the definitions written in full, the first reply. */
import type { FiguresPart, FiguresWords } from "../en/figures";

const figures: FiguresWords = {
  won: "Gewonnen klanten",
  answered: "Beantwoord",
  moreLeadsThanVisits: "meer aanvragen dan getelde bezoeken",
  noSource: (n, of) =>
    `${n} van de ${of} aanvragen ${n === 1 ? "heeft" : "hebben"} geen bekende bron: geen campagne en geen verwijzende site, dus ${n === 1 ? "telt ze" : "tellen ze"} als rechtstreeks.`,
  definitionsTitle: "Wat de cijfers betekenen",
  definitions: (promise, hours) => [
    ["Gewonnen klanten", "De aanvragen van deze periode met nu de status Gewonnen."],
    ["Aanvragen", "De contactaanvragen die in deze periode binnenkwamen, zonder spam."],
    [
      "Bezoeken",
      "Een bezoek is een reeks pagina's die één browser leest zonder pauze van meer dan 30 minuten. Robots worden nooit geteld.",
    ],
    [
      "Conversie",
      "Aanvragen gedeeld door bezoeken. Zijn er meer aanvragen dan getelde bezoeken (sommige bezoekers worden niet geteld, of een aanvraag kwam vóór het tellen begon), dan staat er een streepje: een aandeel boven 100 % zou niets betekenen.",
    ],
    [
      "Beantwoord",
      "De aanvragen van deze periode die sindsdien een eerste antwoord kregen: vanuit de desk verstuurd, of als verstuurd gemarkeerd, wat hun status nu ook is.",
    ],
    [
      "Afgesloten zonder antwoord",
      "De aanvragen van deze periode die afgesloten zijn (gewonnen of verloren, bijvoorbeeld telefonisch) zonder dat een antwoord verstuurd of als verstuurd gemarkeerd is: ze tellen niet als beantwoord.",
    ],
    [
      "Eerste antwoord",
      "De tijd tussen de aanvraag en het eerste antwoord, nachten en weekends inbegrepen. De helft van de beantwoorde aanvragen kreeg het eerste antwoord binnen de mediaan, negen op de tien binnen het 90e percentiel. Elk eerste antwoord telt voor de medewerker die het verstuurde; een aanvraag die nog onbeantwoord is, voor haar eigenaar.",
    ],
    [
      `Binnen ${promise} uur`,
      `Wat de site belooft: een antwoord binnen ${promise} uur na de aanvraag. Het aandeel telt de aanvragen die binnen ${promise} uur beantwoord waren, op de beantwoorde aanvragen en de aanvragen die na ${promise} uur nog onbeantwoord zijn. Aanvragen die nog geen ${promise} uur oud zijn, en aanvragen die zonder antwoord afgesloten zijn, tellen niet mee.`,
    ],
    [
      "Binnen één werkdag",
      `Hetzelfde aandeel, met een aanvraag die beantwoord moet zijn op hetzelfde uur de volgende werkdag (${hours}, Brusselse tijd, Belgische feestdagen niet meegerekend). Met de standaarduren moet een aanvraag van vrijdag 17.30 uur beantwoord zijn op maandag 17.30 uur.`,
    ],
  ],
  firstReply: "Eerste antwoord",
  firstReplyIntro: "Van de aanvraag tot het eerste antwoord, nachten en weekends inbegrepen, voor de aanvragen van deze periode.",
  operator: "Medewerker",
  source: "Bron",
  median: "Mediaan",
  p90: "90e percentiel",
  withinPromise: (hours) => `Binnen ${hours} uur`,
  withinWorkingDay: "Binnen één werkdag",
  closedWithoutReply: "Afgesloten zonder antwoord",
  noReplies: "Nog geen aanvraag van deze periode is beantwoord, en geen enkele is over tijd.",
  unassigned: "niemand (niet toegewezen)",
  unrecorded: "niet geregistreerd",
  hours: (h, m) => (h === 0 ? `${m} min` : m === 0 ? `${h} u` : `${h} u ${m} min`),
  days: (d, h) => (h === 0 ? `${d} d` : `${d} d ${h} u`),
  share: (percent, within, judged) => `${percent} (${within} van ${judged})`,
  notJudged: "nog geen aan de beurt",
  pageLanguage: { en: "Engelse pagina", fr: "Franse pagina", nl: "Nederlandse pagina" },
};

export const figuresPart: FiguresPart = { figures };
