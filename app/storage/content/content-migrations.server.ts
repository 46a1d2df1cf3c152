import { sql, type Kysely, type Migration } from "kysely";

/**
 * The content the agency publishes (issue 38): one row per entry of a collection, its draft and
 * its published languages as JSON (validated by ~/publishing schemas before they are written),
 * every revision kept, and one counter that every publish moves, which each instance polls.
 */
export const contentMigrations: Record<string, Migration> = {
  "0027_content_collections": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("content_entries")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("collection", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("draft", "text", (c) => c.notNull())
        .addColumn("published", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("updated_by", "text")
        .execute();
      await db.schema
        .createIndex("content_entries_slug")
        .ifNotExists()
        .unique()
        .on("content_entries")
        .columns(["collection", "slug"])
        .execute();
      await db.schema
        .createTable("content_revisions")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("entry_id", "text", (c) => c.notNull().references("content_entries.id").onDelete("cascade"))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("operator", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("draft", "text", (c) => c.notNull())
        .addColumn("published", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("content_revisions_entry").ifNotExists().on("content_revisions").columns(["entry_id", "at"]).execute();
      await db.schema
        .createTable("content_version")
        .ifNotExists()
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("version", "integer", (c) => c.notNull())
        .execute();
      await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
    },
  },
};
