/** The database as Kysely types it: every table, each defined with the feature that keeps it (content's here). */
import type { Generated } from "kysely";
import type { ContactRequestsTable, LeadEventsTable, ReferenceCountersTable } from "../requests/request-tables.server";
import type {
  ContactNotificationsTable,
  DeskRepliesTable,
  LeadAnswersTable,
  MailboxMessagesTable,
  ReminderDigestsTable,
  ReminderRecipientsTable,
  ReplyTemplatesTable,
} from "../conversation/conversation-tables.server";
import type {
  DeskAuditTable,
  DeskChallengesTable,
  DeskCredentialsTable,
  DeskEnrolmentsTable,
  DeskOperatorsTable,
  DeskSessionsTable,
} from "../operators/operator-tables.server";
import type { PageViewsTable, VisitsTable } from "../visits/visit-tables.server";

import type { Timestamp } from "./timestamp";

export type { Timestamp };

export interface AppSettingsTable {
  name: string;
  value: string;
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
  /** Its focal point across and down in percent (0042), 50/50 by default. */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
}

/** One variant of an image ("<hash>-<width>.<ext>", "<hash>-1200x630.jpg"), its bytes in the database. */
export interface MediaVariantsTable {
  name: string;
  image_id: string;
  content_type: string;
  body: Uint8Array;
}
