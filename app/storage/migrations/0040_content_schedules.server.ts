import type { Kysely, Migration } from "kysely";

/**
 * Scheduled publishing (the content engine, part 2): per entry, language and action (publish or
 * unpublish) one due time in UTC; `fired_at` is written in the transaction that publishes, by the
 * one instance whose update found it still unfired, so a schedule fires once across instances.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("content_schedules")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("entry_id", "text", (c) => c.notNull().references("content_entries.id").onDelete("cascade"))
      .addColumn("locale", "text", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("due_at", "text", (c) => c.notNull())
      .addColumn("fired_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema
      .createIndex("content_schedules_one")
      .ifNotExists()
      .unique()
      .on("content_schedules")
      .columns(["entry_id", "locale", "action"])
      .execute();
    // What every instance asks twice a second: the unfired schedules that are due.
    await db.schema.createIndex("content_schedules_due").ifNotExists().on("content_schedules").columns(["fired_at", "due_at"]).execute();
  },
};
