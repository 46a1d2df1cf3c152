/** WORKING_HOURS in Dutch words, typed by the English ones. */
import type { OpeningWords } from "./en";
import { hm } from "./hours-minutes";

export const nl: OpeningWords = {
  days: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  everyDay: "elke dag",
  day: (name) => name,
  range: (first, last) => `${first} tot ${last}`,
  and: "en",
  // "van 9 tot 18 uur", "van 8.30 tot 17 uur": "uur" once, after the closing.
  time: (minutes) => {
    const [h, m] = hm(minutes);
    return m === 0 ? String(h) : `${h}.${String(m).padStart(2, "0")}`;
  },
  window: (w) => `van ${nl.time(w.open)} tot ${nl.time(w.close)}\u00a0uur`,
  until: (w) => `tot ${nl.time(w.close)}\u00a0uur`,
};
