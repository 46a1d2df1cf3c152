import { sql, type Kysely, type Migration } from "kysely";
import { runSchema } from "../platform/schema-script.server";

/**
 * The content the agency publishes (issue 38): one row per entry of a collection, its draft and
 * its published languages as JSON (validated by ~/publishing schemas before they are written),
 * every revision kept, and one counter that every publish moves, which each instance polls.
 */
export const contentMigrations: Record<string, Migration> = {
  "0027_content_collections": {
    async up(db: Kysely<unknown>) {
      await runSchema(
        db,
        `table content_entries (id key, collection, slug, position int, draft, published, created_at, updated_at, updated_by?)
        unique index content_entries_slug on content_entries (collection, slug)
        table content_revisions (id key, entry_id -> content_entries.id, at, operator?, action, draft, published)
        index content_revisions_entry on content_revisions (entry_id, at)
        table content_version (id int key, version int)`,
      );
      await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
    },
  },
};
