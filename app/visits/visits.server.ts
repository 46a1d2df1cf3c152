/**
 * Page views and visits counted on the server, without cookies or anything on the device.
 *
 * A view is first queued with its client (address and user agent) for at most a second: the
 * queue is then resolved against the visits in progress, kept in the database under a visit key,
 * an HMAC of the client (IPv4, or IPv6 by /64, and user agent) under the day's key (the one the
 * rate limits use, shared by every instance and deleted within 25 hours). A view with no visit in
 * progress for its key (none, or the last page over 30 minutes ago) starts one, and the visit
 * keeps what it arrived with (campaign, external referrer host, landing path): a lead sent on its
 * fifth page is attributed to that. The address and user agent are then dropped; the counts are
 * kept in memory by day and by what is counted, and added to the database at least every 60 s.
 */
import { cleanHost, cleanPath, cleanUtm } from "~/contact/attribution";
import { emptyAttribution, type Attribution } from "~/storage/requests/attribution";
import { localeFromPath, type Locale } from "~/i18n/locale";
import type { Db } from "../storage/platform/database.server";
import type { Storage } from "../storage/platform/storage.server";
import { defaultLogger, errorMessage, type Logger } from "../platform/log.server";
import { addPageViews, deleteVisitsSeenBefore, saveVisits, visitsByKey, type VisitRow } from "../storage/visits/visit-store.server";
import { boundedRows, createTally, dayOf, type Tally } from "./tally.server";
import { createVisitKeys } from "./visit-keys.server";
import { createViewQueue, type Queued } from "./view-queue.server";
import type { PageView, VisitClient } from "./page-view";

export { otherValue } from "./tally.server";
export { visitAgentsPerClient } from "./visit-keys.server";

export interface VisitCounter {
  count(view: PageView, client?: VisitClient): void;
  /** Writes what was counted; kept for the next flush if the database fails. */
  flush(): Promise<void>;
  /** Stops the timers and flushes. */
  close(): Promise<void>;
  /** Views counted and not yet written (for tests and the stop). */
  pending(): number;
  /**
   * What the client's visit in progress arrived with (campaign, referrer host, landing path), or
   * null when it has none (counting just started, a new network, a new day, over 30 minutes idle).
   */
  arrival(client: VisitClient): Promise<Omit<Attribution, "heardFrom"> | null>;
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
  /**
   * Distinct combinations stored per day, whatever the number of flushes or instances: past this
   * many, a new combination's visitor-made values (campaign, referrer host, 404 path) are stored
   * as '(other)'. Default 1000.
   */
  maxRowsPerDay?: number;
  now?: () => Date;
}

/** A visit ends after this long without a page. */
export const visitIdleMs = 30 * 60 * 1000;
/** Views waiting for their visit to be looked up (entries: a client's repeats of one page are one): past this many, they are counted as they came. */
const maxQueued = 10_000;
/** Queued entries that start their lookup at once rather than at the next second's. */
const resolveEarlyAt = 2_000;

function startVisit(key: string, view: PageView, at: string): VisitRow {
  return {
    key,
    started_at: at,
    last_seen_at: at,
    utm_source: view.utmSource,
    utm_medium: view.utmMedium,
    utm_campaign: view.utmCampaign,
    utm_term: view.utmTerm ?? null,
    utm_content: view.utmContent ?? null,
    referrer_host: view.referrerHost,
    landing_path: view.notFound ? null : cleanPath(view.path),
  };
}

/**
 * Counts each queued view as its visit's first page or a later one, starting or extending the
 * visits in `visits` (by key); returns the keys of the visits to save.
 */
function applyViews(batch: readonly Queued[], hashed: readonly string[], visits: Map<string, VisitRow>, tally: Tally): Set<string> {
  // An entry's later views (the same page again, by the same client) are later pages of its visit.
  // Each visit's last view as a number while the batch is applied, written back as text once.
  const lastSeen = new Map<string, number>();
  batch.forEach((q, i) => {
    const key = hashed[i]!;
    const visit = visits.get(key);
    let seen = lastSeen.get(key);
    if (seen === undefined && visit) seen = Date.parse(visit.last_seen_at);
    const live = visit !== undefined && seen! > q.at - visitIdleMs;
    // A link with another campaign starts a new visit, as the campaign tools count it.
    const newCampaign = live && q.view.utmSource !== null && q.view.utmSource !== visit.utm_source;
    if (!live || newCampaign) {
      visits.set(key, startVisit(key, q.view, new Date(q.at).toISOString()));
      lastSeen.set(key, q.lastAt);
    } else lastSeen.set(key, Math.max(seen!, q.lastAt));
    tally.view(q.view, q.at, !live || newCampaign);
    if (q.n > 1) tally.view(q.view, q.lastAt, false, q.n - 1);
  });
  for (const [key, at] of lastSeen) {
    const visit = visits.get(key)!;
    const iso = new Date(at).toISOString();
    if (iso > visit.last_seen_at) visit.last_seen_at = iso;
  }
  return new Set(lastSeen.keys());
}

/** Each entry's visit key: the day's key once per day in the batch (usually one), then each client's without a wait. */
async function visitKeysOf(batch: readonly Queued[], db: Db, visitKeys: ReturnType<typeof createVisitKeys>): Promise<string[]> {
  const dayKeys = new Map<string, string>();
  const hashed: string[] = [];
  for (const q of batch) {
    const day = dayOf(q.at);
    let key = dayKeys.get(day);
    if (key === undefined) {
      key = await visitKeys.dayKey(db, q.at);
      if (key === undefined) throw new Error("no key to hash the client with");
      dayKeys.set(day, key);
    }
    hashed.push(visitKeys.keyed(key, q.client));
  }
  return hashed;
}

/** Runs one task at a time: a second caller waits for the first. */
function serialRunner() {
  let chain: Promise<void> = Promise.resolve();
  return function serial(task: () => Promise<void>): Promise<void> {
    const run = chain.then(task);
    chain = run.catch(() => {});
    return run;
  };
}

/** What a visit arrived with, as a lead's attribution. */
function arrivalOf(visit: VisitRow): Omit<Attribution, "heardFrom"> {
  return {
    ...emptyAttribution,
    utmSource: visit.utm_source,
    utmMedium: visit.utm_medium,
    utmCampaign: visit.utm_campaign,
    utmTerm: visit.utm_term,
    utmContent: visit.utm_content,
    referrerHost: visit.referrer_host,
    landingPath: visit.landing_path,
  };
}

export function createVisitCounter(options: VisitCounterOptions): VisitCounter {
  const maxRowsPerDay = options.maxRowsPerDay ?? 1000;
  const log = (options.logger ?? defaultLogger()).child({ module: "visits" });
  const now = options.now ?? (() => new Date());
  // Counting reads the clock per view: as a number, no Date made.
  const nowMs = options.now ? () => options.now!().getTime() : Date.now;
  const tally = createTally(options.maxKeys ?? 5000);
  const visitKeys = createVisitKeys();
  const serial = serialRunner();
  const queue = createViewQueue();

  function count(view: PageView, client?: VisitClient) {
    if (client && queue.length < maxQueued) {
      // Lookups run off the request, in batches: at the next second, or at once past resolveEarlyAt.
      if (queue.add(view, client, nowMs()) === resolveEarlyAt) setImmediate(() => void resolve().catch(() => {}));
      return;
    }
    tally.view(view, nowMs());
  }

  /** Looks the queued views' visits up, counts each view as a visit's first page or a later one. */
  async function resolveOnce() {
    if (queue.length === 0) return;
    const batch = queue.take();
    let db: Db;
    let hashed: string[];
    let visits: Map<string, VisitRow>;
    try {
      db = await options.storage.get();
      hashed = await visitKeysOf(batch, db, visitKeys);
      visits = new Map((await visitsByKey(db, [...new Set(hashed)])).map((v) => [v.key, v]));
    } catch (error) {
      // Counted without their visit rather than lost: the referrer decides what is an arrival.
      for (const q of batch) tally.view(q.view, q.at, q.view.entry, q.n);
      throw error;
    }
    const changed = applyViews(batch, hashed, visits, tally);
    await saveVisits(
      db,
      [...changed].map((key) => visits.get(key)!),
    );
  }
  const resolve = () => serial(resolveOnce);

  async function flushOnce() {
    await resolveOnce().catch((error: unknown) =>
      log.error({ error: errorMessage(error) }, "could not look visits up; views counted by their referrer"),
    );
    const taken = tally.take();
    if (!taken) return;
    try {
      const db = await options.storage.get();
      await addPageViews(db, await boundedRows(db, taken.batch, maxRowsPerDay));
      await deleteVisitsSeenBefore(db, new Date(now().getTime() - visitIdleMs).toISOString());
    } catch (error) {
      // Kept for the next flush: a database outage loses no count.
      tally.restore(taken.batch);
      log.error({ pageViews: taken.views, error: errorMessage(error) }, "could not write page views, kept for the next try");
      throw error;
    }
  }

  const flush = () => serial(flushOnce);
  const flushTimer = setInterval(() => void flush().catch(() => {}), Math.min(options.flushEveryMs ?? 30_000, 60_000));
  flushTimer.unref?.();
  // Visits are looked up within a second, so another instance sees a visit's pages before its form is sent.
  const resolveTimer = setInterval(() => void resolve().catch(() => {}), 1000);
  resolveTimer.unref?.();

  return {
    count,
    flush,
    pending: () => tally.pending() + queue.views,
    async close() {
      clearInterval(flushTimer);
      clearInterval(resolveTimer);
      await flush().catch(() => {});
    },
    async arrival(client) {
      await resolve().catch(() => {});
      const db = await options.storage.get();
      const at = now();
      const [visit] = await visitsByKey(db, [await visitKeys.visitKey(db, client, at)]);
      if (!visit || Date.parse(visit.last_seen_at) <= at.getTime() - visitIdleMs) return null;
      return arrivalOf(visit);
    },
  };
}

/** The language of a site path: its French pages live under /fr, its Dutch pages under /nl. */
export function languageOfPath(path: string): Locale {
  return localeFromPath(path);
}

/** What a query string says about the campaign. */
export function campaignOf(query: string): Pick<PageView, "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent"> {
  if (!query.includes("utm_")) return { utmSource: null, utmMedium: null, utmCampaign: null };
  const params = new URLSearchParams(query);
  return {
    utmSource: cleanUtm(params.get("utm_source")),
    utmMedium: cleanUtm(params.get("utm_medium")),
    utmCampaign: cleanUtm(params.get("utm_campaign")),
    utmTerm: cleanUtm(params.get("utm_term")),
    utmContent: cleanUtm(params.get("utm_content")),
  };
}

/**
 * Where a view came from, by its Referer: a page of this site (`ownHosts`: the request's Host and
 * SITE_URL's host) is a move between pages; anything else is an arrival, from that host if any.
 */
export function referrerOf(
  referer: string | undefined,
  ownHosts: readonly (string | undefined)[],
): Pick<PageView, "referrerHost" | "entry"> {
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
