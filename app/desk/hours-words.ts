/**
 * The desk's words for the reply clock (issue 36): a lead's relative age ("3 h", "2 d"), "overdue"
 * with it, its owner, the lead page's "received … ago", and the colour of a status badge by
 * outcome. English, French and Dutch, written; the desk's language picks one.
 */
import type { LeadStatus } from "~/storage/requests/lead-status";

export type HoursLanguage = "en" | "fr" | "nl";

export interface HoursWords {
  /** Units of a relative age: minutes, hours, days. */
  units: { minute: string; hour: string; day: string };
  /** Past the promise, with the age: "Overdue · 4 d". */
  overdue: (age: string) => string;
  /** The lead page: "received 3 h ago". */
  receivedAgo: (age: string) => string;
  /** The row's owner. */
  owner: (name: string) => string;
  /** A screen reader's words for the age beside a row. */
  waiting: (age: string) => string;
}

export const hoursWords: Record<HoursLanguage, HoursWords> = {
  en: {
    units: { minute: "min", hour: "h", day: "d" },
    overdue: (age) => `Overdue · ${age}`,
    receivedAgo: (age) => `received ${age} ago`,
    owner: (name) => `Owner: ${name}`,
    waiting: (age) => `received ${age} ago`,
  },
  fr: {
    units: { minute: "min", hour: "h", day: "j" },
    overdue: (age) => `En retard · ${age}`,
    receivedAgo: (age) => `reçue il y a ${age}`,
    owner: (name) => `Responsable\u00a0: ${name}`,
    waiting: (age) => `reçue il y a ${age}`,
  },
  nl: {
    units: { minute: "min", hour: "u", day: "d" },
    overdue: (age) => `Te laat · ${age}`,
    receivedAgo: (age) => `${age} geleden ontvangen`,
    owner: (name) => `Eigenaar: ${name}`,
    waiting: (age) => `${age} geleden ontvangen`,
  },
};

/** The words of a desk language ("en" for one this module does not know). */
export function hoursWordsOf(language: string): HoursWords {
  return language === "fr" || language === "nl" ? hoursWords[language] : hoursWords.en;
}

/** A relative age as the rows show it: minutes under an hour, hours under two days, then days. */
export function ageText(ms: number, w: HoursWords): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}\u00a0${w.units.minute}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}\u00a0${w.units.hour}`;
  return `${Math.floor(hours / 24)}\u00a0${w.units.day}`;
}

/** A status badge's colours by outcome: won green, lost grey, spam red, new in the accent, replied plain. */
export const statusBadgeClass: Record<LeadStatus, string> = {
  new: "border-accent bg-tint text-accent",
  later: "border-line-strong bg-surface text-accent",
  other: "border-line-strong bg-surface-alt text-ink",
  replied: "border-line-strong bg-surface text-ink",
  won: "border-success bg-surface text-success",
  lost: "border-line-strong bg-surface-alt text-muted",
  spam: "border-danger bg-surface text-danger",
};
