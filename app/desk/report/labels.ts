/** How the report writes its figures and row names in the operator's language. */
import { directSource } from "~/storage/requests/attribution";
import { intlLocale, locales, type Locale } from "~/i18n/locale";
import { channels, sourceLabel, type Channel } from "~/visits/channels";
import { change, durationLabel, othersKey, unassignedKey, unknownKey, unrecordedKey } from "~/visits/report-figures";
import type { DeskWords, FiguresWords } from "../words";

/** A landing path's page: its name in the operator's language and the language the page is in. */
export type PageNames = Record<string, { name: string; language: Locale }>;

export interface Labels {
  lang: string;
  t: DeskWords["report"];
  w: FiguresWords;
  pages: PageNames;
  /** Whether there is a previous period to compare with (anything counted then). */
  compare: boolean;
}

export const locale = (lang: string) => intlLocale[(locales as readonly string[]).includes(lang) ? (lang as Locale) : "en"];

/** A report day (YYYY-MM-DD) as a person reads it. */
export function dayLabel(day: string, lang: string, withYear = false): string {
  return new Intl.DateTimeFormat(locale(lang), {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

export function percentLabel(share: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang), { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);
}

/** A conversion as it can be read: a share, or why there is none. */
export function rateLabel(f: { conversion: number | null; leads: number; visits: number }, l: Labels): { value: string; note?: string } {
  if (f.conversion !== null) return { value: percentLabel(f.conversion, l.lang) };
  if (f.leads > f.visits) return { value: "–", note: l.w.moreLeadsThanVisits };
  return { value: "–", note: l.t.noRate };
}

/** The comparison with the previous period, or nothing when nothing was counted then. */
export function changeLabel(now: number, before: number, days: number, l: Labels): string | null {
  if (!l.compare) return null;
  const c = change(now, before);
  if (c === null) return now === 0 ? l.t.noChange(days) : l.t.newSince(days);
  if (c === 0) return l.t.noChange(days);
  return l.t.change(
    new Intl.NumberFormat(locale(l.lang), { style: "percent", maximumFractionDigits: 0, signDisplay: "always" }).format(c),
    days,
  );
}

/** A wait as hours and minutes ('3 h 20 min') under a day, as days and hours ('8 d 2 h') from a day on; a dash when there is none. */
export function hoursLabel(hours: number | null, l: Labels): string {
  return durationLabel(hours, l.w);
}

/** A row's name: the words for the keys the report makes up, a page's name for a landing path, a source as written. */
export function keyLabel(key: string, l: Labels): { name: string; detail?: string } {
  if (key === directSource) return { name: l.t.direct };
  if (key === unknownKey) return { name: l.t.unknown };
  if (key === othersKey) return { name: l.t.others };
  if (key === unassignedKey) return { name: l.w.unassigned };
  if (key === unrecordedKey) return { name: l.w.unrecorded };
  if ((channels as readonly string[]).includes(key)) return { name: l.t.channels[key as Channel] };
  const page = l.pages[key];
  if (page) return { name: page.name, detail: l.w.pageLanguage[page.language] };
  return { name: sourceLabel(key) };
}
