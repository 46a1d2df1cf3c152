/** The tables of contact requests and leads: the requests, their daily reference numbers, their history. */
import type { Generated } from "kysely";
import type { Timestamp } from "../platform/timestamp";
import type { LeadStatus, NotSalesKind } from "./lead-status";
import type { HeardFrom } from "./attribution";
import type { PackageId } from "~/content/packages";
import type { Locale } from "~/i18n/locale";

export type RequestStatus = "accepted" | "throttled";

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

/** A lead's history: status changes, notes, retries, releases. */
export interface LeadEventsTable {
  id: string;
  request_id: string;
  at: Timestamp;
  operator: string;
  kind: string;
  detail: string;
}
