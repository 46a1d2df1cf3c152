/** What the operator reads: requests and their deliveries as records (`contacts list`/`export`, the desk's export). */
import { NOTIFICATION_CHANNELS, type NotSalesKind } from "~/storage/requests/lead-status";
import { type Selectable, type SelectQueryBuilder } from "kysely";
import { type Attribution } from "~/storage/requests/attribution";
import { type PackageId } from "~/content/packages";
import { type Locale } from "~/i18n/locale";
import { type Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import type { LeadStatus, NotificationChannel } from "./lead-status";
import type { ContactNotificationsTable, NotificationStatus } from "../conversation/conversation-tables.server";
import type { ContactRequestsTable, RequestStatus } from "./request-tables.server";
import { attributionColumnNames, attributionOf, whereSource } from "./attribution-columns.server";
import { parseSpamReasons, type SpamReason } from "~/storage/requests/spam-reasons";

type ContactRequestRow = Selectable<ContactRequestsTable>;

export interface Delivery {
  channel: NotificationChannel;
  status: NotificationStatus;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

export interface ContactRecord {
  id: string;
  /** The short reference the visitor was given (`NW-2611-042`); null for a row stored without one. */
  reference: string | null;
  createdAt: string;
  status: RequestStatus;
  /** Where the lead stands: new, replied, won, lost, or spam (caught by a trap, not notified). */
  leadStatus: LeadStatus;
  /** When the lead was first replied to (or first moved on from 'new'); null while waiting. */
  firstReplyAt: string | null;
  language: Locale;
  /** The package chosen on the packages page, or null. */
  package: PackageId | null;
  /** Where the request came from; every field null when unknown. */
  attribution: Attribution;
  firstName: string;
  email: string;
  message: string;
  /** Why the spam filter caught it (empty when it did not). */
  spamReasons: SpamReason[];
  /** One per channel (mail, webhook); none for a throttled request. */
  notifications: Delivery[];
  /** The name of the operator the lead is assigned to, or null. */
  assignee: string | null;
  /** How many replies were sent from the desk. */
  replies: number;
  /** Closed as not a sales lead (status 'other'): its kind (job, press, supplier, other); null otherwise. */
  notSalesKind: NotSalesKind | null;
}

/** The request columns a ContactRecord is made of (`contacts list`/`export`, the desk's export). */
const contactRecordColumns = [
  "id",
  "reference",
  "created_at",
  "status",
  "lead_status",
  "first_reply_at",
  "language",
  "package",
  "first_name",
  "email",
  "message",
  "spam_reasons",
  "assignee_id",
  "not_sales_kind",
  ...attributionColumnNames,
] as const;

/** The notification columns a ContactRecord's deliveries are made of. */
const deliveryColumns = ["request_id", "channel", "status", "attempts", "sent_at", "last_error"] as const;

type RecordRequestRow = Pick<ContactRequestRow, (typeof contactRecordColumns)[number]>;
type RecordDeliveryRow = Pick<Selectable<ContactNotificationsTable>, (typeof deliveryColumns)[number]>;

/** Requests and their notification rows (any order within a request: kept as given), as records. */
function toContactRecords(
  requests: readonly RecordRequestRow[],
  deliveries: readonly RecordDeliveryRow[],
  desk: { operators: ReadonlyMap<string, string>; replies: ReadonlyMap<string, number> },
): ContactRecord[] {
  const byRequest = new Map<string, Delivery[]>();
  for (const d of deliveries) {
    const list = byRequest.get(d.request_id) ?? [];
    list.push({
      channel: d.channel,
      status: d.status,
      attempts: Number(d.attempts),
      sentAt: d.sent_at ?? null,
      lastError: d.last_error ?? null,
    });
    byRequest.set(d.request_id, list);
  }
  return requests.map((r) => ({
    id: r.id,
    reference: r.reference ?? null,
    createdAt: r.created_at,
    status: r.status,
    leadStatus: r.lead_status,
    firstReplyAt: r.first_reply_at ?? null,
    language: r.language,
    package: r.package ?? null,
    attribution: attributionOf(r),
    firstName: r.first_name,
    email: r.email,
    message: r.message,
    spamReasons: parseSpamReasons(r.spam_reasons),
    notifications: byRequest.get(r.id) ?? [],
    assignee: r.assignee_id ? (desk.operators.get(r.assignee_id) ?? null) : null,
    replies: desk.replies.get(r.id) ?? 0,
    notSalesKind: r.lead_status === "other" ? (r.not_sales_kind ?? "other") : null,
  }));
}

/**
 * Every request (or those of one lead status, or from one source: see whereSource) with its
 * deliveries, newest first.
 */
export async function listContacts(db: Db, filter: { leadStatus?: LeadStatus; source?: string } = {}): Promise<ContactRecord[]> {
  let matching = db.kysely.selectFrom("contact_requests");
  if (filter.leadStatus) matching = matching.where("lead_status", "=", filter.leadStatus);
  if (filter.source !== undefined) matching = matching.where(whereSource(filter.source));
  return recordsMatching(db, matching);
}

/**
 * The requests a query matches, newest first, as records with their deliveries (`contacts list` and
 * `export`, the desk's export). Only the matched requests' notification rows are read.
 */
export async function recordsMatching(
  db: Db,
  matching: SelectQueryBuilder<Database, "contact_requests", object>,
): Promise<ContactRecord[]> {
  const requests = await matching.select(contactRecordColumns).orderBy("created_at", "desc").orderBy("id", "desc").execute();
  const deliveries = requests.length
    ? await db.kysely
        .selectFrom("contact_notifications")
        .select(deliveryColumns)
        .where("request_id", "in", matching.select("id"))
        .orderBy("channel")
        .execute()
    : [];
  const assigned = [...new Set(requests.flatMap((r) => (r.assignee_id ? [r.assignee_id] : [])))];
  const operators = assigned.length
    ? await db.kysely.selectFrom("desk_operators").select(["id", "name"]).where("id", "in", assigned).execute()
    : [];
  const replies = requests.length
    ? await db.kysely
        .selectFrom("desk_replies")
        .select(["request_id", (e) => e.fn.countAll<number>().as("n")])
        .where("request_id", "in", matching.select("id"))
        .groupBy("request_id")
        .execute()
    : [];
  return toContactRecords(requests, deliveries, {
    operators: new Map(operators.map((o) => [o.id, o.name])),
    replies: new Map(replies.map((r) => [r.request_id, Number(r.n)])),
  });
}

export const csvHeader = [
  "id",
  "reference",
  "created_at",
  "status",
  "language",
  "package",
  "first_name",
  "email",
  "message",
  "mail_status",
  "mail_sent_at",
  "webhook_status",
  "webhook_sent_at",
  ...attributionColumnNames,
  "lead_status",
  "first_reply_at",
  "assignee",
  "replies_count",
  "not_sales_kind",
] as const;

export function csvRow(r: ContactRecord): string[] {
  return [
    r.id,
    r.reference ?? "",
    r.createdAt,
    r.status,
    r.language,
    r.package ?? "",
    r.firstName,
    r.email,
    r.message,
    ...NOTIFICATION_CHANNELS.flatMap((channel) => {
      const d = r.notifications.find((n) => n.channel === channel);
      return [d?.status ?? "", d?.sentAt ?? ""];
    }),
    ...[
      r.attribution.utmSource,
      r.attribution.utmMedium,
      r.attribution.utmCampaign,
      r.attribution.utmTerm,
      r.attribution.utmContent,
      r.attribution.referrerHost,
      r.attribution.landingPath,
      r.attribution.heardFrom,
    ].map((v) => v ?? ""),
    r.leadStatus,
    r.firstReplyAt ?? "",
    r.assignee ?? "",
    String(r.replies),
    r.notSalesKind ?? "",
  ];
}
