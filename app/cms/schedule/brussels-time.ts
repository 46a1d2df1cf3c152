/**
 * Brussels wall-clock time (what the desk's datetime-local fields hold, "2026-12-03T09:30") to and
 * from the instant stored in UTC, summer time included, without a library: Intl knows the zone.
 */
import { brusselsClock } from "~/platform/brussels-clock";

/** The wall-clock time in Brussels at this instant, as a datetime-local value ("2026-12-03T09:30"). */
export function brusselsLocal(at: Date): string {
  const p = brusselsClock(at);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Brussels' offset from UTC at this instant, in minutes (60 in winter, 120 in summer). */
function offsetMinutes(at: Date): number {
  const [date, time] = brusselsLocal(at).split("T") as [string, string];
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return Math.round((asUtc - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value read as Brussels time, as the instant it names; undefined when it is not
 * a real day and time. A time the spring change skips (02:30 on its night) is read an hour later.
 */
export function fromBrusselsLocal(value: string): Date | undefined {
  const m = localPattern.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(naive);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return undefined;
  let at = naive - offsetMinutes(new Date(naive)) * 60000;
  at = naive - offsetMinutes(new Date(at)) * 60000;
  return new Date(at);
}
