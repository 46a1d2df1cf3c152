/**
 * The report's shape and the small rules its readers share (the desk's page, the CLI): no server
 * code here, so the desk's page can use it in the browser bundle's graph.
 */
import type { Channel } from "~/visits/channels";

/** What each row and the period's totals say. */
export interface Figures {
  visits: number;
  leads: number;
  /** Leads of the period that have been answered since: their status is now replied, won or lost. */
  replied: number;
  won: number;
  /**
   * leads / visits; null without visits, or with more leads than counted visits (a share over
   * 100 % says nothing: visits were not all counted).
   */
  conversion: number | null;
}

/** How fast leads got their first reply, in working hours (WORKING_HOURS: ~/platform/working-time.server.ts). */
export interface ReplyFigures {
  /** Leads of the period with a first reply (a reply sent, or one the operator confirmed). */
  answered: number;
  /** The median and the 90th percentile (nearest rank) of the working hours to the first reply; null with none answered. */
  medianHours: number | null;
  p90Hours: number | null;
  /** Leads judged against the promise: the answered ones and the open ones already past due. */
  judged: number;
  /** Of those, the ones answered by the time they were due (the same time on the next working day). */
  withinPromise: number;
  /** withinPromise / judged, or null when none can be judged yet. */
  share: number | null;
}
export interface ReplyRow extends ReplyFigures {
  key: string;
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
    /** Leads that arrived with nothing known of their origin (no campaign, referrer or landing page). */
    unknownOrigin: number;
    /** Leads with no known source (no campaign, no referrer): the ones counted as direct. */
    noSource: number;
    /** Requests of the period closed as not sales leads (a job application, the press, a supplier): in none of the figures above. */
    notSales: number;
  };
  /** The same figures for the days just before, as many; `counted`: anything was counted then (else nothing to compare with). */
  previous: { from: string; to: string; counted: boolean; totals: Figures };
  /** The first reply, in working hours: for the period, by operator (the lead's owner) and by source. */
  firstReply: { totals: ReplyFigures; byOperator: ReplyRow[]; bySource: ReplyRow[] };
  byChannel: ReportRow[];
  /** Sources grouped (google and www.google.com are one; google ads apart), the most clients won first, then "(others)". */
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
/** The operator key of leads nobody owns. */
export const unassignedKey = "(unassigned)";

/** The change from `before` to `now` as a share of `before`; null when there was nothing before. */
export function change(now: number, before: number): number | null {
  return before > 0 ? (now - before) / before : null;
}
