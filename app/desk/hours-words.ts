/**
 * The desk's words for the reply clock (issue 36): a lead's relative age ("3 h", "2 d"), "overdue"
 * with it, its owner, the lead page's "received … ago", and the colour of a status badge by
 * outcome. English, French and Dutch, written; the desk's language picks one.
 */
import type { WeekHours, Window } from "~/platform/working-time.server";
import type { LeadStatus } from "~/storage/schema.server";

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
  replied: "border-line-strong bg-surface text-ink",
  won: "border-success bg-surface text-success",
  lost: "border-line-strong bg-surface-alt text-muted",
  spam: "border-danger bg-surface text-danger",
};

/** How a language says working hours: day names, lists, ranges and times. */
interface OpeningWords {
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

const hm = (minutes: number) => [Math.floor(minutes / 60), minutes % 60] as const;

const openingWords: Record<HoursLanguage, OpeningWords> = {
  en: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    everyDay: "every day",
    day: (name) => name,
    range: (first, last) => `${first} to ${last}`,
    and: "and",
    time: (minutes) => {
      const [h, m] = hm(minutes);
      return `${h}:${String(m).padStart(2, "0")}`;
    },
    window: (w) => `${openingWords.en.time(w.open)} to ${openingWords.en.time(w.close)}`,
    until: (w) => `until ${openingWords.en.time(w.close)}`,
  },
  fr: {
    days: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    everyDay: "tous les jours",
    day: (name) => `le ${name}`,
    range: (first, last) => `du ${first} au ${last}`,
    and: "et",
    time: (minutes) => {
      const [h, m] = hm(minutes);
      return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, "0")}`;
    },
    window: (w) => `de ${openingWords.fr.time(w.open)} à ${openingWords.fr.time(w.close)}`,
    until: (w) => `jusqu’à ${openingWords.fr.time(w.close)}`,
  },
  nl: {
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
    window: (w) => `van ${openingWords.nl.time(w.open)} tot ${openingWords.nl.time(w.close)}\u00a0uur`,
    until: (w) => `tot ${openingWords.nl.time(w.close)}\u00a0uur`,
  },
};

/** "a, b and c" in the language's words. */
function list(items: readonly string[], and: string): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

/**
 * WORKING_HOURS in words (issue 47): "Mon-Thu 08:30-17:00, Fri 08:30-15:00" is "Monday to Thursday
 * 8:30 to 17:00, Friday until 15:00", « du lundi au jeudi de 8 h 30 à 17 h, le vendredi jusqu’à
 * 15 h », "maandag tot donderdag van 8.30 tot 17 uur, vrijdag tot 15 uur". The days that share an
 * opening are said together, in week order (three or more in a row as a range); closed days are not
 * named; an opening at the same time as the one before is said by its closing.
 */
export function workingHoursWords(week: WeekHours, language: string): string {
  const w = openingWords[language === "fr" || language === "nl" ? language : "en"];
  const groups: { window: Window; days: number[] }[] = [];
  for (let d = 1; d <= 7; d++) {
    const open = week[d as keyof WeekHours];
    if (!open) continue;
    const group = groups.find((g) => g.window.open === open.open && g.window.close === open.close);
    if (group) group.days.push(d);
    else groups.push({ window: open, days: [d] });
  }
  const said = groups.map((g, i) => {
    const runs: number[][] = [];
    for (const d of g.days) {
      const run = runs.at(-1);
      if (run && run.at(-1) === d - 1) run.push(d);
      else runs.push([d]);
    }
    const names = runs.flatMap((run) =>
      run.length >= 3 ? [w.range(w.days[run[0]! - 1]!, w.days[run.at(-1)! - 1]!)] : run.map((d) => w.day(w.days[d - 1]!)),
    );
    const days = g.days.length === 7 ? w.everyDay : list(names, w.and);
    const previous = groups[i - 1];
    const time = previous && previous.window.open === g.window.open ? w.until(g.window) : w.window(g.window);
    return { days, time };
  });
  // One opening: "Monday to Friday, 9:00 to 18:00"; several: "Monday to Thursday 8:30 to 17:00, Friday until 15:00".
  if (said.length === 1) return `${said[0]!.days}, ${said[0]!.time}`;
  return said.map((s) => `${s.days} ${s.time}`).join(", ");
}
