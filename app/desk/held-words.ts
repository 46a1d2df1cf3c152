/**
 * What the lead page says when a reply or a status change is held: another operator replied or
 * changed the status after the page was opened ("Marc replied 2 minutes ago"). The operator's text
 * is kept; they send (or save) anyway, or discard. English, French and Dutch, written; the desk's
 * language picks one.
 */
import type { DeskLanguage } from "./page-language";

export interface HeldWords {
  /** How long ago, from the milliseconds since: "2 minutes ago", "just now". */
  ago: (ms: number) => string;
  /** "Marc replied 2 minutes ago." */
  replied: (who: string, ago: string) => string;
  /** "Marc changed the status to Won 2 minutes ago." (`status`: the status as the select shows it). */
  changed: (who: string, status: string, ago: string) => string;
  /** Under it, for a held reply. */
  replyKept: string;
  sendAnyway: string;
  discardReply: string;
  /** Under it, for a held status change ("Mark as replied", "Spam", the status select). */
  statusKept: (status: string) => string;
  saveAnyway: string;
  discardStatus: string;
}

/** Minutes under an hour, hours under two days, then days, as Intl words them in the language. */
function agoIn(locale: string, justNow: string): (ms: number) => string {
  return (ms) => {
    const minutes = Math.floor(Math.max(0, ms) / 60_000);
    if (minutes < 1) return justNow;
    const words = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
    if (minutes < 60) return words.format(-minutes, "minute");
    const hours = Math.floor(minutes / 60);
    return hours < 48 ? words.format(-hours, "hour") : words.format(-Math.floor(hours / 24), "day");
  };
}

export const heldWords: Record<DeskLanguage, HeldWords> = {
  en: {
    ago: agoIn("en-GB", "just now"),
    replied: (who, ago) => `${who} replied ${ago}.`,
    changed: (who, status, ago) => `${who} changed the status to ${status} ${ago}.`,
    replyKept: "Your reply was not sent. It is kept below: send it anyway, or discard it.",
    sendAnyway: "Send anyway",
    discardReply: "Discard my reply",
    statusKept: (status) => `Your change (${status}) was not saved: save it anyway, or discard it.`,
    saveAnyway: "Save anyway",
    discardStatus: "Discard my change",
  },
  fr: {
    ago: agoIn("fr-BE", "à l’instant"),
    replied: (who, ago) => `${who} a répondu ${ago}.`,
    changed: (who, status, ago) => `${who} a passé le statut à «\u00a0${status}\u00a0» ${ago}.`,
    replyKept: "Votre réponse n’a pas été envoyée. Elle est gardée ci-dessous\u00a0: envoyez-la quand même, ou abandonnez-la.",
    sendAnyway: "Envoyer quand même",
    discardReply: "Abandonner ma réponse",
    statusKept: (status) =>
      `Votre changement («\u00a0${status}\u00a0») n’a pas été enregistré\u00a0: enregistrez-le quand même, ou abandonnez-le.`,
    saveAnyway: "Enregistrer quand même",
    discardStatus: "Abandonner mon changement",
  },
  nl: {
    ago: agoIn("nl-BE", "zonet"),
    replied: (who, ago) => `${who} heeft ${ago} geantwoord.`,
    changed: (who, status, ago) => `${who} heeft ${ago} de status op ‘${status}’ gezet.`,
    replyKept: "Uw antwoord is niet verstuurd. Het staat hieronder nog: verstuur het toch, of laat het vallen.",
    sendAnyway: "Toch versturen",
    discardReply: "Mijn antwoord laten vallen",
    statusKept: (status) => `Uw wijziging (‘${status}’) is niet opgeslagen: sla ze toch op, of laat ze vallen.`,
    saveAnyway: "Toch opslaan",
    discardStatus: "Mijn wijziging laten vallen",
  },
};

/** The words in a desk language ("en" for one this module does not know). */
export function heldWordsOf(language: string): HeldWords {
  return language === "fr" || language === "nl" ? heldWords[language] : heldWords.en;
}
