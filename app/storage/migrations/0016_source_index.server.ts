import { sql, type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The desk's source filter and its menu of sources read this index rather than every lead.
    // The expression is the one whereSource writes (sourceSql), literal for literal.
    await sql`create index if not exists contact_requests_source on contact_requests (lower(coalesce(utm_source, referrer_host, '(direct)')), created_at)`.execute(
      db,
    );
  },
};
