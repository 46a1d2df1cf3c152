import type { Generated } from "kysely";
import type { HeardFrom } from "~/contact/attribution";
import type { PackageId } from "~/content/packages";
import type { LeadStatus, NotificationChannel, NotSalesKind } from "~/contact/lead-status";
import type { Locale } from "~/i18n/locale";

/** Timestamps are ISO 8601 UTC strings (`Date#toISOString`): they sort and compare the same on both dialects. */
export type Timestamp = string;

export type RequestStatus = "accepted" | "throttled";
export { LEAD_STATUSES, NOT_SALES_KINDS, type LeadStatus, type NotificationChannel, type NotSalesKind } from "~/contact/lead-status";
export type NotificationStatus = "pending" | "sent" | "failed";

export interface ContactRequestsTable {
  id: string;
  first_name: string;
  email: string;
  /** emailKey(email): NFC, Unicode lower case; what limits and erasure compare. */
  email_key: string | null;
  message: string;
  /**
   * The visitor's language and chosen package, as the form checked them. Only this app writes the
   * table; `findRequest` checks both again when it reads a row for delivery (contact-store).
   */
  language: Locale;
  /** The package chosen on the packages page (its id in app/content), or null. */
  package: PackageId | null;
  status: RequestStatus;
  lead_status: Generated<LeadStatus>;
  /** When the agency first answered (Mark as replied, or the first status change out of 'new'). */
  first_reply_at: Generated<Timestamp | null>;
  /**
   * Who sent the first reply (0033): the operator's name, as the history writes it, set with
   * first_reply_at (a reply sent from the desk, or "I replied" confirmed); null before any reply,
   * and for a first reply no history line names.
   */
  first_reply_by: Generated<string | null>;
  /**
   * HMAC-SHA256 of the client address (an IPv6 client by its /64) under the day's key; the key is
   * deleted a day later, and with it any way back to the address.
   */
  ip_hash: string;
  created_at: Timestamp;
  /** Attribution (0008): campaign parameters, external referrer host, landing path, 'how did you hear'; null when unknown. */
  utm_source: Generated<string | null>;
  utm_medium: Generated<string | null>;
  utm_campaign: Generated<string | null>;
  utm_term: Generated<string | null>;
  utm_content: Generated<string | null>;
  referrer_host: Generated<string | null>;
  landing_path: Generated<string | null>;
  heard_from: Generated<HeardFrom | null>;
  /** Why the spam filter caught the request (0010): a JSON list of reasons; null when it was not caught. */
  spam_reasons: Generated<string | null>;
  /** 1 (0018): the filter doubted this lead ("possibly spam", its reasons in spam_reasons); 0 once released, or never doubted. */
  spam_check: Generated<number>;
  /** The operator who owns the lead (desk_operators.id), or null. */
  assignee_id: Generated<string | null>;
  /** When the reminder about this unanswered lead was queued: at most one per lead. */
  reminded_at: Generated<Timestamp | null>;
  /**
   * The short reference the visitor was given (0014): `NW-2611-042`, the day's `reference_number`-th
   * request of `reference_day` (YYYY-MM-DD, Brussels); unique per day. Null only if a row was
   * written without one, which this app does not do.
   */
  reference: Generated<string | null>;
  reference_day: Generated<string | null>;
  reference_number: Generated<number | null>;
  /**
   * When the lead's latest answer was read from the agency's mailbox (0021), until a reply from the
   * desk answers it (then null): the desk's "answered by the lead".
   */
  lead_answered_at: Generated<Timestamp | null>;
  /** When the visitor's receipt was queued (0022); null: none was (spam, "check" for other doubts than a quick send or a shortener, RECEIPT_MAIL=false, one already that day, or a bound). */
  receipt_at: Generated<Timestamp | null>;
  /**
   * HMAC-SHA256 of the client's wider network (an IPv4 /24, an IPv6 /48) under the day's key, as
   * ip_hash (0031): at most one receipt per network an hour. Null for rows from before it.
   */
  net_hash: Generated<string | null>;
  /** When the lead last wrote again before any first reply (0032): the row's "wrote again"; cleared by the first reply. */
  lead_wrote_again_at: Generated<Timestamp | null>;
  /** Why mail to the lead's address failed for good (0032: a permanent bounce, 5.x.x), in words; null while none did. */
  email_undeliverable: Generated<string | null>;
  /** "Follow up on…" (0032): while the status is 'later', when the lead comes back to "To answer". */
  follow_up_at: Generated<Timestamp | null>;
  /** While the status is 'other' (0034): what the message was instead of a sales lead; null otherwise. */
  not_sales_kind: Generated<NotSalesKind | null>;
}

/** The last reference number handed out on each day (Brussels), shared by every instance. */
export interface ReferenceCountersTable {
  day: string;
  last_number: number;
}

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

export interface AppSettingsTable {
  name: string;
  value: string;
}

/** A person allowed into the lead desk (invited from the CLI). */
export interface DeskOperatorsTable {
  id: string;
  email: string;
  /** How the audit and the history name this operator. */
  name: string;
  /** The desk's language for this operator: 'en' or 'fr'. */
  language: Generated<Locale>;
  /** The signature under this operator's replies (0020): a role ("Consultant") and a phone. */
  role: Generated<string | null>;
  phone: Generated<string | null>;
  created_at: Timestamp;
}

/** A passkey (WebAuthn credential) of an operator. */
export interface DeskCredentialsTable {
  /** The credential id, base64url. */
  id: string;
  operator_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: Generated<number>;
  /** JSON array of the authenticator's transports, or null. */
  transports: string | null;
  created_at: Timestamp;
  /** The browser and system it was made on ("Chrome on Android"), for the operator to tell passkeys apart (0012). */
  device: string | null;
  /** Its last sign-in (0012); null until then. */
  last_used_at: Timestamp | null;
}

/** A one-time enrolment link: only the SHA-256 of its token is kept. */
export interface DeskEnrolmentsTable {
  token_hash: string;
  operator_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
  /** The enrolment page's language, as `contacts invite --language` gave it (0012); null: the browser's. */
  language: string | null;
}

/** A signed-in browser: the SHA-256 of its cookie's value, and its form token. */
export interface DeskSessionsTable {
  id_hash: string;
  operator_id: string;
  csrf: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The passkey that opened it (0012): revoking the passkey ends it. Null for sessions opened before. */
  credential_id: string | null;
}

/** A WebAuthn challenge handed out and not yet answered (each is used once). */
export interface DeskChallengesTable {
  id: string;
  challenge: string;
  purpose: string;
  expires_at: Timestamp;
}

/** A lead's history: status changes, notes, retries, releases. */
export interface LeadEventsTable {
  id: string;
  request_id: string;
  at: Timestamp;
  operator: string;
  kind: string;
  detail: string;
}

/** The desk's audit trail: no message text and no lead's email in it. */
export interface DeskAuditTable {
  id: string;
  at: Timestamp;
  operator: string | null;
  action: string;
  request_id: string | null;
  detail: Generated<string>;
}

/**
 * Page views counted by the server (0008): one row per day and combination of what is counted,
 * added to by every instance. No address, user agent or identifier; '' where a dimension is unknown.
 */
export interface PageViewsTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  path: string;
  language: string;
  /** External referrer host; '' for none or this site. */
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  /** 1: the visitor arrived on this page (no referrer from this site); 0: moved here from another page. */
  entry: number;
  /** 1: the 404 page (path as asked for, cut short); 0: a page of the site. */
  not_found: number;
  views: number;
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

/**
 * A visit in progress (0012): the key is an HMAC of the client (IPv4, or IPv6 /64, and user agent)
 * under the day's key, so it cannot be turned back into an address; the row goes 30 minutes after
 * the visit's last page.
 */
export interface VisitsTable {
  key: string;
  started_at: string;
  last_seen_at: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer_host: string | null;
  landing_path: string | null;
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

/** An entry of a content collection (0027): its draft and published languages as JSON. */
export interface ContentEntriesTable {
  id: string;
  /** "case-study" (team members, quotes and articles to come). */
  collection: string;
  slug: string;
  position: number;
  /** JSON: the entry's draft (~/publishing/case-study.ts CaseDraft). */
  draft: string;
  /** JSON: each published language as it was published (CasePublished). */
  published: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: string | null;
  /** JSON (0035): the published languages to check against another whose text changed since, `{"fr":"en"}`. */
  checks: Generated<string>;
}

/** Every saved state of an entry: who, when, what was done, the draft and published JSON after it. */
export interface ContentRevisionsTable {
  id: string;
  entry_id: string;
  at: Timestamp;
  operator: string | null;
  action: string;
  draft: string;
  published: string;
}

/** One row (id 1): moved by every change to what is published; each instance polls it. */
export interface ContentVersionTable {
  id: number;
  version: number;
}

export interface Database {
  reminder_recipients: ReminderRecipientsTable;
  reminder_digests: ReminderDigestsTable;
  contact_requests: ContactRequestsTable;
  contact_notifications: ContactNotificationsTable;
  app_settings: AppSettingsTable;
  desk_operators: DeskOperatorsTable;
  desk_credentials: DeskCredentialsTable;
  desk_enrolments: DeskEnrolmentsTable;
  desk_sessions: DeskSessionsTable;
  desk_challenges: DeskChallengesTable;
  lead_events: LeadEventsTable;
  desk_audit: DeskAuditTable;
  page_views: PageViewsTable;
  desk_replies: DeskRepliesTable;
  lead_answers: LeadAnswersTable;
  mailbox_messages: MailboxMessagesTable;
  reply_templates: ReplyTemplatesTable;
  visits: VisitsTable;
  reference_counters: ReferenceCountersTable;
  content_entries: ContentEntriesTable;
  content_revisions: ContentRevisionsTable;
  content_version: ContentVersionTable;
  media_images: MediaImagesTable;
  media_variants: MediaVariantsTable;
}

/** An image uploaded in the desk (0030): its content hash, its size once upright, the widths made. */
export interface MediaImagesTable {
  id: string;
  width: number;
  height: number;
  /** JSON array of the widths of its variants, smallest first. */
  widths: string;
  /** The variants' bytes together. */
  bytes: number;
  created_at: Timestamp;
  created_by: string | null;
}

/** One variant of an image ("<hash>-<width>.<ext>", "<hash>-1200x630.jpg"), its bytes in the database. */
export interface MediaVariantsTable {
  name: string;
  image_id: string;
  content_type: string;
  body: Uint8Array;
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
