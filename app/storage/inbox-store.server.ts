/** The inbox as the desk reads it: its views, filters, order, counts, and the CSV/JSON of a filter. */
import { sql, type Compilable, type ExpressionBuilder, type Selectable, type SelectQueryBuilder } from "kysely";
import { parseSpamReasons, type SpamReason } from "~/contact/spam/reasons";
import type { Db } from "./database.server";
import { LEAD_STATUSES, type ContactRequestsTable, type Database, type LeadStatus } from "./schema.server";
import { parsePackage, type PackageId } from "~/content/packages";
import { sourceSql, whereSource } from "./attribution-columns.server";
import { recordsMatching, type ContactRecord } from "./records-store.server";
import { locales, type Locale } from "~/i18n/locale";
import { normalizeReference } from "~/contact/reference";
import { searchedTextSql } from "./migrations.server";
import { defaultWorkingClock, type WorkingClock } from "~/platform/working-time.server";

export const pageSize = 50;

/**
 * The inbox's views: unset is "To answer" (new leads, oldest waiting first, so the overdue ones
 * lead); "all" is every lead but spam; a status is that status alone, newest first.
 */
export type LeadView = LeadStatus | "all";

export interface LeadFilter {
  status?: LeadView;
  language?: Locale;
  /** A package id, or "none": the leads that chose none. */
  package?: PackageId | "none";
  q?: string;
  /** Where the lead came from: its utm_source, else its referrer host, else "(direct)". */
  source?: string;
  /** YYYY-MM-DD, inclusive, UTC days. */
  from?: string;
  to?: string;
  /** "me": the "Mine" view, the leads assigned to the signed-in operator. */
  assignee?: "me";
}

const day = /^\d{4}-\d{2}-\d{2}$/;
/** The days a filter may name: a lead is from this century; beyond, a date is clamped to these. */
export const firstFilterDay = "2000-01-01";
export const lastFilterDay = "2099-12-31";

/** A real YYYY-MM-DD day, clamped to the sane range; undefined when it is not a day at all. */
function filterDay(value: string | null): string | undefined {
  if (!value || !day.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March: a day that does not exist is no filter.
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return undefined;
  return value < firstFilterDay ? firstFilterDay : value > lastFilterDay ? lastFilterDay : value;
}

/** The filter a query string asks for; anything unknown is ignored, never an error. */
export function parseFilter(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  const status = params.get("status");
  if (status === "all" || (status && (LEAD_STATUSES as readonly string[]).includes(status))) filter.status = status as LeadView;
  const language = params.get("language");
  const locale = locales.find((l) => l === language);
  if (locale) filter.language = locale;
  const pkg = params.get("package");
  if (pkg === "none") filter.package = pkg;
  else if (pkg) {
    const id = parsePackage(pkg);
    if (id) filter.package = id;
  }
  const q = params.get("q")?.trim();
  if (q) filter.q = q.slice(0, 200);
  const source = params.get("source")?.trim();
  if (source) filter.source = source.slice(0, 200);
  const from = filterDay(params.get("from"));
  if (from) filter.from = from;
  const to = filterDay(params.get("to"));
  if (to) filter.to = to;
  if (params.get("assignee") === "me") filter.assignee = "me";
  return filter;
}

/** A trigram index finds substrings of 3 characters or more; a shorter search is a prefix (see matchesSearch). */
const shortestIndexedSearch = 3;

/** `text` as a LIKE pattern's literal part: \\, % and _ escaped with a backslash. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The desk's search: a substring of the first name, the email, the message or the reference, case
 * ignored (accents too on SQLite), or a reference as read over the phone. It reads the search index
 * (migration 0015): SQLite's FTS5 trigram table, PostgreSQL's pg_trgm index on the same text.
 *
 * A search of 1 or 2 characters, which no trigram index can serve, finds the leads whose first name
 * or email address begins with it, case ignored (migration 0017's indexes): "jo" finds Johan and
 * jo@firm.be, not a message that mentions "jo". Looking for those two characters anywhere would
 * read every lead (at 50,000 leads, 282 ms on SQLite and 159 ms on PostgreSQL) to answer
 * something nobody asks: most lead texts hold most pairs of letters.
 */
export function matchesSearch(text: string, dialect: Db["dialect"]) {
  const reference = normalizeReference(text);
  const lower = text.toLowerCase();
  return (eb: ExpressionBuilder<Database, "contact_requests">) => {
    let found;
    if (isShort(text)) found = eb.or([startsWith(eb, "first_name", lower, dialect), startsWith(eb, "email", lower, dialect)]);
    else if (dialect === "postgres") found = sql<boolean>`(${sql.raw(searchedTextSql)}) ilike ${`%${likeLiteral(lower)}%`} escape '\\'`;
    else found = sql<boolean>`id in (${searchIndexIds(text)})`;
    // A reference as read over the phone or typed without its dashes ("nw 2611 42").
    return reference ? eb.or([found, eb("reference", "=", reference)]) : found;
  };
}

function isShort(text: string): boolean {
  return [...text].length < shortestIndexedSearch;
}

/** SQLite: the ids its FTS5 trigram table finds for a search of 3 characters or more. */
function searchIndexIds(text: string) {
  const phrase = `{first_name email message reference} : "${text.replaceAll('"', '""')}"`;
  return sql<{ id: string }>`select id from contact_requests_search where contact_requests_search match ${phrase}`;
}

/** lower(column) begins with `prefix` (lower case already), written as each database's index on it is read. */
function startsWith(
  eb: ExpressionBuilder<Database, "contact_requests">,
  column: "first_name" | "email",
  prefix: string,
  dialect: Db["dialect"],
) {
  const value = sql<string>`lower(${sql.ref(column)})`;
  // PostgreSQL reads a text_pattern_ops index for LIKE 'ab%' (its default escape is the backslash).
  if (dialect === "postgres") return eb(value, "like", `${likeLiteral(prefix)}%`);
  // SQLite uses an index for LIKE only on a plain column: the range [prefix, next) reads
  // the index on lower(column), and LIKE keeps the answer exact.
  const like = eb(value, "like", sql<string>`${`${likeLiteral(prefix)}%`} escape '\\'`);
  const last = prefix.charCodeAt(prefix.length - 1);
  // A surrogate (a character beyond U+FFFF) does not order as UTF-8 does: LIKE alone.
  if (last >= 0xd800 && last <= 0xdfff) return like;
  const next = prefix.slice(0, -1) + String.fromCharCode(last + 1);
  return eb.and([eb(value, ">=", prefix), eb(value, "<", next), like]);
}

/**
 * SQLite: the ids of the leads a search finds, read once for an inbox answer: its counts and its
 * page then take this list rather than each reading the search index again. The same leads as
 * matchesSearch; a search of 3 characters or more takes the ids from the search index itself,
 * without looking each one up in contact_requests (4,000 matches: 18 ms rather than 25).
 */
async function searchMatches(db: Db, text: string): Promise<string[]> {
  const rows =
    isShort(text) || normalizeReference(text)
      ? await db.kysely.selectFrom("contact_requests").select("id").where(matchesSearch(text, db.dialect)).execute()
      : (await searchIndexIds(text).execute(db.kysely)).rows;
  return rows.map((r) => r.id);
}

type Requests = SelectQueryBuilder<Database, "contact_requests", object>;

function applyFilter<Q extends Requests>(
  query: Q,
  filter: LeadFilter,
  dialect: Db["dialect"],
  options: { status: boolean; me?: string; matches?: string[] },
): Q {
  let q = query;
  // "Mine" without a signed-in operator matches nothing rather than everything.
  if (filter.assignee === "me") q = q.where("assignee_id", "=", options.me ?? "") as Q;
  if (options.status) {
    if (!filter.status) q = q.where("lead_status", "=", "new") as Q;
    else if (filter.status === "all") q = q.where("lead_status", "!=", "spam") as Q;
    else q = q.where("lead_status", "=", filter.status) as Q;
  }
  if (filter.language) q = q.where("language", "=", filter.language) as Q;
  if (filter.package) q = (filter.package === "none" ? q.where("package", "is", null) : q.where("package", "=", filter.package)) as Q;
  if (filter.source) q = q.where(whereSource(filter.source)) as Q;
  if (filter.from) q = q.where("created_at", ">=", new Date(`${filter.from}T00:00:00Z`).toISOString()) as Q;
  if (filter.to) q = q.where("created_at", "<", new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000).toISOString()) as Q;
  // The search's matches as listLeads read them once (SQLite), else the search itself.
  if (options.matches) q = q.where(sql<boolean>`id in (select value from json_each(${JSON.stringify(options.matches)}))`) as Q;
  else if (filter.q) q = q.where(matchesSearch(filter.q, dialect)) as Q;
  return q;
}

export interface LeadRow {
  id: string;
  createdAt: string;
  leadStatus: LeadStatus;
  firstName: string;
  email: string;
  language: string;
  package: string | null;
  /** utm_source, else the referrer host; null when unknown (direct). */
  source: string | null;
  overdue: boolean;
  /** How long ago it arrived (the row's "3 h", "2 d"). */
  ageMs: number;
  /** The name of the operator who owns the lead, or null. */
  owner: string | null;
  /** The lead answered a reply and nobody has replied since ("answered by the lead"). */
  answered: boolean;
  /** The message's first words (about 90 characters), for the row. */
  snippet: string;
  /** What follows the @ of the address: the firm, more often than not. */
  domain: string;
  /** The spam filter doubted it ("possibly spam"), until an operator releases or confirms it. */
  check: boolean;
  /** Why the filter caught or doubted it (the spam view and "possibly spam" rows show them). */
  reasons: SpamReason[];
  /** Requests from the same address still to answer (status new), this one included if it is. */
  openRequests: number;
  /** Stored over the rate limit: kept, never notified (the agency sees it only here). */
  throttled: boolean;
}

/** About `max` characters of a message on one line, cut at a word where one is near. */
export function snippetOf(message: string, max = 90): string {
  const line = message.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/** The inbox's order for a view: oldest waiting first when it is about answering, else newest first. */
function oldestFirst(filter: LeadFilter): boolean {
  return !filter.status || filter.status === "new";
}

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

/** A new lead past the promise of a reply within one working day (WORKING_HOURS). */
export function isOverdue(status: string, createdAt: string, now: Date, clock: WorkingClock = defaultWorkingClock): boolean {
  return status === "new" && clock.isOverdue(new Date(createdAt), now);
}

/** The columns an inbox row is read from (the message's opening aside). */
const rowColumns = [
  "id",
  "created_at",
  "lead_status",
  "first_name",
  "email",
  "language",
  "package",
  "utm_source",
  "referrer_host",
  "spam_check",
  "spam_reasons",
  "status",
  "lead_answered_at",
] as const;

/** One row of the inbox as read from the database. */
function leadRow(
  r: Pick<
    Selectable<ContactRequestsTable>,
    | "id"
    | "created_at"
    | "lead_status"
    | "first_name"
    | "email"
    | "language"
    | "package"
    | "utm_source"
    | "referrer_host"
    | "spam_check"
    | "spam_reasons"
    | "status"
    | "lead_answered_at"
  > & { opening: string; open_requests: number | string; assignee_name: string | null },
  now: Date,
  clock: WorkingClock,
): LeadRow {
  const doubted = Number(r.spam_check) === 1;
  return {
    id: r.id,
    createdAt: r.created_at,
    leadStatus: r.lead_status,
    firstName: r.first_name,
    email: r.email,
    language: r.language,
    package: r.package ?? null,
    source: r.utm_source ?? r.referrer_host ?? null,
    overdue: isOverdue(r.lead_status, r.created_at, now, clock),
    ageMs: Math.max(0, now.getTime() - Date.parse(r.created_at)),
    owner: r.assignee_name ?? null,
    answered: r.lead_status === "new" && Boolean(r.lead_answered_at),
    snippet: snippetOf(r.opening),
    domain: domainOf(r.email),
    check: doubted && r.lead_status !== "spam",
    openRequests: Number(r.open_requests),
    throttled: r.status === "throttled",
    reasons: r.lead_status === "spam" || doubted ? parseSpamReasons(r.spam_reasons) : [],
  };
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
  // One pass over the filtered leads gives both the counts per status and the overdue count.
  const overdueUntil = clock.overdueCutoff(now).toISOString();
  const countQuery = applyFilter(base, filter, db.dialect, { status: false, me, matches })
    .select((e) => [
      "lead_status",
      e.fn.countAll<number>().as("n"),
      e.fn
        .sum<number>(
          e
            .case()
            .when(e.and([e("lead_status", "=", "new"), e("created_at", "<=", overdueUntil)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("overdue"),
    ])
    .groupBy("lead_status");
  const countRows = matches?.length === 0 ? [] : matches ? await executeIndexedBy(db, countQuery) : await countQuery.execute();
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  let overdue = 0;
  for (const row of countRows) {
    counts[row.lead_status as LeadStatus] = Number(row.n);
    overdue += Number(row.overdue ?? 0);
  }
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

/**
 * SQLite: a query over a search's matches (`id in` the list) that reads each match's status and
 * time from the index contact_requests_lead_keys (id, lead_status, created_at; migration 0017)
 * rather than from its row: the counts (4,000 matches: 6 ms rather than 20) and the order of a page
 * under All. Without statistics SQLite's planner takes the primary key's index and then the row,
 * so the query names the index (INDEXED BY: an error, never a silent change, should it go).
 */
async function executeIndexedBy<R>(db: Db, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const table = 'from "contact_requests"';
  if (compiled.sql.split(table).length !== 2) throw new Error(`not one read of contact_requests: ${compiled.sql}`);
  const text = compiled.sql.replace(table, `${table} indexed by "contact_requests_lead_keys"`);
  return (await db.kysely.executeQuery<R>({ ...compiled, sql: text })).rows;
}

/** Every lead the filter matches, as `contacts export` writes them. */
export async function exportLeads(db: Db, filter: LeadFilter): Promise<ContactRecord[]> {
  return recordsMatching(db, applyFilter(db.kysely.selectFrom("contact_requests"), filter, db.dialect, { status: true }));
}

/** New leads past the promise (the `contact_leads_overdue` gauge). */
export async function countOverdue(db: Db, now = new Date(), clock: WorkingClock = defaultWorkingClock): Promise<number> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select((e) => e.fn.countAll<number>().as("n"))
    .where("lead_status", "=", "new")
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
