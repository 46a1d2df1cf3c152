import { sql, type Kysely, type Migration } from "kysely";
import { runSchema } from "../platform/schema-script.server";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await runSchema(
      db,
      `-- Replies sent from the desk (issue 23): one row each, erased with the lead; its delivery is
      -- the outbox row of the same id.
      table desk_replies (id key, request_id -> contact_requests.id, operator, subject, body, message_id, in_reply_to?,
        thread_references?, created_at)
      index desk_replies_request on desk_replies (request_id, created_at)
      table reply_templates (id key, language, name, body, created_at, updated_at)
      -- Owners ("Assign to", the "Mine" view) and the one reminder per unanswered lead.
      add contact_requests (assignee_id?, reminded_at?)
      index contact_requests_assignee on contact_requests (assignee_id, lead_status, created_at)`,
    );
    // Leads that were waiting before reminders existed get none: an upgrade must not send a
    // reminder for every old unanswered lead at once.
    await sql`update contact_requests set reminded_at = ${new Date().toISOString()} where lead_status = 'new' and created_at < ${new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString()}`.execute(
      db,
    );
    // A desk mail's addressee (an assignee, the reminder's reader).
    await runSchema(db, "add contact_notifications (recipient?)");
  },
};
