import { schemaMigration } from "../platform/schema-script.server";

/**
 * 0024 (issue 36): reminders as one digest per recipient. `reminder_recipients` holds each
 * recipient's last digest: the row every instance updates under "at most one an hour", so two
 * instances on one PostgreSQL send one digest, not two. `reminder_digests` holds what a queued
 * digest lists (its outbox row names one of its leads; the mail is composed when it is sent).
 */
export const migration = schemaMigration(`
  table reminder_recipients (recipient key, last_digest_at)
  table reminder_digests (id key, recipient, language, lead_ids, leads_total int, created_at)
  index reminder_digests_created on reminder_digests (created_at)
`);
