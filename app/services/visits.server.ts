/**
 * Page views counted on the server, without cookies: in memory, by day and by what is counted,
 * then added to the database (at least every 60 s, and when the server stops). Nothing about the
 * visitor is kept: no address, no user agent, no identifier.
 */
import { cleanHost, cleanPath, cleanUtm } from "~/contact/attribution";
import { localeFromPath, type Locale } from "~/i18n/locale";
import type { Storage } from "./storage/database.server";
import { defaultLogger, errorMessage, type Logger } from "../platform/log.server";
import { addPageViews, type PageViewRow } from "./storage/visit-store.server";

export interface PageView {
  path: string;
  language: Locale;
  /** External referrer host, or null (none, or a page of this site). */
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The visitor arrived here (no referrer from this site). */
  entry: boolean;
  /** The 404 page, for a path the site does not have. */
  notFound: boolean;
}

export interface VisitCounter {
  count(view: PageView): void;
  /** Writes what was counted; kept for the next flush if the database fails. */
  flush(): Promise<void>;
  /** Stops the timer and flushes. */
  close(): Promise<void>;
  /** Views counted and not yet written (for tests and the stop). */
  pending(): number;
}

export interface VisitCounterOptions {
  storage: Pick<Storage, "get">;
  logger?: Logger;
  /** At most 60 s (the promise to the operator); default 30 s. */
  flushEveryMs?: number;
  /**
   * Distinct combinations kept between two flushes. Campaign values and 404 paths come from the
   * visitor: past this many, new ones are counted as '(other)' so memory and rows stay bounded.
   */
  maxKeys?: number;
  now?: () => Date;
}

const separator = "\u0001";
export const otherValue = "(other)";

function day(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A counted key back into its row. */
function pageViewRow(key: string, views: number): PageViewRow {
  const [d, path, language, referrer, source, medium, campaign, entry, notFound] = key.split(separator);
  return {
    day: d!,
    path: path!,
    language: language!,
    referrer_host: referrer!,
    utm_source: source!,
    utm_medium: medium!,
    utm_campaign: campaign!,
    entry: Number(entry),
    not_found: Number(notFound),
    views,
  };
}

export function createVisitCounter(options: VisitCounterOptions): VisitCounter {
  const maxKeys = options.maxKeys ?? 5000;
  const log = (options.logger ?? defaultLogger()).child({ module: "visits" });
  const now = options.now ?? (() => new Date());
  let counts = new Map<string, number>();
  let total = 0;
  // The day string changes once a day: computed at most once a second.
  let dayCachedAt = 0;
  let today = day(now());

  function currentDay(): string {
    const at = now();
    if (Math.abs(at.getTime() - dayCachedAt) >= 1000) {
      today = day(at);
      dayCachedAt = at.getTime();
    }
    return today;
  }

  function add(key: string, n: number) {
    counts.set(key, (counts.get(key) ?? 0) + n);
    total += n;
  }

  function count(view: PageView) {
    const path = view.notFound ? (cleanPath(view.path.slice(0, 200)) ?? otherValue) : view.path;
    const parts = [
      currentDay(),
      path,
      view.language,
      view.referrerHost ?? "",
      view.utmSource ?? "",
      view.utmMedium ?? "",
      view.utmCampaign ?? "",
      view.entry ? "1" : "0",
      view.notFound ? "1" : "0",
    ];
    let key = parts.join(separator);
    if (!counts.has(key) && counts.size >= maxKeys) {
      // Bounded: what the visitor wrote is folded into '(other)'; page paths are a fixed set.
      parts[1] = view.notFound ? otherValue : path;
      parts[3] = parts[3] ? otherValue : "";
      parts[4] = parts[4] ? otherValue : "";
      parts[5] = parts[5] ? otherValue : "";
      parts[6] = parts[6] ? otherValue : "";
      key = parts.join(separator);
    }
    add(key, 1);
  }

  // One flush at a time: a second caller waits for the first, then writes what came meanwhile.
  let chain: Promise<void> = Promise.resolve();
  async function flushOnce() {
    if (counts.size === 0) return;
    const batch = counts;
    counts = new Map();
    const batchTotal = total;
    total = 0;
    const rows = [...batch].map(([key, views]) => pageViewRow(key, views));
    try {
      await addPageViews(await options.storage.get(), rows);
    } catch (error) {
      // Kept for the next flush: a database outage loses no count.
      for (const [key, n] of batch) add(key, n);
      log.error({ pageViews: batchTotal, error: errorMessage(error) }, "could not write page views, kept for the next try");
      throw error;
    }
  }
  function flush(): Promise<void> {
    const run = chain.then(flushOnce);
    chain = run.catch(() => {});
    return run;
  }

  const timer = setInterval(() => void flush().catch(() => {}), Math.min(options.flushEveryMs ?? 30_000, 60_000));
  timer.unref?.();

  return {
    count,
    flush,
    pending: () => total,
    async close() {
      clearInterval(timer);
      await flush().catch(() => {});
    },
  };
}

/** The language of a site path: its French pages live under /fr, its Dutch pages under /nl. */
export function languageOfPath(path: string): Locale {
  return localeFromPath(path);
}

/** What a query string says about the campaign (the three kept per view). */
export function campaignOf(query: string): Pick<PageView, "utmSource" | "utmMedium" | "utmCampaign"> {
  if (!query.includes("utm_")) return { utmSource: null, utmMedium: null, utmCampaign: null };
  const params = new URLSearchParams(query);
  return {
    utmSource: cleanUtm(params.get("utm_source")),
    utmMedium: cleanUtm(params.get("utm_medium")),
    utmCampaign: cleanUtm(params.get("utm_campaign")),
  };
}

/**
 * Where a view came from, by its Referer: a page of this site (`ownHosts`: the request's Host and
 * SITE_URL's host) is a move between pages; anything else is an arrival, from that host if any.
 */
export function referrerOf(referer: string | undefined, ownHosts: readonly (string | undefined)[]): Pick<PageView, "referrerHost" | "entry"> {
  if (!referer) return { referrerHost: null, entry: true };
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return { referrerHost: null, entry: true };
  }
  if (ownHosts.includes(url.host)) return { referrerHost: null, entry: false };
  return { referrerHost: /^https?:$/.test(url.protocol) ? cleanHost(url.hostname) : null, entry: true };
}
