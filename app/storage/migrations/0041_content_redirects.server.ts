import { schemaMigration } from "../platform/schema-script.server";

/**
 * Addresses that can change (the content engine, part 4): each old address of a published page
 * whose entry was renamed, and the address it answers 301 to (always the entry's current one).
 */
export const migration = schemaMigration(`
  table content_redirects (from_path key, to_path, entry_id -> content_entries.id, created_at, created_by?)
  index content_redirects_entry on content_redirects (entry_id)
`);
