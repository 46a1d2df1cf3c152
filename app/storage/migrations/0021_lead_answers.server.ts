import { schemaMigration } from "../platform/schema-script.server";

/**
 * The lead's answers read from the agency's mailbox (issue 35): stored once per lead and
 * Message-ID, whatever the restarts and however many instances read the mailbox at once. Erased
 * with the lead (foreign key, cascade).
 */
export const migration = schemaMigration(`
  table lead_answers (id key, request_id -> contact_requests.id, message_id, from_name?, from_address?, subject, body, attachments?,
    sent_at?, created_at)
  unique index lead_answers_message on lead_answers (request_id, message_id)
  index lead_answers_request on lead_answers (request_id, created_at)
  -- An answer names the desk's replies it answers (In-Reply-To, References): found by this index.
  index desk_replies_message_id on desk_replies (message_id)
  -- When the lead last answered and nobody has replied since: the desk's "answered by the lead".
  add contact_requests (lead_answered_at?)
`);
