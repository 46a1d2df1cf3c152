/**
 * WORKING_HOURS in English words (issue 47): the type French and Dutch follow. The report's
 * definitions and the reminder digests say the configured hours this way.
 */
import type { Window } from "../working-time.server";
import { hm } from "./hours-minutes";

/** How a language says working hours: day names, lists, ranges and times. */
export interface OpeningWords {
  /** Monday first, as the ISO weekdays. */
  days: readonly string[];
  everyDay: string;
  /** One day on its own, or in a list: "le lundi". */
  day: (name: string) => string;
  /** Three days or more in a row: "du lundi au jeudi". */
  range: (first: string, last: string) => string;
  and: string;
  time: (minutes: number) => string;
  /** One opening: "de 8 h 30 à 17 h". */
  window: (w: Window) => string;
  /** An opening at the same time as the one before, said by its closing: "jusqu'à 15 h". */
  until: (w: Window) => string;
}

export const en: OpeningWords = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  everyDay: "every day",
  day: (name) => name,
  range: (first, last) => `${first} to ${last}`,
  and: "and",
  time: (minutes) => {
    const [h, m] = hm(minutes);
    return `${h}:${String(m).padStart(2, "0")}`;
  },
  window: (w) => `${en.time(w.open)} to ${en.time(w.close)}`,
  until: (w) => `until ${en.time(w.close)}`,
};
