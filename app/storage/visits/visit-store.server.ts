/**
 * Every query on the page_views table: the counter's additive upserts and the report's reads.
 * A row is a day and a combination of what is counted (path, language, referrer host, campaign,
 * entry or not, 404 or not) with its number of views: no address, user agent or identifier.
 */
import { sql } from "kysely";
import { camelRow } from "../platform/camel-row";
import { sourceColumns } from "../requests/attribution-columns.server";
import { chunks, writeInChunks } from "../platform/chunks.server";
import type { Db } from "../platform/database.server";
import type { PageViewsTable, VisitsTable } from "./visit-tables.server";

export type PageViewRow = PageViewsTable;
export type VisitRow = VisitsTable;

const keyColumns = ["day", "path", "language", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "entry", "not_found"] as const;

/**
 * Adds the rows' views to what is stored: `views = views + excluded.views` on the key, so several
 * instances flushing into one PostgreSQL add up, and a flush retried after a failure adds once.
 */
export async function addPageViews(db: Db, rows: readonly PageViewRow[]): Promise<void> {
  await writeInChunks(db, rows, 500, (trx, chunk) =>
    trx
      .insertInto("page_views")
      .values(chunk)
      .onConflict((oc) => oc.columns([...keyColumns]).doUpdateSet({ views: sql`page_views.views + excluded.views` }))
      .execute(),
  );
}

/** The rows already stored for a day (at most `limit`): the day's bound counts them. */
export async function pageViewKeysOfDay(db: Db, day: string, limit: number): Promise<PageViewRow[]> {
  const rows = await db.kysely.selectFrom("page_views").selectAll().where("day", "=", day).limit(limit).execute();
  return rows.map((r) => ({ ...r, entry: Number(r.entry), not_found: Number(r.not_found), views: Number(r.views) }));
}

/** Requests the spam filter caught since `since`, per UTC day (YYYY-MM-DD → count). */
export async function spamCaughtSince(db: Db, since: string): Promise<Map<string, number>> {
  const rows = await db.kysely
    .selectFrom("contact_requests")
    .select("created_at")
    .where("created_at", ">=", since)
    .where("lead_status", "=", "spam")
    .execute();
  const perDay = new Map<string, number>();
  for (const r of rows) perDay.set(r.created_at.slice(0, 10), (perDay.get(r.created_at.slice(0, 10)) ?? 0) + 1);
  return perDay;
}

/** Deletes the page views of the days before `day` (YYYY-MM-DD). Returns how many rows went. */
export async function purgePageViewsBefore(db: Db, day: string): Promise<number> {
  const result = await db.kysely.deleteFrom("page_views").where("day", "<", day).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The visits stored under these keys, whatever their age. */
export async function visitsByKey(db: Db, keys: readonly string[]): Promise<VisitRow[]> {
  const found: VisitRow[] = [];
  for (const chunk of chunks(keys, 500))
    found.push(...(await db.kysely.selectFrom("visits").selectAll().where("key", "in", chunk).execute()));
  return found;
}

/** What a later page of a visit writes over: all but its key. */
const visitColumns = ["started_at", "last_seen_at", ...sourceColumns] as const;

/** Writes visits as decided (a new one replaces an expired one under the same key). */
export async function saveVisits(db: Db, rows: readonly VisitRow[]): Promise<void> {
  await writeInChunks(db, rows, 200, (trx, chunk) =>
    trx
      .insertInto("visits")
      .values(chunk)
      .onConflict((oc) => oc.column("key").doUpdateSet((eb) => Object.fromEntries(visitColumns.map((c) => [c, eb.ref(`excluded.${c}`)]))))
      .execute(),
  );
}

/** Deletes the visits whose last page is older than `before` (ISO time). Returns how many went. */
export async function deleteVisitsSeenBefore(db: Db, before: string): Promise<number> {
  const result = await db.kysely.deleteFrom("visits").where("last_seen_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every row from `sinceDay` (YYYY-MM-DD, UTC) on, up to `untilDay` included when given. */
export async function pageViewsSince(db: Db, sinceDay: string, untilDay?: string): Promise<PageViewRow[]> {
  let query = db.kysely.selectFrom("page_views").selectAll().where("day", ">=", sinceDay);
  if (untilDay) query = query.where("day", "<=", untilDay);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, entry: Number(r.entry), not_found: Number(r.not_found), views: Number(r.views) }));
}

/** What the report reads of a lead, besides its owner's name and its day (the first 10 characters of created_at). */
const reportColumns = ["created_at", "lead_status", "first_reply_at", "first_reply_by", ...sourceColumns] as const;

/**
 * Leads from a moment until another (excluded), with what the report groups them by. Throttled
 * requests are leads too; spam is not, nor a message closed as not a sales lead (status 'other':
 * the report counts those on a line of their own). `firstReplyAt`: when the first reply was sent
 * or confirmed; `firstReplyBy`: who sent (or confirmed) it, by name; both null while unanswered
 * (`firstReplyBy` also when not recorded). `assignee`: the owner's name, null for a lead nobody owns.
 */
export async function leadsBetween(db: Db, since: string, until: string) {
  const rows = await db.kysely
    .selectFrom("contact_requests as r")
    .leftJoin("desk_operators as o", "o.id", "r.assignee_id")
    .select([...reportColumns.map((c) => `r.${c}` as const), "o.name as assignee"])
    .where("r.created_at", ">=", since)
    .where("r.created_at", "<", until)
    .where("r.lead_status", "not in", ["spam", "other"])
    .execute();
  return rows.map((r) => ({ day: r.created_at.slice(0, 10), ...camelRow(r, reportColumns), assignee: r.assignee ?? null }));
}
