import type { Kysely, Migration } from "kysely";

/**
 * 0024 (issue 36): reminders as one digest per recipient. `reminder_recipients` holds each
 * recipient's last digest: the row every instance updates under "at most one an hour", so two
 * instances on one PostgreSQL send one digest, not two. `reminder_digests` holds what a queued
 * digest lists (its outbox row names one of its leads; the mail is composed when it is sent).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("reminder_recipients")
      .ifNotExists()
      .addColumn("recipient", "text", (c) => c.primaryKey())
      .addColumn("last_digest_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("reminder_digests")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("recipient", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("lead_ids", "text", (c) => c.notNull())
      .addColumn("leads_total", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("reminder_digests_created").ifNotExists().on("reminder_digests").column("created_at").execute();
  },
};
