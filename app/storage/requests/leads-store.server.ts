/** One lead as the desk reads and works it: its facts, deliveries, history, status changes. */
import { camelRow } from "../platform/camel-row";
import type { Db } from "../platform/database.server";
import type { Kysely } from "kysely";
import type { Database } from "../platform/schema.server";
import type { LeadStatus, NotSalesKind } from "./lead-status";
import type { Attribution } from "~/storage/requests/attribution";
import { attributionOf } from "./attribution-columns.server";
import type { Delivery } from "./records-store.server";
import { isOverdue } from "./inbox-rows.server";
import { addEvent, changeSince, type LeadChange, type LeadEvent } from "./lead-events.server";
import { parseSpamReasons, type SpamReason } from "~/storage/requests/spam-reasons";
import { defaultWorkingClock, type WorkingClock } from "~/platform/working-time.server";
import { auditIn, type AuditOf } from "../operators/desk-audit-store.server";

export interface Lead {
  id: string;
  /** The short reference the visitor was given (`NW-2611-042`), or null for a row stored without one. */
  reference: string | null;
  createdAt: string;
  leadStatus: LeadStatus;
  firstReplyAt: string | null;
  /** When the lead last answered, while no reply from the desk has followed: "answered by the lead". */
  answeredAt: string | null;
  /** When the lead last wrote again while it had no first reply (a chaser): it is still waiting. */
  wroteAgainAt: string | null;
  /** Why mail to the lead's address cannot be delivered (a permanent bounce), or null. */
  undeliverable: string | null;
  /** While the status is 'later': when the lead comes back to "To answer". */
  followUpAt: string | null;
  /** While the status is 'other': what the message was instead of a sales lead. */
  notSalesKind: NotSalesKind | null;
  firstName: string;
  email: string;
  message: string;
  language: string;
  package: string | null;
  /** Where the lead came from, as far as it is known (each field null when not). */
  attribution: Attribution;
  overdue: boolean;
  /** How long ago it arrived (the header's "received 3 h ago"). */
  ageMs: number;
  /** Why the spam filter caught it, or doubted it (empty when it did neither). */
  spamReasons: SpamReason[];
  /** The filter doubted it ("possibly spam") and no operator has released or confirmed it yet. */
  check: boolean;
  /** The owning operator's id, or null. */
  assigneeId: string | null;
  deliveries: (Delivery & { id: string })[];
  history: LeadEvent[];
}

export async function getLead(db: Db, id: string, now = new Date(), clock: WorkingClock = defaultWorkingClock): Promise<Lead | undefined> {
  const r = await db.kysely.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) return undefined;
  const deliveries = await db.kysely
    .selectFrom("contact_notifications")
    .select(["id", "channel", "status", "attempts", "sent_at", "last_error"])
    .where("request_id", "=", id)
    .orderBy("channel")
    .execute();
  const history = await db.kysely
    .selectFrom("lead_events")
    .select(["at", "operator", "kind", "detail"])
    .where("request_id", "=", id)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  return {
    id: r.id,
    reference: r.reference ?? null,
    createdAt: r.created_at,
    leadStatus: r.lead_status,
    firstReplyAt: r.first_reply_at ?? null,
    answeredAt: r.lead_status === "new" ? (r.lead_answered_at ?? null) : null,
    wroteAgainAt: r.first_reply_at ? null : (r.lead_wrote_again_at ?? null),
    undeliverable: r.email_undeliverable ?? null,
    followUpAt: r.lead_status === "later" ? (r.follow_up_at ?? null) : null,
    notSalesKind: r.lead_status === "other" ? (r.not_sales_kind ?? "other") : null,
    firstName: r.first_name,
    email: r.email,
    message: r.message,
    language: r.language,
    package: r.package ?? null,
    attribution: attributionOf(r),
    overdue: isOverdue(r.lead_status, r.created_at, now, r.first_reply_at ?? null, clock),
    ageMs: Math.max(0, now.getTime() - Date.parse(r.created_at)),
    spamReasons: parseSpamReasons(r.spam_reasons),
    check: Number(r.spam_check) === 1 && r.lead_status !== "spam",
    assigneeId: r.assignee_id ?? null,
    deliveries: deliveries.map((d) => ({
      ...camelRow(d, ["id", "channel", "status", "sent_at", "last_error"]),
      attempts: Number(d.attempts),
    })),
    history,
  };
}

/**
 * A new status. A status change alone never records a first reply (issue 36): only a reply sent
 * from the desk (replies-store) or `confirmReply`, the operator's "Mark as replied" ("Did you
 * reply?"), does; then it returns the working seconds the lead waited for it.
 */
export async function setLeadStatus(
  db: Db,
  id: string,
  to: LeadStatus,
  operator: string,
  now = new Date(),
  options: StatusOptions & { seen?: number; audited?: AuditOf<StatusChange> } = {},
): Promise<StatusChange> {
  return db.kysely.transaction().execute(async (trx) => {
    if (options.seen !== undefined) {
      // Checked and changed in one transaction: PostgreSQL locks the lead's row (as a reply does),
      // SQLite's transactions write one at a time (BEGIN IMMEDIATE).
      if (db.dialect === "postgres") await trx.selectFrom("contact_requests").select("id").where("id", "=", id).forUpdate().execute();
      const held = await changeSince(trx, id, options.seen, operator);
      if (held) return { changed: false, held };
    }
    const change = await applyStatus(trx, id, to, operator, now, options);
    if (change.changed) await auditIn(trx, options.audited, change, now);
    return change;
  });
}

export interface StatusChange {
  changed: boolean;
  from?: LeadStatus;
  firstReplySeconds?: number;
  /** Not changed: another operator replied or changed the status since the page was rendered. */
  held?: LeadChange;
}

export interface StatusOptions {
  /** "Mark as replied" ("Did you reply?"): the operator confirms a reply; the first reply is recorded. */
  confirmReply?: boolean;
  /** WORKING_HOURS: the first reply's wait in working time. */
  clock?: WorkingClock;
}

/** setLeadStatus's work inside a transaction the caller holds (several leads closed in one, close-others-store). */
export async function applyStatus(
  trx: Kysely<Database>,
  id: string,
  to: LeadStatus,
  operator: string,
  now: Date,
  options: StatusOptions = {},
): Promise<StatusChange> {
  const r = await trx
    .selectFrom("contact_requests")
    .select(["lead_status", "first_reply_at", "created_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!r) return { changed: false };
  const from = r.lead_status;
  const recorded = Boolean(options.confirmReply) && !r.first_reply_at;
  if (from === to && !recorded) return { changed: false, from };
  await trx
    .updateTable("contact_requests")
    .set({
      lead_status: to,
      // Marked spam by hand: the filter's doubt is settled too.
      ...(to === "spam" ? { spam_check: 0 } : {}),
      ...(recorded ? { first_reply_at: now.toISOString(), first_reply_by: operator, lead_wrote_again_at: null } : {}),
      // Out of "To answer", the lead's answer has been dealt with.
      ...(to !== "new" ? { lead_answered_at: null } : {}),
      // "Not a sales lead" is set with its kind (not-sales-store): any other status drops the kind.
      ...(to !== "other" ? { not_sales_kind: null } : {}),
    })
    .where("id", "=", id)
    .execute();
  if (from !== to) await addEvent(trx, id, operator, "status", `${from} → ${to}`, now);
  const clock = options.clock ?? defaultWorkingClock;
  return {
    changed: from !== to,
    from,
    ...(recorded ? { firstReplySeconds: clock.workingMs(new Date(r.created_at), now) / 1000 } : {}),
  };
}

/** A lead's status and address, or undefined when no request has this id. */
export async function leadFacts(db: Db, id: string): Promise<{ lead_status: LeadStatus; email: string } | undefined> {
  return db.kysely.selectFrom("contact_requests").select(["lead_status", "email"]).where("id", "=", id).executeTakeFirst();
}

/** Big mail providers: a shared domain there says nothing of a firm, so only the address counts. */
const publicMailDomains = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "yahoo.com",
  "yahoo.fr",
  "icloud.com",
  "me.com",
  "proton.me",
  "protonmail.com",
  "skynet.be",
  "telenet.be",
  "orange.fr",
  "free.fr",
  "gmx.com",
  "gmx.net",
  "hotmail.fr",
  "outlook.be",
  "hotmail.be",
]);

export interface RelatedRequest {
  id: string;
  createdAt: string;
  firstName: string;
  email: string;
  leadStatus: LeadStatus;
  /** Same address, or only the same firm's domain. */
  sameAddress: boolean;
}

/** Other requests from this address, or from its firm's domain, since `since` (newest first, at most 20). */
export async function relatedRequests(db: Db, lead: { id: string; email: string }, since: Date): Promise<RelatedRequest[]> {
  const email = lead.email.toLowerCase();
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const byDomain = !publicMailDomains.has(domain);
  const rows = await db.kysely
    .selectFrom("contact_requests")
    .select(["id", "created_at", "first_name", "email", "lead_status"])
    .where("id", "!=", lead.id)
    .where("created_at", ">=", since.toISOString())
    .where((eb) =>
      byDomain ? eb(eb.fn("lower", ["email"]), "like", `%@${domain.replace(/[\\%_]/g, "")}`) : eb(eb.fn("lower", ["email"]), "=", email),
    )
    .orderBy("created_at", "desc")
    .limit(20)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    firstName: r.first_name,
    email: r.email,
    leadStatus: r.lead_status,
    sameAddress: r.email.toLowerCase() === email,
  }));
}

/** Which of these ids are still stored (the audit links those, and says "erased lead" for the rest). */
export async function existingLeadIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom("contact_requests")
    .select("id")
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}
