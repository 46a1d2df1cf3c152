import { schemaMigration } from "../platform/schema-script.server";

/**
 * Translations kept in step (0035): per content entry, the published languages to check against
 * another one whose text changed after they were published, as JSON (`{"fr":"en"}`: the French
 * to check against the English). Empty for every entry stored before.
 */
export const migration = schemaMigration("add content_entries (checks = '{}')");
