import { sql, type Kysely, type Migration } from "kysely";
import { isPostgres } from "../platform/migration-dialect.server";
import { runSchema } from "../platform/schema-script.server";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The inbox at 50,000 leads (docs/benchmarks.md). The counts per status of a source filter
    // read this index alone, not each matching lead's row: source=(direct) (a third of the
    // leads) counted in 2 ms rather than 60 on SQLite. The expression is sourceSql's, literal for
    // literal. contact_requests_source (0016) stays: under All it walks a source's leads newest
    // first, which this one cannot without sorting them (0.3 ms against 49 ms on SQLite).
    // PostgreSQL reads an expression from an index alone only when the columns it is made of are
    // in the index too (INCLUDE): then both these counts and the menu of sources are index-only
    // scans (the menu, every inbox answer: 24 ms to 5 ms, when leadSources turns the table scan
    // off, which the planner prefers; source=(direct)'s counts 25 to 5 ms).
    const include = isPostgres(db) ? sql` include (utm_source, referrer_host)` : sql``;
    await sql`create index if not exists contact_requests_source_status on contact_requests (lower(coalesce(utm_source, referrer_host, '(direct)')), lead_status, created_at)${include}`.execute(
      db,
    );
    // A view in its full order (created_at, id): a later page skips the leads before it in the
    // index instead of sorting each one's row (To answer, page 150: 29 ms to 1 ms on SQLite).
    // contact_requests_lead_status (0004) stays: smaller, it counts every lead per status in 3 ms
    // where this one takes 6.
    await runSchema(db, "index contact_requests_status_order on contact_requests (lead_status, created_at, id)");
    // A search under 3 characters (which no trigram index serves) finds the leads whose first
    // name or address begins with it: on SQLite a range over lower(first_name) here and over
    // lower(email) in contact_requests_email (0001); on PostgreSQL LIKE 'ab%' reads a
    // text_pattern_ops index, whatever the database's collation.
    if (isPostgres(db)) {
      await sql`create index if not exists contact_requests_first_name_prefix on contact_requests (lower(first_name) text_pattern_ops)`.execute(
        db,
      );
      await sql`create index if not exists contact_requests_email_prefix on contact_requests (lower(email) text_pattern_ops)`.execute(db);
      return;
    }
    await sql`create index if not exists contact_requests_first_name_prefix on contact_requests (lower(first_name))`.execute(db);
    // The counts of a search on SQLite read each match's status and time here, not its row
    // (lead-search names it with INDEXED BY: without statistics the planner takes the primary
    // key's index, then the row).
    await runSchema(db, "index contact_requests_lead_keys on contact_requests (id, lead_status, created_at)");
  },
};
