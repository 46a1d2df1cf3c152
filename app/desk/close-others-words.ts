/**
 * The desk's words for "close the others too" (after an operator closes one of a person's several
 * open requests), in the desk's three languages.
 */
import type { ClosingStatus } from "./closing";

export interface CloseOthersWords {
  title: string;
  /** "Dana has 2 other open requests from this address:" */
  intro: (firstName: string, n: number) => string;
  /** The button: "Mark the 2 others as replied". */
  confirm: (n: number, status: string) => string;
  keep: string;
  /** After the action: "2 other requests marked as replied." */
  done: (n: number, status: string) => string;
  /** The statuses as the sentence says them (lower case). */
  statuses: Record<ClosingStatus, string>;
}

export const closeOthersWords: Record<"en" | "fr" | "nl", CloseOthersWords> = {
  en: {
    title: "Close the others too?",
    intro: (name, n) => `${name} has ${n === 1 ? "1 other open request" : `${n} other open requests`} from this address:`,
    confirm: (n, status) => (n === 1 ? `Mark the other one as ${status}` : `Mark the ${n} others as ${status}`),
    keep: "Leave them open",
    done: (n, status) => (n === 1 ? `1 other request marked as ${status}.` : `${n} other requests marked as ${status}.`),
    statuses: { replied: "replied", won: "won", lost: "lost", spam: "spam" },
  },
  fr: {
    title: "Clôturer aussi les autres ?",
    intro: (name, n) => `${name} a ${n === 1 ? "1 autre demande ouverte" : `${n} autres demandes ouvertes`} depuis cette adresse :`,
    confirm: (n, status) => (n === 1 ? `Marquer l’autre comme ${status}` : `Marquer les ${n} autres comme ${status}`),
    keep: "Les laisser ouvertes",
    done: (n, status) => (n === 1 ? `1 autre demande marquée comme ${status}.` : `${n} autres demandes marquées comme ${status}.`),
    statuses: { replied: "répondue", won: "gagnée", lost: "perdue", spam: "indésirable" },
  },
  nl: {
    title: "Ook de andere afsluiten?",
    intro: (name, n) => `${name} heeft ${n === 1 ? "nog 1 open aanvraag" : `nog ${n} open aanvragen`} vanaf dit adres:`,
    confirm: (n, status) => (n === 1 ? `De andere markeren als ${status}` : `De ${n} andere markeren als ${status}`),
    keep: "Open laten",
    done: (n, status) => (n === 1 ? `1 andere aanvraag gemarkeerd als ${status}.` : `${n} andere aanvragen gemarkeerd als ${status}.`),
    statuses: { replied: "beantwoord", won: "gewonnen", lost: "verloren", spam: "spam" },
  },
};

export function closeOthersCopy(language: string | undefined): CloseOthersWords {
  return language === "fr" || language === "nl" ? closeOthersWords[language] : closeOthersWords.en;
}
