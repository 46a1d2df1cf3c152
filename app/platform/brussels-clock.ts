/** The wall clock in Brussels at an instant, field by field (summer time included): Intl knows the zone. */
let wall: Intl.DateTimeFormat | undefined;

export type ClockField = "year" | "month" | "day" | "hour" | "minute" | "second";

/** Two digits a field (four the year), 24-hour clock: { year: "2026", month: "12", day: "03", hour: "09", … }. */
export function brusselsClock(at: Date): Record<ClockField, string> {
  wall ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Brussels",
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  return Object.fromEntries(wall.formatToParts(at).map((x) => [x.type, x.value])) as Record<ClockField, string>;
}
