/**
 * The reply clock (issue 36): the site promises a reply "within 24h", read as a business does. A
 * lead is due at the same time on the next working day; one that arrives outside working hours
 * starts its clock at the next opening. Working hours are WORKING_HOURS (default Monday to Friday
 * 09:00 to 18:00) in Europe/Brussels, and Belgium's national public holidays (date-holidays, type
 * "public": the ten legal holidays) are closed days, unless WORKING_HOLIDAYS is "none". Regional days
 * (the Communities' and Regions' days: 11 July, 27 September, 15 November…) and bridge days are
 * not closed days.
 */
import { DateTime } from "luxon";
import belgium from "./holidays-be.json";

export const workingZone = "Europe/Brussels";
export const defaultWorkingHours = "Mon-Fri 09:00-18:00";

/** Minutes after midnight, local time: [open, close). */
export interface Window {
  open: number;
  close: number;
}

/** Opening times per ISO weekday (1 Monday … 7 Sunday); null: closed. */
export type WeekHours = Record<1 | 2 | 3 | 4 | 5 | 6 | 7, Window | null>;

const dayNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

function minutesOf(text: string): number | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return undefined;
  return h * 60 + min;
}

function dayIndex(name: string): number | undefined {
  const i = dayNames.indexOf(name.toLowerCase() as (typeof dayNames)[number]);
  return i < 0 ? undefined : i + 1;
}

const example = 'such as "Mon-Fri 09:00-18:00" or "Mon-Thu 08:30-17:00, Fri 08:30-15:00"';

/** One group, "Mon-Fri 09:00-18:00" or "Sat 10:00-12:00", into `week`; an error message, or undefined. */
function parseGroup(group: string, week: WeekHours): string | undefined {
  const m = /^([a-z]{3})(?:\s*-\s*([a-z]{3}))?\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/i.exec(group.trim());
  if (!m) return `must list days and hours ${example}; "${group.trim()}" is not understood`;
  const first = dayIndex(m[1]!);
  const last = m[2] ? dayIndex(m[2]) : first;
  if (!first || !last) return `must name days as Mon, Tue, Wed, Thu, Fri, Sat, Sun; "${group.trim()}" is not understood`;
  if (last < first) return `must name a range of days from Monday towards Sunday ("${m[1]}-${m[2]}" runs backwards)`;
  const open = minutesOf(m[3]!);
  const close = minutesOf(m[4]!);
  if (open === undefined || close === undefined) return `must give times as HH:MM between 00:00 and 24:00 ("${group.trim()}")`;
  if (close <= open) return `must close after it opens ("${m[3]}-${m[4]}")`;
  for (let d = first; d <= last; d++) {
    const key = d as keyof WeekHours;
    if (week[key]) return `names ${dayNames[d - 1]} twice`;
    week[key] = { open, close };
  }
  return undefined;
}

/** Parses WORKING_HOURS; throws an Error whose message says what is wrong (the env parser prefixes the name). */
export function parseWorkingHours(text: string): WeekHours {
  const week: WeekHours = { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null };
  const groups = text.split(/[,;]/).filter((g) => g.trim() !== "");
  if (groups.length === 0) throw new Error(`must list days and hours ${example}`);
  for (const group of groups) {
    const problem = parseGroup(group, week);
    if (problem) throw new Error(problem);
  }
  return week;
}

// Written from the date-holidays package by scripts/holidays-be.ts for 2000 to 2100: the package
// and its parser, loaded here, would cost the server about 16 MB of memory for ten dates a year.
const holidayYears = new Map<number, Set<string>>();

/** Belgium's national public holidays of a year, as YYYY-MM-DD (Brussels days); none known outside 2000-2100. */
export function belgianHolidays(year: number): Set<string> {
  let days = holidayYears.get(year);
  if (!days) {
    days = new Set((belgium.years as Record<string, string[]>)[String(year)] ?? []);
    holidayYears.set(year, days);
  }
  return days;
}

/** WORKING_HOLIDAYS: Belgium's national public holidays are closed days ("BE"), or none are ("none"). */
export const holidaySets = ["BE", "none"] as const;
export type HolidaySet = (typeof holidaySets)[number];

/** The opening window of a Brussels day, or null when it is closed (weekday off or public holiday). */
function dayWindow(week: WeekHours, day: DateTime, holidays: HolidaySet): Window | null {
  const w = week[day.weekday as keyof WeekHours];
  if (!w) return null;
  return holidays === "BE" && belgianHolidays(day.year).has(day.toISODate()!) ? null : w;
}

/** A wall-clock time of a Brussels day (calendar arithmetic: a DST change day keeps 09:00 at 09:00). */
function at(day: DateTime, minutes: number): DateTime {
  const midnight = day.startOf("day");
  if (minutes >= 24 * 60) return midnight.plus({ days: 1 }).startOf("day");
  const whole = Math.floor(minutes);
  return midnight.set({ hour: Math.floor(whole / 60), minute: whole % 60 }).plus({ milliseconds: Math.round((minutes - whole) * 60_000) });
}

/** A day search stops after this many days (a week with no open day cannot be configured, holidays are few). */
const searchDays = 400;

export interface WorkingClock {
  /** WORKING_HOURS as configured (the mails and docs quote it). */
  readonly hours: string;
  /** Whether the agency is open at this instant. */
  isOpen(instant: Date): boolean;
  /** When a lead's clock starts: the instant itself when open, else the next opening. */
  clockStart(instant: Date): Date;
  /** The opening of this instant's Brussels day, or null when the day is closed. */
  openingOf(instant: Date): Date | null;
  /** When a lead received at `received` is due: the same time on the next working day after its clock starts. */
  dueAt(received: Date): Date;
  /** A new lead is overdue from its due time on. */
  isOverdue(received: Date, now: Date): boolean;
  /** The latest receipt time that is overdue at `now` (a lead received at or before it is overdue): what SQL compares. */
  overdueCutoff(now: Date): Date;
  /** The working time between two instants, in milliseconds (0 when `to` is not after `from`). */
  workingMs(from: Date, to: Date): number;
}

export function workingClock(hours: string = defaultWorkingHours, holidays: HolidaySet = "BE"): WorkingClock {
  const week = parseWorkingHours(hours);
  const windowOf = (week: WeekHours, day: DateTime) => dayWindow(week, day, holidays);
  const local = (d: Date) => DateTime.fromJSDate(d, { zone: workingZone });

  const clockStart = (instant: Date): Date => {
    const t = local(instant);
    let day = t.startOf("day");
    for (let i = 0; i < searchDays; i++, day = day.plus({ days: 1 })) {
      const w = windowOf(week, day);
      if (!w) continue;
      const open = at(day, w.open);
      const close = at(day, w.close);
      if (i === 0 && t >= close) continue;
      return i === 0 && t >= open ? instant : open.toJSDate();
    }
    return instant;
  };

  const dueAt = (received: Date): Date => {
    const start = local(clockStart(received));
    const minutes = start.hour * 60 + start.minute + start.second / 60 + start.millisecond / 60_000;
    let day = start.startOf("day").plus({ days: 1 });
    for (let i = 0; i < searchDays; i++, day = day.plus({ days: 1 })) {
      const w = windowOf(week, day);
      if (w) return at(day, Math.min(Math.max(minutes, w.open), w.close)).toJSDate();
    }
    return start.plus({ days: 1 }).toJSDate();
  };

  return {
    hours,
    isOpen(instant) {
      const t = local(instant);
      const w = windowOf(week, t);
      return Boolean(w && t >= at(t, w.open) && t < at(t, w.close));
    },
    clockStart,
    openingOf(instant) {
      const t = local(instant);
      const w = windowOf(week, t);
      return w ? at(t, w.open).toJSDate() : null;
    },
    dueAt,
    isOverdue: (received, now) => now.getTime() >= dueAt(received).getTime(),
    overdueCutoff(now) {
      // Read from the working days rather than searched: D, the last working day opened by now; P,
      // the working day before it. A lead whose clock started on P is due on D, at its own time of
      // day (clamped to D's hours); one that started later is due after D.
      const t = local(now);
      let d = t.startOf("day");
      let wd = windowOf(week, d);
      for (let i = 0; i < searchDays && !(wd && at(d, wd.open) <= t); i++) wd = windowOf(week, (d = d.minus({ days: 1 })));
      if (!wd) return new Date(now.getTime() - 366 * 86_400_000);
      const before = (day: DateTime) => {
        let p = day.minus({ days: 1 });
        for (let i = 0; i < searchDays && !windowOf(week, p); i++) p = p.minus({ days: 1 });
        return { day: p, w: windowOf(week, p) ?? { open: 0, close: 0 } };
      };
      const p = before(d);
      const lastOf = (x: { day: DateTime; w: Window }) => new Date(at(x.day, x.w.close).toMillis() - 1);
      if (t >= at(d, wd.close)) return lastOf(p);
      const minutes = t.hour * 60 + t.minute + t.second / 60 + t.millisecond / 60_000;
      if (minutes >= p.w.close) return lastOf(p);
      if (minutes >= p.w.open) return at(p.day, minutes).toJSDate();
      return lastOf(before(p.day));
    },
    workingMs(from, to) {
      if (to <= from) return 0;
      let total = 0;
      const end = local(to);
      let day = local(from).startOf("day");
      for (; day <= end; day = day.plus({ days: 1 })) {
        const w = windowOf(week, day);
        if (!w) continue;
        const open = Math.max(at(day, w.open).toMillis(), from.getTime());
        const close = Math.min(at(day, w.close).toMillis(), to.getTime());
        if (close > open) total += close - open;
      }
      return total;
    },
  };
}

/** The clock of the default WORKING_HOURS: what a caller that was given none uses. */
export const defaultWorkingClock: WorkingClock = workingClock();
