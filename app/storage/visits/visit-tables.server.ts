/** The tables of the visit counter: daily page views and the visits in progress. */

/**
 * Page views counted by the server (0008): one row per day and combination of what is counted,
 * added to by every instance. No address, user agent or identifier; '' where a dimension is unknown.
 */
export interface PageViewsTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  path: string;
  language: string;
  /** External referrer host; '' for none or this site. */
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** 1: the visitor arrived on this page (no referrer from this site); 0: moved here from another page. */
  entry: number;
  /** 1: the 404 page (path as asked for, cut short); 0: a page of the site. */
  not_found: number;
  views: number;
}

/**
 * A visit in progress (0012): the key is an HMAC of the client (IPv4, or IPv6 /64, and user agent)
 * under the day's key, so it cannot be turned back into an address; the row goes 30 minutes after
 * the visit's last page.
 */
export interface VisitsTable {
  key: string;
  started_at: string;
  last_seen_at: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer_host: string | null;
  landing_path: string | null;
}
