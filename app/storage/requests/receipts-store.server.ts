/**
 * The visitor's receipt (issue 35): queued through the outbox with the request it confirms, at most
 * one per address per 24 hours, never for what the spam filter caught or doubted until an operator
 * released it, except a doubt that is only a quick send or a link shortener (receipt-doubts.ts). The form names the address, so the receipt could be made to mail strangers: it is
 * also bounded for the whole server and per network (issue 49, `receiptBounds`), counted in the
 * database, so across instances. Every function here runs inside the caller's transaction.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../platform/schema.server";
import type { Dialect } from "../platform/database.server";
import { queueNotifications } from "../conversation/outbox-queue.server";

/** One receipt per address in this window, whatever the number of requests. */
export const receiptWindowMs = 24 * 60 * 60 * 1000;

/**
 * Past these, no receipt is queued (the request itself is stored and notified as ever): at most
 * `perHour` in any hour for the whole server, and one an hour per network (the client's IPv4 /24
 * or IPv6 /48, `net_hash`), whatever the number of instances.
 */
export const receiptBounds = { perHour: 30, perNetwork: 1, windowMs: 60 * 60 * 1000 } as const;

/** Which bound held a receipt back. */
export type ReceiptWithheld = "ceiling" | "network";

/** What became of a receipt: queued, not due (the address had one, or this request has), or held back by a bound. */
export type ReceiptDecision = { queued: true } | { queued: false; withheld?: ReceiptWithheld };

/** Told, after the transaction, of a receipt a bound held back. */
export type OnReceiptWithheld = (requestId: string, reason: ReceiptWithheld) => void;

/**
 * On PostgreSQL, takes the address's lock for the rest of the transaction: the same lock a
 * submission for that address takes (requests-store), so a release and a submission on two
 * instances cannot both find no receipt in the window. SQLite's writers already take turns.
 */
export async function lockAddress(trx: Kysely<Database>, dialect: Dialect, emailKey: string): Promise<void> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended(${`email:${emailKey}`}, 0))`.execute(trx);
}

export interface ReceiptToQueue {
  requestId: string;
  emailKey: string;
  /** The hashes of the client's network under each live key (the request's own net_hash among them); empty: unknown, not bounded by network. */
  netHashes: readonly string[];
  at: Date;
}

/**
 * Queues the receipt of this request unless the address was sent one in the last 24 hours, or a
 * bound (`receiptBounds`) holds it back; stamps the request (receipt_at), which is what the next
 * one is counted by. On PostgreSQL the bounds are read under one lock every instance takes for it,
 * held to the end of the transaction: two instances cannot both take the last place.
 */
export async function queueReceipt(trx: Kysely<Database>, dialect: Dialect, receipt: ReceiptToQueue): Promise<ReceiptDecision> {
  const { requestId, emailKey, netHashes, at } = receipt;
  const since = new Date(at.getTime() - receiptWindowMs).toISOString();
  const recent = await trx
    .selectFrom("contact_requests")
    .select("id")
    .where("email_key", "=", emailKey)
    .where("receipt_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  if (recent) return { queued: false };
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended('receipts', 0))`.execute(trx);
  const withheld = await overBound(trx, netHashes, at);
  if (withheld) return { queued: false, withheld };
  const iso = at.toISOString();
  const stamped = await trx
    .updateTable("contact_requests")
    .set({ receipt_at: iso })
    .where("id", "=", requestId)
    .where("receipt_at", "is", null)
    .executeTakeFirst();
  if (Number(stamped.numUpdatedRows) === 0) return { queued: false };
  await queueNotifications(trx, [{ requestId, channel: "receipt" }], iso);
  return { queued: true };
}

/** The bound this receipt would cross: the network's first (the narrower), then the server's. */
async function overBound(trx: Kysely<Database>, netHashes: readonly string[], at: Date): Promise<ReceiptWithheld | undefined> {
  const since = new Date(at.getTime() - receiptBounds.windowMs).toISOString();
  const queuedSince = trx
    .selectFrom("contact_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("receipt_at", ">=", since);
  if (netHashes.length > 0) {
    const row = await queuedSince.where("net_hash", "in", netHashes).executeTakeFirstOrThrow();
    if (Number(row.n) >= receiptBounds.perNetwork) return "network";
  }
  const row = await queuedSince.executeTakeFirstOrThrow();
  return Number(row.n) >= receiptBounds.perHour ? "ceiling" : undefined;
}

/** Whether a receipt was queued for this request (a repeated send's confirmation says so too). */
export async function receiptQueued(trx: Kysely<Database>, requestId: string): Promise<boolean> {
  const row = await trx.selectFrom("contact_requests").select("receipt_at").where("id", "=", requestId).executeTakeFirst();
  return Boolean(row?.receipt_at);
}

/** Tells `onWithheld` of a receipt a bound held back, once its transaction has committed. */
export function reportWithheld(id: string, decision: ReceiptDecision | undefined, onWithheld: OnReceiptWithheld | undefined): void {
  if (decision && !decision.queued && decision.withheld) onWithheld?.(id, decision.withheld);
}
