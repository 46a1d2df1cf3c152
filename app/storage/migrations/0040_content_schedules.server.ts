import { schemaMigration } from "../platform/schema-script.server";

/**
 * Scheduled publishing (the content engine, part 2): per entry, language and action (publish or
 * unpublish) one due time in UTC; `fired_at` is written in the transaction that publishes, by the
 * one instance whose update found it still unfired, so a schedule fires once across instances.
 */
export const migration = schemaMigration(`
  table content_schedules (id key, entry_id -> content_entries.id, locale, action, due_at, fired_at?, created_at, created_by?)
  unique index content_schedules_one on content_schedules (entry_id, locale, action)
  -- What every instance asks twice a second: the unfired schedules that are due.
  index content_schedules_due on content_schedules (fired_at, due_at)
`);
