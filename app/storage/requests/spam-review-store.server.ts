/**
 * What an operator decides about the spam filter's doubts and catches: a request a trap caught
 * released ("Not spam"), a "possibly spam" lead released (it stays a lead, the label goes) or
 * confirmed (it becomes spam); and what was caught today.
 */
import { referenceDay } from "~/storage/requests/reference";
import type { Kysely } from "kysely";
import type { Db, Dialect } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import { emailKey } from "./requests-store.server";
import { lockAddress, queueReceipt, reportWithheld, type OnReceiptWithheld, type ReceiptDecision } from "./receipts-store.server";
import { queueNotifications } from "../conversation/outbox-queue.server";
import type { NotificationChannel } from "./lead-status";
import { addEvent } from "./lead-events.server";
import { auditIn, type AuditOf } from "../operators/desk-audit-store.server";

export type ReleaseResult = "released" | "not-found" | "not-spam";

/**
 * "Not spam": a request a spam trap caught becomes a new lead (lead status 'new', status
 * 'accepted') and its notifications are queued as for an accepted request, in one transaction, with
 * the visitor's receipt when `receipt` is on, the address had none in the last 24 hours and no
 * bound holds it back (receipts-store; `onReceiptWithheld` is told when one does). Only a request still marked 'spam' is released, so a second release queues nothing twice.
 */
export async function releaseSpam(
  db: Db,
  id: string,
  channels: readonly NotificationChannel[],
  at: Date = new Date(),
  options: { receipt?: boolean; onReceiptWithheld?: OnReceiptWithheld } = {},
): Promise<ReleaseResult> {
  let decision: ReceiptDecision | undefined;
  const result = await db.kysely.transaction().execute(async (trx) => {
    const lead = await lockLeadAddress(trx, db.dialect, id);
    if (!lead) return "not-found";
    const released = await trx
      .updateTable("contact_requests")
      .set({ lead_status: "new", status: "accepted" })
      .where("id", "=", id)
      .where("lead_status", "=", "spam")
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) === 0) return "not-spam";
    await queueNotifications(
      trx,
      channels.map((channel) => ({ requestId: id, channel })),
      at.toISOString(),
    );
    if (options.receipt)
      decision = await queueReceipt(trx, db.dialect, { requestId: id, emailKey: lead.key, netHashes: netHashesOf(lead), at });
    return "released" as const;
  });
  reportWithheld(id, decision, options.onReceiptWithheld);
  return result;
}

/**
 * A request's address key and network, its address locked for the rest of the transaction (as the
 * form's receipts are): undefined when no request has this id.
 */
async function lockLeadAddress(trx: Kysely<Database>, dialect: Dialect, id: string) {
  const lead = await trx.selectFrom("contact_requests").select(["email", "email_key", "net_hash"]).where("id", "=", id).executeTakeFirst();
  if (!lead) return undefined;
  const key = lead.email_key ?? emailKey(lead.email);
  await lockAddress(trx, dialect, key);
  return { key, net_hash: lead.net_hash };
}

/** A stored request's network, as its receipt is bounded by (none for a row from before 0031). */
export function netHashesOf(row: { net_hash: string | null }): string[] {
  return row.net_hash ? [row.net_hash] : [];
}

export type CheckVerdict = "release" | "confirm";

/**
 * Settles a lead the filter doubted, in one transaction with its history line. Only a lead still
 * doubted changes: a second click (or another operator's) changes nothing and says so (false).
 * Released, it gets the visitor's receipt it was held back from, when `receipt` is on and the
 * address had none in the last 24 hours and no bound holds it back (receipts-store;
 * `onReceiptWithheld` is told when one does).
 */
export async function settleCheck(
  db: Db,
  id: string,
  verdict: CheckVerdict,
  operator: string,
  now = new Date(),
  options: { receipt?: boolean; onReceiptWithheld?: OnReceiptWithheld; audited?: AuditOf<CheckVerdict> } = {},
): Promise<boolean> {
  let decision: ReceiptDecision | undefined;
  const settled = await db.kysely.transaction().execute(async (trx) => {
    const lead = await lockLeadAddress(trx, db.dialect, id);
    if (!lead) return false;
    const row = await trx
      .selectFrom("contact_requests")
      .select(["lead_status", "status", "first_reply_at"])
      .where("id", "=", id)
      .where("spam_check", "=", 1)
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .updateTable("contact_requests")
      .set({ spam_check: 0, ...(verdict === "confirm" ? { lead_status: "spam" as const } : {}) })
      .where("id", "=", id)
      .execute();
    const detail = verdict === "confirm" ? `${row.lead_status} → spam` : "";
    await addEvent(trx, id, operator, verdict === "confirm" ? "status" : "not spam", detail, now);
    // Not once the agency has answered: the receipt says when the answer will come.
    const unanswered = row.status === "accepted" && row.lead_status === "new" && row.first_reply_at === null;
    if (verdict === "release" && options.receipt && unanswered)
      decision = await queueReceipt(trx, db.dialect, { requestId: id, emailKey: lead.key, netHashes: netHashesOf(lead), at: now });
    await auditIn(trx, options.audited, verdict, now);
    return true;
  });
  reportWithheld(id, decision, options.onReceiptWithheld);
  return settled;
}

/** Requests the filter caught (still marked spam) since `since`: the count beside "To answer". */
export async function countCaughtSince(db: Db, since: Date): Promise<number> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select((e) => e.fn.countAll<number | string>().as("n"))
    .where("lead_status", "=", "spam")
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Midnight in Brussels that began the day of `now` (the agency's "today"). */
export function brusselsMidnight(now: Date): Date {
  const utcMidnight = Date.parse(`${referenceDay(now)}T00:00:00Z`);
  // Brussels is UTC+1 or UTC+2: the hour it shows at that UTC midnight is its offset then.
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", hour: "2-digit", hourCycle: "h23" }).format(utcMidnight),
  );
  return new Date(utcMidnight - hour * 3_600_000);
}
