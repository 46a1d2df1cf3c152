import type { Kysely, Migration } from "kysely";

/**
 * Addresses that can change (the content engine, part 4): each old address of a published page
 * whose entry was renamed, and the address it answers 301 to (always the entry's current one).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("content_redirects")
      .ifNotExists()
      .addColumn("from_path", "text", (c) => c.primaryKey())
      .addColumn("to_path", "text", (c) => c.notNull())
      .addColumn("entry_id", "text", (c) => c.notNull().references("content_entries.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema.createIndex("content_redirects_entry").ifNotExists().on("content_redirects").column("entry_id").execute();
  },
};
