/**
 * The report's words for an owner (issue 36): clients won first, the definitions written in full,
 * the first reply in working hours. The rest of the report's words are in copy.ts.
 */
import type { Locale } from "~/i18n/locale";

export interface ReportWords {
  won: string;
  answered: string;
  moreLeadsThanVisits: string;
  noSource: (n: number, of: number) => string;
  definitionsTitle: string;
  /** `hours`: WORKING_HOURS in words, in this language (hours-words.ts). */
  definitions: (hours: string) => readonly (readonly [term: string, definition: string])[];
  firstReply: string;
  firstReplyIntro: string;
  operator: string;
  source: string;
  median: string;
  p90: string;
  withinPromise: string;
  noReplies: string;
  unassigned: string;
  hours: (h: number, m: number) => string;
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
  definitions: (hours) => [
    ["Clients won", "The leads of this period whose status is now Won."],
    ["Leads", "The contact requests received in this period, spam left out."],
    ["Visits", "A visit is a series of pages read by one browser with no pause of more than 30 minutes. Robots are never counted."],
    [
      "Conversion",
      "Leads divided by visits. When there are more leads than counted visits (some visitors are not counted, or a lead came before counting started), a dash stands in its place: a share over 100 % would mean nothing.",
    ],
    ["Answered", "The leads of this period that have been answered since: their status is now Replied, Won or Lost."],
    [
      "First reply",
      `The time from a lead's request to the first reply sent from the desk or marked as sent, counted in working hours: ${hours}, Brussels time, Belgian public holidays off. Half of the answered leads had their first reply within the median, nine in ten within the 90th percentile.`,
    ],
    [
      "Within the promise",
      "A lead is due at the same time on the next working day. The share is the leads answered by then, out of the leads answered and the leads still unanswered after that time. Leads not yet due, and leads closed without a reply, are left out.",
    ],
  ],
  firstReply: "First reply",
  firstReplyIntro: "In working hours, for the leads of this period.",
  operator: "Operator",
  source: "Source",
  median: "Median",
  p90: "90th percentile",
  withinPromise: "Within the promise",
  noReplies: "No lead of this period has been answered yet, and none is past due.",
  unassigned: "nobody (unassigned)",
  hours: (h, m) => (h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`),
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
  definitions: (hours) => [
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
      "Les demandes de cette période qui ont reçu une réponse depuis\u00a0: leur statut est maintenant «\u00a0Répondu\u00a0», «\u00a0Gagné\u00a0» ou «\u00a0Perdu\u00a0».",
    ],
    [
      "Première réponse",
      `Le temps entre la demande et la première réponse envoyée depuis le bureau ou marquée comme envoyée, compté en heures ouvrables\u00a0: ${hours}, heure de Bruxelles, jours fériés belges exclus. La moitié des demandes avec réponse l’ont reçue dans le délai médian, neuf sur dix dans le 90e\u00a0centile.`,
    ],
    [
      "Dans le délai promis",
      "Une demande est due à la même heure le jour ouvrable suivant. La part compte les demandes qui ont reçu une réponse à temps, sur les demandes avec réponse et celles encore sans réponse passé ce délai. Les demandes pas encore dues, et celles clôturées sans réponse, ne sont pas comptées.",
    ],
  ],
  firstReply: "Première réponse",
  firstReplyIntro: "En heures ouvrables, pour les demandes de cette période.",
  operator: "Opérateur",
  source: "Source",
  median: "Médiane",
  p90: "90e centile",
  withinPromise: "Dans le délai promis",
  noReplies: "Aucune demande de cette période n’a encore reçu de réponse, et aucune n’a dépassé son délai.",
  unassigned: "personne (non attribuée)",
  hours: (h, m) => (h === 0 ? `${m}\u00a0min` : m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${m}\u00a0min`),
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
  definitions: (hours) => [
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
    ["Beantwoord", "De aanvragen van deze periode die sindsdien beantwoord zijn: hun status is nu Beantwoord, Gewonnen of Verloren."],
    [
      "Eerste antwoord",
      `De tijd tussen de aanvraag en het eerste antwoord dat vanuit de desk verstuurd of als verstuurd gemarkeerd is, geteld in werkuren: ${hours}, Brusselse tijd, Belgische feestdagen niet meegerekend. De helft van de beantwoorde aanvragen kreeg het eerste antwoord binnen de mediaan, negen op de tien binnen het 90e percentiel.`,
    ],
    [
      "Binnen de belofte",
      "Een aanvraag moet beantwoord zijn op hetzelfde uur de volgende werkdag. Het aandeel telt de aanvragen die tegen dan beantwoord waren, op de beantwoorde aanvragen en de aanvragen die na dat uur nog onbeantwoord zijn. Aanvragen die nog niet aan de beurt zijn, en aanvragen die zonder antwoord afgesloten zijn, tellen niet mee.",
    ],
  ],
  firstReply: "Eerste antwoord",
  firstReplyIntro: "In werkuren, voor de aanvragen van deze periode.",
  operator: "Medewerker",
  source: "Bron",
  median: "Mediaan",
  p90: "90e percentiel",
  withinPromise: "Binnen de belofte",
  noReplies: "Nog geen aanvraag van deze periode is beantwoord, en geen enkele is over tijd.",
  unassigned: "niemand (niet toegewezen)",
  hours: (h, m) => (h === 0 ? `${m} min` : m === 0 ? `${h} u` : `${h} u ${m} min`),
  share: (percent, within, judged) => `${percent} (${within} van ${judged})`,
  notJudged: "nog geen aan de beurt",
  pageLanguage: { en: "Engelse pagina", fr: "Franse pagina", nl: "Nederlandse pagina" },
};

const words: Record<Locale, ReportWords> = { en, fr, nl };

export function reportWords(language: string | undefined): ReportWords {
  return words[(language ?? "en") as Locale] ?? en;
}
