/**
 * A time in Belgium as the operator's language writes it, and the line of when a lead came in: the
 * mails to MAIL_TO and to the operators say it this way (their words are in ./words).
 */
import { intlLocale, type Locale } from "~/i18n/locale";

/**
 * Made on first use, as every Intl formatter the server keeps: the process's first one loads ICU's
 * locale and time-zone data, about 8 MB of resident memory that a server serving only pages never needs.
 */
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
let frenchParts: Intl.DateTimeFormat | undefined;
const frenchFormatter = () =>
  (frenchParts ??= new Intl.DateTimeFormat("fr-BE", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Europe/Brussels",
  }));

/** « 1er décembre 2026 à 23 h 13 (heure de Bruxelles) »: French writes the first of the month "1er" and the time "23 h 13". */
function frenchTime(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    frenchFormatter()
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? "";
  const day = part("day") === "1" ? "1er" : part("day");
  const minute = part("minute");
  const time = minute === "00" ? `${Number(part("hour"))}\u00a0h` : `${Number(part("hour"))}\u00a0h\u00a0${minute}`;
  return `${day} ${part("month")} ${part("year")} à ${time} (heure de Bruxelles)`;
}

/**
 * A time in Belgium as the operator's language writes it: "10 januari 2026 om 09:00 CET",
 * « 1er décembre 2026 à 23 h 13 (heure de Bruxelles) » (written after « Reçue le », without a colon:
 * see `receivedLine`).
 */
export function belgianTimeIn(iso: string, language: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (language === "fr") return frenchTime(date);
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Brussels",
      timeZoneName: "short",
    });
    timeFormats.set(language, format);
  }
  return format.format(date);
}

/** The line of when a lead came in: "Received: …", « Reçue le 1er décembre 2026 à 23 h 13 (heure de Bruxelles) ». */
export function receivedLine(label: string, colon: string, when: string, language: Locale): string {
  return language === "fr" ? `${label} ${when}` : `${label}${colon}${when}`;
}
