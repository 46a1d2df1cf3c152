/**
 * Working time for the report's first-reply figures: Monday to Friday, 09:00 to 18:00 in
 * Brussels, Belgian public holidays off (date-holidays), and a lead is due at the same time on
 * the next working day. A minimal clock behind the two functions the report needs
 * (`workingDuration`, `isWithinPromise`), to be replaced by the desk's working-hours clock
 * (`WORKING_HOURS`) when there is one: the report only calls these two.
 */
import Holidays from "date-holidays";

export interface WorkingTime {
  /** Working milliseconds between two instants (0 when `to` is not after `from`). */
  workingDuration(from: Date, to: Date): number;
  /** When a lead created at `created` is due: the same time on the next working day. */
  dueAt(created: Date): Date;
  /** Whether the first reply came by the time the lead was due. */
  isWithinPromise(created: Date, firstReply: Date): boolean;
}

const zone = "Europe/Brussels";
const dayMs = 86_400_000;
const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: zone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The Brussels wall clock of an instant, as numbers (month 1-12). */
function wallClock(t: number) {
  const p = Object.fromEntries(parts.formatToParts(new Date(t)).map((x) => [x.type, Number(x.value)]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

/** The instant a Brussels wall-clock time names (days past a month's end roll over, as Date.UTC does). */
export function brusselsInstant(year: number, month: number, day: number, minutes: number): number {
  const guess = Date.UTC(year, month - 1, day, 0, minutes);
  const offset = (t: number) => {
    const w = wallClock(t);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(t / 1000) * 1000;
  };
  const first = guess - offset(guess);
  return guess - offset(first);
}

export interface Hours {
  /** ISO weekdays worked: 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** Minutes after midnight, Brussels. */
  start: number;
  end: number;
}
export const defaultHours: Hours = { weekdays: [1, 2, 3, 4, 5], start: 9 * 60, end: 18 * 60 };

export function workingTime(hours: Hours = defaultHours): WorkingTime {
  const holidays = new Holidays("BE");
  const byYear = new Map<number, Set<string>>();
  const isHoliday = (y: number, m: number, d: number) => {
    let set = byYear.get(y);
    if (!set) {
      set = new Set(
        holidays
          .getHolidays(y)
          .filter((h) => h.type === "public")
          .map((h) => h.date.slice(0, 10)),
      );
      byYear.set(y, set);
    }
    return set.has(`${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
  };
  /** The calendar day `n` days after the Brussels day of `t`, with whether it is worked. */
  const dayAfter = (t: number, n: number) => {
    const w = wallClock(t);
    const date = new Date(Date.UTC(w.year, w.month - 1, w.day + n));
    const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    const weekday = date.getUTCDay() || 7;
    return { y, m, d, worked: hours.weekdays.includes(weekday) && !isHoliday(y, m, d) };
  };
  function workingDuration(from: Date, to: Date): number {
    const [a, b] = [from.getTime(), to.getTime()];
    if (!(b > a)) return 0;
    let total = 0;
    for (let n = 0; ; n++) {
      const day = dayAfter(a, n);
      const open = brusselsInstant(day.y, day.m, day.d, hours.start);
      if (open >= b) break;
      if (!day.worked) continue;
      const close = brusselsInstant(day.y, day.m, day.d, hours.end);
      total += Math.max(0, Math.min(b, close) - Math.max(a, open));
    }
    return total;
  }
  function dueAt(created: Date): Date {
    const w = wallClock(created.getTime());
    for (let n = 1; n < 30; n++) {
      const day = dayAfter(created.getTime(), n);
      if (day.worked) return new Date(brusselsInstant(day.y, day.m, day.d, w.hour * 60 + w.minute) + w.second * 1000);
    }
    return new Date(created.getTime() + 30 * dayMs);
  }
  return { workingDuration, dueAt, isWithinPromise: (created, firstReply) => firstReply.getTime() <= dueAt(created).getTime() };
}
