/**
 * The report's shape and the small rules its readers share (the desk's page, the CLI): no server
 * code here, so the desk's page can use it in the browser bundle's graph.
 */
import type { Channel } from "~/visits/channels";

/** What each row and the period's totals say. */
export interface Figures {
  visits: number;
  leads: number;
  /** Leads of the period answered since: a first reply exists (sent from the desk, or confirmed), whatever the status now. */
  replied: number;
  won: number;
  /**
   * leads / visits; null without visits, or with more leads than counted visits (a share over
   * 100 % says nothing: visits were not all counted).
   */
  conversion: number | null;
}

/** A share of leads answered by a deadline: of those judged (answered, or still open past it), the ones answered in time. */
export interface Share {
  judged: number;
  within: number;
  /** within / judged, or null when none can be judged yet. */
  share: number | null;
}

/** How fast leads got their first reply (app/visits/first-reply.server.ts says what counts). */
export interface ReplyFigures {
  /** Leads of the period with a first reply (a reply sent from the desk, or one the operator confirmed). */
  answered: number;
  /**
   * The median and the 90th percentile (nearest rank) of the hours from the request to the first
   * reply, in elapsed time (nights and weekends count); null with none answered.
   */
  medianHours: number | null;
  p90Hours: number | null;
  /** Answered within the site's promise as made: `site.replyPromiseHours` (24) hours from the request. */
  withinPromise: Share;
  /** Answered within one working day: by the same time on the next working day (WORKING_HOURS). */
  withinWorkingDay: Share;
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
    /** Leads closed (won, lost…) with no reply ever sent or confirmed: not answered, counted apart. */
    closedWithoutReply: number;
    /** Requests of the period closed as not sales leads (a job application, the press, a supplier): in none of the figures above. */
    notSales: number;
  };
  /** The same figures for the days just before, as many; `counted`: anything was counted then (else nothing to compare with). */
  previous: { from: string; to: string; counted: boolean; totals: Figures };
  /** The first reply: for the period, by operator (who sent it; an unanswered lead, its owner) and by source. */
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
/** The operator key of unanswered leads nobody owns. */
export const unassignedKey = "(unassigned)";
/** The operator key of first replies whose sender was not recorded (answered before the desk kept it, with no history line). */
export const unrecordedKey = "(not recorded)";
/** The change from `before` to `now` as a share of `before`; null when there was nothing before. */
export function change(now: number, before: number): number | null {
  return before > 0 ? (now - before) / before : null;
}

/** The words a wait is written with: under a day, hours and minutes; from a day on, days (of 24 hours) and hours. */
export interface DurationWords {
  hours: (h: number, m: number) => string;
  days: (d: number, h: number) => string;
}

/** A wait as '3 h 20 min' under a day, '8 d 2 h' from a day on (never '193 h 56 min'); a dash when there is none. */
export function durationLabel(hours: number | null, w: DurationWords): string {
  if (hours === null) return "–";
  const minutes = Math.round(hours * 60);
  if (minutes < 24 * 60) return w.hours(Math.floor(minutes / 60), minutes % 60);
  const whole = Math.round(hours);
  return w.days(Math.floor(whole / 24), whole % 24);
}
