/**
 * The report's shape and the small rules its readers share (the desk's page, the CLI): no server
 * code here, so the desk's page can use it in the browser bundle's graph.
 */
import type { Channel } from "~/visits/channels";

/** What each row and the period's totals say. */
export interface Figures {
  visits: number;
  leads: number;
  /** Leads answered: replied, won or lost by now. */
  replied: number;
  won: number;
  /** leads / visits, or null without visits. */
  conversion: number | null;
}

export interface ReportRow extends Figures {
  key: string;
  /** The channel of a source row. */
  channel?: Channel;
}

/**
 * The series counted per day, in the order the daily table shows them. One more series (spam
 * caught, say) is one more name here and one more count in `visitReport`.
 */
export const daySeries = ["visits", "leads", "spam", "pageViews"] as const;
export type DaySeries = (typeof daySeries)[number];
export type DayFigures = { day: string } & Record<DaySeries, number>;

export interface VisitReport {
  days: number;
  /** First day counted (UTC, YYYY-MM-DD) and the last (today). */
  from: string;
  to: string;
  totals: Figures & {
    pageViews: number;
    notFound: number;
    /** Leads that arrived with nothing known of their origin. */ unknownOrigin: number;
  };
  /** The same figures for the days just before, as many. */
  previous: { from: string; to: string; totals: Figures };
  byChannel: ReportRow[];
  /** Sources grouped (google and www.google.com are one), the largest first, then '(others)'. */
  bySource: ReportRow[];
  /** The raw values: campaign source or referrer host, as counted. */
  byRawSource: ReportRow[];
  byCampaign: ReportRow[];
  byLandingPage: ReportRow[];
  series: readonly DaySeries[];
  /** Every day of the period, oldest first. */
  perDay: DayFigures[];
}

/** Rows shown per table: the rest is added up in one '(others)' row. */
export const topRows = 15;
export const othersKey = "(others)";
export const unknownKey = "(unknown)";

/** The change from `before` to `now` as a share of `before`; null when there was nothing before. */
export function change(now: number, before: number): number | null {
  return before > 0 ? (now - before) / before : null;
}
