/**
 * The status chips and badges written one way (issue 36): every one a state, in the same form, per
 * language ("Unanswered", "Replied", "Won"…; never "To answer" beside "replied").
 */
import type { LeadStatus } from "~/storage/requests/lead-status";

export const statusChips: Record<"en" | "fr" | "nl", Record<LeadStatus, string>> = {
  en: {
    new: "Unanswered",
    later: "Follow up later",
    replied: "Replied",
    won: "Won",
    lost: "Lost",
    other: "Not a sales lead",
    spam: "Spam",
  },
  fr: {
    new: "Sans réponse",
    later: "À relancer plus tard",
    replied: "Répondu",
    won: "Gagné",
    lost: "Perdu",
    other: "Non commercial",
    spam: "Indésirable",
  },
  nl: {
    new: "Onbeantwoord",
    later: "Later opvolgen",
    replied: "Beantwoord",
    won: "Gewonnen",
    lost: "Verloren",
    other: "Geen verkoopaanvraag",
    spam: "Spam",
  },
};

/** The chips of a desk language ("en" for one this module does not know). */
export function chipsOf(language: string): Record<LeadStatus, string> {
  return language === "fr" || language === "nl" ? statusChips[language] : statusChips.en;
}
