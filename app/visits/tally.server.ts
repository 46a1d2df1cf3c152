/**
 * The daily page-view counts (visits.server.ts): views tallied in memory by day and by what is
 * counted, and the tally as rows within the day's bound when it is written.
 */
import { cleanPath, looksLikeEmail } from "~/contact/attribution";
import type { Db } from "../storage/platform/database.server";
import { pageViewKeysOfDay, type PageViewRow } from "../storage/visits/visit-store.server";
import type { PageView } from "./page-view";

const separator = "\u0001";
export const otherValue = "(other)";

const dayMs = 86_400_000;
let lastDay = { start: 0, name: "1970-01-01" };
/** The UTC day of a time as YYYY-MM-DD; made once per day, not per view. */
export function dayOf(ms: number): string {
  if (ms < lastDay.start || ms >= lastDay.start + dayMs) {
    const start = ms - (((ms % dayMs) + dayMs) % dayMs);
    lastDay = { start, name: new Date(start).toISOString().slice(0, 10) };
  }
  return lastDay.name;
}

/** A visitor-made value as counted: an address-like value is never kept. */
function counted(value: string | null): string {
  if (!value) return "";
  return looksLikeEmail(value) ? otherValue : value;
}

/** Views counted in memory by day and by what is counted; past `maxKeys` combinations, new ones are folded into '(other)'. */
export function createTally(maxKeys: number) {
  let counts = new Map<string, number>();
  let total = 0;
  function add(key: string, n: number) {
    counts.set(key, (counts.get(key) ?? 0) + n);
    total += n;
  }
  /** A view's combination without its day, made once per view object and arrival (views are shared: server/visit-hook.ts). */
  const rests = new WeakMap<PageView, [string?, string?]>();
  function partsOf(view: PageView, at: number, entry: boolean): string[] {
    const path = view.notFound ? counted(cleanPath(view.path.slice(0, 200)) ?? otherValue) : view.path;
    return [
      dayOf(at),
      path,
      view.language,
      view.referrerHost ?? "",
      counted(view.utmSource),
      counted(view.utmMedium),
      counted(view.utmCampaign),
      entry ? "1" : "0",
      view.notFound ? "1" : "0",
    ];
  }
  return {
    /** `n` views of a page at `at`; `entry`: they started their visit (default: the view's own say, by its referrer). */
    view(view: PageView, at: number, entry = view.entry, n = 1) {
      let rest = rests.get(view);
      if (!rest) rests.set(view, (rest = []));
      const i = entry ? 1 : 0;
      rest[i] ??= partsOf(view, at, entry).slice(1).join(separator);
      let key = `${dayOf(at)}${separator}${rest[i]}`;
      if (!counts.has(key) && counts.size >= maxKeys) key = folded(partsOf(view, at, entry)).join(separator);
      add(key, n);
    },
    /** What was counted, to be written; the tally starts again empty. */
    take(): { batch: Map<string, number>; views: number } | undefined {
      if (counts.size === 0) return undefined;
      const taken = { batch: counts, views: total };
      counts = new Map();
      total = 0;
      return taken;
    },
    /** A batch that could not be written, kept for the next try. */
    restore(batch: Map<string, number>) {
      for (const [key, n] of batch) add(key, n);
    },
    pending: () => total,
  };
}
export type Tally = ReturnType<typeof createTally>;

/**
 * The batch as rows, within the day's bound: combinations already stored are added to; new ones
 * while the day has room (most viewed first); past it, the visitor-made values become '(other)'.
 */
export async function boundedRows(db: Db, batch: Map<string, number>, maxRowsPerDay: number): Promise<PageViewRow[]> {
  const byDay = new Map<string, [string[], number][]>();
  for (const [key, views] of batch) {
    const parts = key.split(separator);
    const list = byDay.get(parts[0]!) ?? [];
    list.push([parts, views]);
    byDay.set(parts[0]!, list);
  }
  const rows = new Map<string, number>();
  for (const [d, list] of byDay) {
    const stored = new Set((await pageViewKeysOfDay(db, d, maxRowsPerDay * 4)).map((r) => rowKey(r)));
    let room = maxRowsPerDay - stored.size;
    list.sort((a, b) => b[1] - a[1]);
    for (const [parts, views] of list) {
      let key = parts.join(separator);
      if (!stored.has(key)) {
        if (room > 0) room--;
        else key = folded(parts).join(separator);
      }
      rows.set(key, (rows.get(key) ?? 0) + views);
    }
  }
  return [...rows].map(([key, views]) => {
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
  });
}

function rowKey(r: PageViewRow): string {
  return [
    r.day,
    r.path,
    r.language,
    r.referrer_host,
    r.utm_source,
    r.utm_medium,
    r.utm_campaign,
    String(r.entry),
    String(r.not_found),
  ].join(separator);
}

/** A combination with what the visitor wrote folded into '(other)'; page paths are a fixed set. */
function folded(parts: readonly string[]): string[] {
  const out = [...parts];
  if (out[8] === "1") out[1] = otherValue;
  for (const i of [3, 4, 5, 6]) out[i] = out[i] ? otherValue : "";
  return out;
}
