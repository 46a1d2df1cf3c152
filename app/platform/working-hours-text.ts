/**
 * WORKING_HOURS in words (issue 47), in the reader's language: the report's definitions and the
 * reminder digests say the configured hours this way, never as the variable is written.
 */
import type { WeekHours, Window } from "./working-time.server";
import { openingWords } from "./words";

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
  const w = openingWords(language);
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
