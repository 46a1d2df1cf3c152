/**
 * The report's words for an owner (issue 36): clients won first, the definitions written in full,
 * the first reply within the site's promise (24 hours) and within one working day. The rest of the report's words are in copy.ts.
 */
import type { Locale } from "~/i18n/locale";

export interface ReportWords {
  won: string;
  answered: string;
  moreLeadsThanVisits: string;
  noSource: (n: number, of: number) => string;
  definitionsTitle: string;
  /** `promise`: the hours the site promises (site.replyPromiseHours); `hours`: WORKING_HOURS in words, in this language. */
  definitions: (promise: number, hours: string) => readonly (readonly [term: string, definition: string])[];
  firstReply: string;
  firstReplyIntro: string;
  operator: string;
  source: string;
  median: string;
  p90: string;
  /** `hours`: the promise the site makes (site.replyPromiseHours). */
  withinPromise: (hours: number) => string;
  withinWorkingDay: string;
  closedWithoutReply: string;
  noReplies: string;
  unassigned: string;
  unrecorded: string;
  /** A wait under a day: hours and minutes. */
  hours: (h: number, m: number) => string;
  /** A wait of a day or more: days of 24 hours and hours. */
  days: (d: number, h: number) => string;
  share: (percent: string, within: number, judged: number) => string;
  notJudged: string;
  pageLanguage: Record<Locale, string>;
}

const en: ReportWords = {
  won: "Clients won",
  answered: "Answered",
  moreLeadsThanVisits: "more leads than counted visits",
  noSource: (n, of) =>
    `${n} of ${of} lead${of === 1 ? "" : "s"} ${n === 1 ? "has" : "have"} no known source: no campaign and no referring site came with ${n === 1 ? "it" : "them"}, so ${n === 1 ? "it is" : "they are"} counted as direct.`,
  definitionsTitle: "What the figures mean",
  definitions: (promise, hours) => [
    ["Clients won", "The leads of this period whose status is now Won."],
    ["Leads", "The contact requests received in this period, spam left out."],
    ["Visits", "A visit is a series of pages read by one browser with no pause of more than 30 minutes. Robots are never counted."],
    [
      "Conversion",
      "Leads divided by visits. When there are more leads than counted visits (some visitors are not counted, or a lead came before counting started), a dash stands in its place: a share over 100 % would mean nothing.",
    ],
    [
      "Answered",
      "The leads of this period that have had a first reply since: sent from the desk, or marked as sent, whatever their status now.",
    ],
    [
      "Closed without reply",
      "The leads of this period closed (won or lost, by phone for instance) with no reply sent or marked as sent: they are not answered.",
    ],
    [
      "First reply",
      "The time from a lead's request to its first reply, nights and weekends included. Half of the answered leads had their first reply within the median, nine in ten within the 90th percentile. Each first reply is credited to the operator who sent it; a lead still unanswered, to its owner.",
    ],
    [
      `Within ${promise} hours`,
      `What the site promises: a reply within ${promise} hours of the request. The share is the leads answered within ${promise} hours, out of the leads answered and the leads still unanswered after ${promise} hours. Leads not yet ${promise} hours old, and leads closed without a reply, are left out.`,
    ],
    [
      "Within one working day",
      `The same share with a lead due at the same time on the next working day (${hours}, Brussels time, Belgian public holidays off). With the default hours, a request sent on Friday at 17:30 is due on Monday at 17:30.`,
    ],
  ],
  firstReply: "First reply",
  firstReplyIntro: "From the request to the first reply, nights and weekends included, for the leads of this period.",
  operator: "Operator",
  source: "Source",
  median: "Median",
  p90: "90th percentile",
  withinPromise: (hours) => `Within ${hours} hours`,
  withinWorkingDay: "Within one working day",
  closedWithoutReply: "Closed without reply",
  noReplies: "No lead of this period has been answered yet, and none is past due.",
  unassigned: "nobody (unassigned)",
  unrecorded: "not recorded",
  hours: (h, m) => (h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`),
  days: (d, h) => (h === 0 ? `${d} d` : `${d} d ${h} h`),
  share: (percent, within, judged) => `${percent} (${within} of ${judged})`,
  notJudged: "none due yet",
  pageLanguage: { en: "English page", fr: "French page", nl: "Dutch page" },
};

const fr: ReportWords = {
  won: "Clients gagnés",
  answered: "Avec réponse",
  moreLeadsThanVisits: "plus de demandes que de visites comptées",
  noSource: (n, of) =>
    `${n} demande${n > 1 ? "s" : ""} sur ${of} ${n > 1 ? "n’ont" : "n’a"} pas de source connue\u00a0: ni campagne ni site référent, ${n > 1 ? "elles sont comptées" : "elle est comptée"} en accès direct.`,
  definitionsTitle: "Ce que disent les chiffres",
  definitions: (promise, hours) => [
    ["Clients gagnés", "Les demandes de cette période dont le statut est maintenant «\u00a0Gagné\u00a0»."],
    ["Demandes", "Les demandes de contact reçues sur cette période, indésirables exclues."],
    [
      "Visites",
      "Une visite est une suite de pages lues par un même navigateur sans pause de plus de 30\u00a0minutes. Les robots ne sont jamais comptés.",
    ],
    [
      "Conversion",
      "Les demandes divisées par les visites. Quand il y a plus de demandes que de visites comptées (certains visiteurs ne sont pas comptés, ou une demande est arrivée avant le début du comptage), un tiret la remplace\u00a0: une part de plus de 100\u00a0% ne voudrait rien dire.",
    ],
    [
      "Avec réponse",
      "Les demandes de cette période qui ont reçu une première réponse depuis\u00a0: envoyée depuis le bureau, ou marquée comme envoyée, quel que soit leur statut maintenant.",
    ],
    [
      "Clôturées sans réponse",
      "Les demandes de cette période clôturées (gagnées ou perdues, par téléphone par exemple) sans réponse envoyée ni marquée comme envoyée\u00a0: elles ne comptent pas comme ayant reçu une réponse.",
    ],
    [
      "Première réponse",
      "Le temps entre la demande et sa première réponse, nuits et week-ends compris. La moitié des demandes avec réponse l’ont reçue dans le délai médian, neuf sur dix dans le 90e\u00a0centile. Chaque première réponse est attribuée à l’opérateur qui l’a envoyée\u00a0; une demande encore sans réponse, à son responsable.",
    ],
    [
      `Dans les ${promise}\u00a0heures`,
      `Ce que le site promet\u00a0: une réponse dans les ${promise}\u00a0heures qui suivent la demande. La part compte les demandes qui ont reçu une réponse dans les ${promise}\u00a0heures, sur les demandes avec réponse et celles encore sans réponse après ${promise}\u00a0heures. Les demandes de moins de ${promise}\u00a0heures, et celles clôturées sans réponse, ne sont pas comptées.`,
    ],
    [
      "En un jour ouvrable",
      `La même part, une demande étant due à la même heure le jour ouvrable suivant (${hours}, heure de Bruxelles, jours fériés belges exclus). Avec les heures par défaut, une demande envoyée le vendredi à 17\u00a0h\u00a030 est due le lundi à 17\u00a0h\u00a030.`,
    ],
  ],
  firstReply: "Première réponse",
  firstReplyIntro: "De la demande à la première réponse, nuits et week-ends compris, pour les demandes de cette période.",
  operator: "Opérateur",
  source: "Source",
  median: "Médiane",
  p90: "90e centile",
  withinPromise: (hours) => `Dans les ${hours}\u00a0heures`,
  withinWorkingDay: "En un jour ouvrable",
  closedWithoutReply: "Clôturées sans réponse",
  noReplies: "Aucune demande de cette période n’a encore reçu de réponse, et aucune n’a dépassé son délai.",
  unassigned: "personne (non attribuée)",
  unrecorded: "non enregistré",
  hours: (h, m) => (h === 0 ? `${m}\u00a0min` : m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${m}\u00a0min`),
  days: (d, h) => (h === 0 ? `${d}\u00a0j` : `${d}\u00a0j\u00a0${h}\u00a0h`),
  share: (percent, within, judged) => `${percent} (${within} sur ${judged})`,
  notJudged: "aucune encore due",
  pageLanguage: { en: "page anglaise", fr: "page française", nl: "page néerlandaise" },
};

const nl: ReportWords = {
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

const words: Record<Locale, ReportWords> = { en, fr, nl };

export function reportWords(language: string | undefined): ReportWords {
  return words[(language ?? "en") as Locale] ?? en;
}
