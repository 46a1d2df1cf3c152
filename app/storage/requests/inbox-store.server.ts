/** The inbox as the desk reads it: a view's page and counts, the sources, a lead's neighbours, the export of a filter. */
import { sql } from "kysely";
import type { Db } from "../platform/database.server";
import { LEAD_STATUSES, type LeadStatus } from "./lead-status";
import { sourceSql } from "./attribution-columns.server";
import { recordsMatching, type ContactRecord } from "./records-store.server";
import { applyFilter, oldestFirst, type LeadFilter } from "./lead-filter.server";
import { executeIndexedBy, searchMatches } from "./lead-search.server";
import { leadRow, rowColumns, type LeadRow } from "./inbox-rows.server";
import { defaultWorkingClock, type WorkingClock } from "~/platform/working-time.server";

export const pageSize = 50;

export interface Inbox {
  leads: LeadRow[];
  total: number;
  page: number;
  pages: number;
  counts: Record<LeadStatus, number>;
  /** New leads past the promise (due the same time on the next working day), under the other filters. */
  overdue: number;
  /** New leads assigned to the signed-in operator (the "Mine" chip's count); 0 without one. */
  mine: number;
}

/** The operator's leads to answer: the "Mine" chip's count. */
async function countMine(db: Db, me: string): Promise<number> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select((e) => e.fn.countAll<number | string>().as("n"))
    .where("assignee_id", "=", me)
    .where("lead_status", "=", "new")
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The counts per status and the overdue count under the filter: one pass over the filtered leads. */
async function countsOf(
  db: Db,
  filter: LeadFilter,
  options: { me?: string; matches?: string[]; overdueUntil: string },
): Promise<{ counts: Record<LeadStatus, number>; overdue: number }> {
  const countQuery = applyFilter(db.kysely.selectFrom("contact_requests"), filter, db.dialect, { status: false, ...options })
    .select((e) => [
      "lead_status",
      e.fn.countAll<number>().as("n"),
      e.fn
        .sum<number>(
          e
            .case()
            .when(e.and([e("lead_status", "=", "new"), e("first_reply_at", "is", null), e("created_at", "<=", options.overdueUntil)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("overdue"),
    ])
    .groupBy("lead_status");
  const matches = options.matches;
  const countRows = matches?.length === 0 ? [] : matches ? await executeIndexedBy(db, countQuery) : await countQuery.execute();
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  let overdue = 0;
  for (const row of countRows) {
    counts[row.lead_status as LeadStatus] = Number(row.n);
    overdue += Number(row.overdue ?? 0);
  }
  return { counts, overdue };
}

/** One page of the inbox in its view's order, with the counts per status and overdue under the other filters. */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  page: number,
  now = new Date(),
  me?: string,
  clock: WorkingClock = defaultWorkingClock,
): Promise<Inbox> {
  const base = db.kysely.selectFrom("contact_requests");
  // SQLite: a search's matches are read from its index once, for both the counts and the page.
  // (PostgreSQL reads its trigram index in each: at 4,000 matches, 16 ms for the counts and 6 ms
  // for the page, against 25 ms to hand the 4,000 ids over once.)
  const matches = filter.q && db.dialect === "sqlite" ? await searchMatches(db, filter.q) : undefined;
  const overdueUntil = clock.overdueCutoff(now).toISOString();
  const { counts, overdue } = await countsOf(db, filter, { ...(me ? { me } : {}), ...(matches ? { matches } : {}), overdueUntil });
  const all = LEAD_STATUSES.reduce((sum, s) => sum + (s === "spam" ? 0 : counts[s]), 0);
  const total = !filter.status ? counts.new : filter.status === "all" ? all : counts[filter.status];
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const direction = oldestFirst(filter) ? "asc" : "desc";
  let wanted = applyFilter(base, filter, db.dialect, { status: true, me, matches });
  let offset = (current - 1) * pageSize;
  // The page's ids first, in order, then only those 50 rows: SQLite under a search's All (the order
  // from each match's status and time in contact_requests_lead_keys, rather than every match's row
  // read and sorted: 4,000 matches, 6 ms rather than 23; a single status walks its leads in order,
  // contact_requests_status_order, and stops at the page), and PostgreSQL past the first page (the
  // ids from an index-only scan of contact_requests_status_order; read with their rows, it sorts
  // every lead of the view instead: To answer, page 150, 7 ms rather than 64).
  const searchUnderAll = Boolean(matches?.length) && filter.status === "all";
  if (searchUnderAll || (db.dialect === "postgres" && offset > 0)) {
    const pageIds = wanted.select("id").orderBy("created_at", direction).orderBy("id", direction).limit(pageSize).offset(offset);
    const ids = searchUnderAll ? await executeIndexedBy(db, pageIds) : await pageIds.execute();
    wanted = base.where("id", "in", ids.length ? ids.map((r) => r.id) : [""]);
    offset = 0;
  }
  const rows =
    matches?.length === 0
      ? []
      : await wanted
          .select(rowColumns)
          .select(sql<string>`substr(message, 1, 200)`.as("opening"))
          // Open requests from the same address (the row's "×2"): at most 50 rows, each read by
          // contact_requests_email_key.
          .select(
            sql<
              number | string
            >`(select count(*) from contact_requests as same where same.email_key = contact_requests.email_key and same.lead_status = 'new')`.as(
              "open_requests",
            ),
          )
          .select(
            sql<string | null>`(select name from desk_operators where desk_operators.id = contact_requests.assignee_id)`.as(
              "assignee_name",
            ),
          )
          .orderBy("created_at", direction)
          .orderBy("id", direction)
          .limit(pageSize)
          .offset(offset)
          .execute();
  return {
    mine: me ? await countMine(db, me) : 0,
    leads: rows.map((r) => leadRow(r, now, clock)),
    total,
    page: current,
    pages,
    counts,
    overdue,
  };
}

/** Every lead the filter matches, as `contacts export` writes them. */
export async function exportLeads(db: Db, filter: LeadFilter): Promise<ContactRecord[]> {
  return recordsMatching(db, applyFilter(db.kysely.selectFrom("contact_requests"), filter, db.dialect, { status: true }));
}

/** New leads never replied to and past the promise (the `contact_leads_overdue` gauge). */
export async function countOverdue(db: Db, now = new Date(), clock: WorkingClock = defaultWorkingClock): Promise<number> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select((e) => e.fn.countAll<number>().as("n"))
    .where("lead_status", "=", "new")
    .where("first_reply_at", "is", null)
    .where("created_at", "<=", clock.overdueCutoff(now).toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
/**
 * The sources leads came from, most frequent first, for the desk's filter menu (every inbox answer).
 *
 * It counts every lead by its source, read from contact_requests_source_status (migration 0017)
 * alone. PostgreSQL's planner prices that index-only scan above a scan of the table (4,653 against
 * 3,243 at 50,000 leads, statistics fresh or not), which has to compute lower(coalesce(...)) for
 * each row: 24 ms rather than 5. So the query runs in a transaction of its own that turns the
 * table scan off for itself alone (SET LOCAL), as SQLite's INDEXED BY does elsewhere; without the
 * index it would still scan the table, never fail.
 */
export async function leadSources(db: Db): Promise<{ source: string; leads: number }[]> {
  const read = (kysely: Db["kysely"]) =>
    kysely
      .selectFrom("contact_requests")
      // Sources are matched without case (see whereSource): "LinkedIn" and "linkedin" are one.
      .select((eb) => [sourceSql.as("source"), eb.fn.countAll<number>().as("leads")])
      .groupBy(sourceSql)
      .orderBy("leads", "desc")
      .orderBy("source")
      .execute();
  const rows =
    db.dialect === "postgres"
      ? await db.kysely.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          return read(trx);
        })
      : await read(db.kysely);
  return rows.map((r) => ({ source: String(r.source), leads: Number(r.leads) }));
}

/** The leads before and after this one in a view's order (the lead page's previous and next). */
export async function neighbours(
  db: Db,
  filter: LeadFilter,
  lead: { id: string; createdAt: string },
  me?: string,
): Promise<{ previous?: string; next?: string }> {
  const asc = oldestFirst(filter);
  const side = async (after: boolean) => {
    // "After" in the view's order: later when the view is oldest first, earlier otherwise.
    const later = after === asc;
    const row = await applyFilter(db.kysely.selectFrom("contact_requests"), filter, db.dialect, { status: true, me })
      .select("id")
      .where((eb) =>
        eb.or([
          eb("created_at", later ? ">" : "<", lead.createdAt),
          eb.and([eb("created_at", "=", lead.createdAt), eb("id", later ? ">" : "<", lead.id)]),
        ]),
      )
      .orderBy("created_at", later ? "asc" : "desc")
      .orderBy("id", later ? "asc" : "desc")
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  };
  const [previous, next] = await Promise.all([side(false), side(true)]);
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/** The lead waiting longest for an answer, other than this one ("Next lead to answer"). */
export async function nextToAnswer(db: Db, exceptId: string): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select("id")
    .where("lead_status", "=", "new")
    .where("id", "!=", exceptId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}
