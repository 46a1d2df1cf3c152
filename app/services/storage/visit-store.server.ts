/**
 * Every query on the page_views table: the counter's additive upserts and the report's reads.
 * A row is a day and a combination of what is counted (path, language, referrer host, campaign,
 * entry or not, 404 or not) with its number of views: no address, user agent or identifier.
 */
import { sql } from "kysely";
import type { Db } from "./database.server";
import type { PageViewsTable } from "./schema.server";

export type PageViewRow = PageViewsTable;

const keyColumns = [
  "day",
  "path",
  "language",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "entry",
  "not_found",
] as const;

/**
 * Adds the rows' views to what is stored: `views = views + excluded.views` on the key, so several
 * instances flushing into one PostgreSQL add up, and a flush retried after a failure adds once.
 */
export async function addPageViews(db: Db, rows: readonly PageViewRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.kysely.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto("page_views")
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns([...keyColumns]).doUpdateSet({ views: sql`page_views.views + excluded.views` }))
        .execute();
    }
  });
}

/** Every row from `sinceDay` (YYYY-MM-DD, UTC) on. */
export async function pageViewsSince(db: Db, sinceDay: string): Promise<PageViewRow[]> {
  const rows = await db.kysely.selectFrom("page_views").selectAll().where("day", ">=", sinceDay).execute();
  return rows.map((r) => ({ ...r, entry: Number(r.entry), not_found: Number(r.not_found), views: Number(r.views) }));
}

/** Leads since a moment, with what the report groups them by. Throttled requests are leads too; spam is not. */
/** Requests the spam filter caught since `since`, per UTC day (YYYY-MM-DD → count). */
export async function spamCaughtSince(db: Db, since: string): Promise<Map<string, number>> {
  const rows = await db.kysely.selectFrom("contact_requests").select("created_at").where("created_at", ">=", since).where("lead_status", "=", "spam").execute();
  const perDay = new Map<string, number>();
  for (const r of rows) perDay.set(r.created_at.slice(0, 10), (perDay.get(r.created_at.slice(0, 10)) ?? 0) + 1);
  return perDay;
}

export async function leadsSince(db: Db, since: string) {
  const rows = await db.kysely
    .selectFrom("contact_requests")
    .select(["created_at", "utm_source", "referrer_host", "landing_path", "lead_status"])
    .where("created_at", ">=", since)
    .where("lead_status", "!=", "spam")
    .execute();
  return rows.map((r) => ({
    day: r.created_at.slice(0, 10),
    utmSource: r.utm_source ?? null,
    referrerHost: r.referrer_host ?? null,
    landingPath: r.landing_path ?? null,
  }));
}
