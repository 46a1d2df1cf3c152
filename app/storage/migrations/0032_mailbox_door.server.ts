import { schemaMigration } from "../platform/schema-script.server";

/**
 * The mailbox door (issue 44). `mailbox_messages`: a message of the agency's mailbox the reader
 * must remember past its reading: the attempt written before a body is downloaded and parsed (so a
 * message that froze or crashed the reader is never parsed again), and the messages held for an
 * operator (unmatched: a stranger naming a reference, an address with two open leads; unread: too
 * large, or its reading failed). Kept 30 days (housekeeping). `lead_answers.kind`: an answer to a
 * reply, or a lead writing again before any reply ("again"). `contact_requests.lead_wrote_again_at`:
 * the row's "wrote again"; `email_undeliverable`: why mail to the lead's address failed for good.
 */
export const migration = schemaMigration(`
  table mailbox_messages (id key, account, uid_validity, uid int, state, reason?, request_id? -> contact_requests.id set null,
    from_address?, subject, size int, created_at)
  unique index mailbox_messages_uid on mailbox_messages (account, uid_validity, uid)
  index mailbox_messages_state on mailbox_messages (state, created_at)
  add lead_answers (kind = 'answer')
  add contact_requests (lead_wrote_again_at?, email_undeliverable?)
  -- "Follow up on…": the lead is out of "To answer" (status 'later') until then.
  add contact_requests (follow_up_at?)
  index contact_requests_follow_up on contact_requests (lead_status, follow_up_at)
`);
