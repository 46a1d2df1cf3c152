/**
 * The visitor's receipt (issue 35): queued through the outbox with the request it confirms, at most
 * one per address per 24 hours, never for what the spam filter caught or doubted until an operator
 * released it. Every function here runs inside the caller's transaction.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.server";
import type { Dialect } from "./database.server";

/** One receipt per address in this window, whatever the number of requests. */
export const receiptWindowMs = 24 * 60 * 60 * 1000;

/**
 * On PostgreSQL, takes the address's lock for the rest of the transaction: the same lock a
 * submission for that address takes (requests-store), so a release and a submission on two
 * instances cannot both find no receipt in the window. SQLite's writers already take turns.
 */
export async function lockAddress(trx: Kysely<Database>, dialect: Dialect, emailKey: string): Promise<void> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(hashtextextended(${`email:${emailKey}`}, 0))`.execute(trx);
}

/**
 * Queues the receipt of this request unless the address was sent one in the last 24 hours; stamps
 * the request (receipt_at), which is what the next one is counted by. True when queued.
 */
export async function queueReceipt(trx: Kysely<Database>, requestId: string, emailKey: string, at: Date): Promise<boolean> {
  const since = new Date(at.getTime() - receiptWindowMs).toISOString();
  const recent = await trx
    .selectFrom("contact_requests")
    .select("id")
    .where("email_key", "=", emailKey)
    .where("receipt_at", ">=", since)
    .limit(1)
    .executeTakeFirst();
  if (recent) return false;
  const iso = at.toISOString();
  const stamped = await trx
    .updateTable("contact_requests")
    .set({ receipt_at: iso })
    .where("id", "=", requestId)
    .where("receipt_at", "is", null)
    .executeTakeFirst();
  if (Number(stamped.numUpdatedRows) === 0) return false;
  await trx
    .insertInto("contact_notifications")
    .values({
      id: randomUUID(),
      request_id: requestId,
      channel: "receipt",
      status: "pending",
      next_attempt_at: iso,
      locked_until: null,
      last_error: null,
      created_at: iso,
      sent_at: null,
    })
    .execute();
  return true;
}

/** Whether a receipt was queued for this request (a repeated send's confirmation says so too). */
export async function receiptQueued(trx: Kysely<Database>, requestId: string): Promise<boolean> {
  const row = await trx.selectFrom("contact_requests").select("receipt_at").where("id", "=", requestId).executeTakeFirst();
  return Boolean(row?.receipt_at);
}
