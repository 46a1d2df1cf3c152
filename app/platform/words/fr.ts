/** WORKING_HOURS in French words, typed by the English ones. */
import type { OpeningWords } from "./en";
import { hm } from "./hours-minutes";

export const fr: OpeningWords = {
  days: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
  everyDay: "tous les jours",
  day: (name) => `le ${name}`,
  range: (first, last) => `du ${first} au ${last}`,
  and: "et",
  time: (minutes) => {
    const [h, m] = hm(minutes);
    return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, "0")}`;
  },
  window: (w) => `de ${fr.time(w.open)} à ${fr.time(w.close)}`,
  until: (w) => `jusqu’à ${fr.time(w.close)}`,
};
