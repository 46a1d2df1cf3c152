/** The tables of the conversation with a lead: the outbox, replies, answers, templates, reminder digests, the mailbox's held mail. */
import type { Generated } from "kysely";
import type { Timestamp } from "../platform/timestamp";
import type { NotificationChannel } from "../requests/lead-status";
import type { Locale } from "~/i18n/locale";

export type NotificationStatus = "pending" | "sent" | "failed";

/** The transactional outbox: one row per notification mail to send. */
export interface ContactNotificationsTable {
  id: string;
  request_id: string;
  channel: Generated<NotificationChannel>;
  status: NotificationStatus;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** A worker's claim: others leave the row alone until then. */
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** A desk mail's addressee (assignment, reminder); null for the channels that know their own. */
  recipient: Generated<string | null>;
}

/**
 * A reply sent from the desk: its id is also its outbox row's id and its Message-ID's local part,
 * so its delivery status is that row's. Erased with the lead (foreign key, cascade).
 */
export interface DeskRepliesTable {
  id: string;
  request_id: string;
  operator: string;
  subject: string;
  body: string;
  /** `<id@domain>`, kept so the next reply in the thread can name it (In-Reply-To, References). */
  message_id: string;
  in_reply_to: string | null;
  /** Space-separated Message-IDs of the earlier replies, oldest first. */
  thread_references: string | null;
  /** The compose form's one-time key (0020): unique, so the same form posted twice sends once. */
  send_key: Generated<string | null>;
  created_at: Timestamp;
}

/**
 * A lead's answer to the desk's replies, read from the agency's mailbox (0021): once per lead and
 * Message-ID; its text with the quoted history trimmed, its attachments by name and size only.
 * Erased with the lead (foreign key, cascade).
 */
export interface LeadAnswersTable {
  id: string;
  request_id: string;
  /** The answer's Message-ID (`<…>`), or a digest of the message when it had none. */
  message_id: string;
  from_name: string | null;
  from_address: string | null;
  subject: string;
  body: string;
  /** JSON: `[{ name, size }]` (bytes), or null when there were none. */
  attachments: string | null;
  /** Its Date header, when it had a valid one. */
  sent_at: Timestamp | null;
  /** When the server read and stored it. */
  created_at: Timestamp;
  /** 'answer': it answers a reply; 'again' (0032): the lead wrote again before any reply. */
  kind: Generated<"answer" | "again">;
}

/** A saved reply text, per language, that operators manage at /desk/templates. */
export interface ReplyTemplatesTable {
  id: string;
  language: Locale;
  name: string;
  body: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Each reminder recipient's last digest (0024): at most one an hour, whatever the instances. */
export interface ReminderRecipientsTable {
  recipient: string;
  last_digest_at: Timestamp;
}

/** What a queued reminder digest lists (0024); its outbox row has the same id. */
export interface ReminderDigestsTable {
  id: string;
  recipient: string;
  /** The recipient's desk language (MAIL_TO: its operator's, else English, as the new-lead notification). */
  language: string;
  /** JSON array of the leads it lists, those that had just crossed the promise first, then oldest first (at most 20). */
  lead_ids: string;
  /** How many leads were past the promise for this recipient (the mail says "and N more"). */
  leads_total: number;
  created_at: Timestamp;
}

/** A message of the agency's mailbox kept past its reading (0032): an attempt, or held for an operator. */
export interface MailboxMessagesTable {
  id: string;
  /** The mailbox: `user@host:port/MAILBOX`. */
  account: string;
  uid_validity: string;
  uid: number;
  /** 'reading': its body is being read (a restart that finds it skips it); 'unread': too large or its reading failed; 'unmatched': held. */
  state: "reading" | "unread" | "unmatched";
  /** Why it is held: 'stranger', 'two-open-leads', 'never-ended', 'too-slow', 'unreadable' (the desk's words say each). */
  reason: string | null;
  /** The lead it names or seems to answer, when there is one. */
  request_id: string | null;
  from_address: string | null;
  subject: string;
  /** Bytes, as the IMAP server gave them (RFC822.SIZE). */
  size: number;
  created_at: Timestamp;
}
