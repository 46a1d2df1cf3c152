import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // A visit in progress (issue 25): what it arrived with, under a key that is an HMAC of the
    // client under the day's key. Deleted 30 minutes after its last page.
    await db.schema
      .createTable("visits")
      .ifNotExists()
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("started_at", "text", (c) => c.notNull())
      .addColumn("last_seen_at", "text", (c) => c.notNull())
      .addColumn("utm_source", "text")
      .addColumn("utm_medium", "text")
      .addColumn("utm_campaign", "text")
      .addColumn("utm_term", "text")
      .addColumn("utm_content", "text")
      .addColumn("referrer_host", "text")
      .addColumn("landing_path", "text")
      .execute();
    await db.schema.createIndex("visits_last_seen").ifNotExists().on("visits").column("last_seen_at").execute();
  },
};
