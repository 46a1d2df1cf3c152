/** The desk's search over the leads, and SQLite's reads of a search's matches through its indexes. */
import { sql, type Compilable, type ExpressionBuilder } from "kysely";
import type { Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import { normalizeReference } from "~/storage/requests/reference";
import { searchedTextSql } from "../migrations/0015_lead_search.server";

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
export async function searchMatches(db: Db, text: string): Promise<string[]> {
  const rows =
    isShort(text) || normalizeReference(text)
      ? await db.kysely.selectFrom("contact_requests").select("id").where(matchesSearch(text, db.dialect)).execute()
      : (await searchIndexIds(text).execute(db.kysely)).rows;
  return rows.map((r) => r.id);
}

/**
 * SQLite: a query over a search's matches (`id in` the list) that reads each match's status and
 * time from the index contact_requests_lead_keys (id, lead_status, created_at; migration 0017)
 * rather than from its row: the counts (4,000 matches: 6 ms rather than 20) and the order of a page
 * under All. Without statistics SQLite's planner takes the primary key's index and then the row,
 * so the query names the index (INDEXED BY: an error, never a silent change, should it go).
 */
export async function executeIndexedBy<R>(db: Db, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const table = 'from "contact_requests"';
  if (compiled.sql.split(table).length !== 2) throw new Error(`not one read of contact_requests: ${compiled.sql}`);
  const text = compiled.sql.replace(table, `${table} indexed by "contact_requests_lead_keys"`);
  return (await db.kysely.executeQuery<R>({ ...compiled, sql: text })).rows;
}
