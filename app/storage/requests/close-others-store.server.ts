/**
 * A person's other open requests (status new, the same address: the inbox's "×2"), and closing
 * them together with the one an operator just closed, in one transaction.
 */
import type { WorkingClock } from "~/platform/working-time.server";
import type { Db } from "../platform/database.server";
import { applyStatus } from "./leads-store.server";
import type { LeadStatus } from "./lead-status";
import { auditIn, type AuditOf } from "../operators/desk-audit-store.server";

export interface OpenOther {
  id: string;
  firstName: string;
  createdAt: string;
}

/** The other requests still to answer from this request's address, oldest first. */
export async function openOthers(db: Db, id: string, limit: number): Promise<OpenOther[]> {
  const lead = await db.kysely.selectFrom("contact_requests").select("email_key").where("id", "=", id).executeTakeFirst();
  if (!lead?.email_key) return [];
  const rows = await db.kysely
    .selectFrom("contact_requests")
    .select(["id", "first_name", "created_at"])
    .where("email_key", "=", lead.email_key)
    .where("lead_status", "=", "new")
    .where("id", "!=", id)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, firstName: r.first_name, createdAt: r.created_at }));
}

export interface ClosedOthers {
  /** The requests closed: of the ids given, those still open from the same address. */
  closed: string[];
  /** Seconds each closed one waited for its first reply, when closing it counts as one. */
  firstReplySeconds: number[];
}

/**
 * Closes, as `to`, those of `ids` (the caller bounds how many) that are still open requests from the address of request `id`
 * (others, stale ids and strangers' ids are left alone), each with its history line, in one
 * transaction. Undefined when no request has the id `id`.
 */
export async function closeOthers(
  db: Db,
  id: string,
  ids: readonly string[],
  to: Exclude<LeadStatus, "new">,
  operator: string,
  now = new Date(),
  clock?: WorkingClock,
  audited?: AuditOf<ClosedOthers>,
): Promise<ClosedOthers | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("contact_requests").select("email_key").where("id", "=", id).executeTakeFirst();
    if (!lead) return undefined;
    const wanted = [...new Set(ids)].filter((other) => other !== id);
    if (!lead.email_key || wanted.length === 0) return { closed: [], firstReplySeconds: [] };
    const open = await trx
      .selectFrom("contact_requests")
      .select("id")
      .where("id", "in", wanted)
      .where("email_key", "=", lead.email_key)
      .where("lead_status", "=", "new")
      .orderBy("created_at", "asc")
      .execute();
    const result: ClosedOthers = { closed: [], firstReplySeconds: [] };
    for (const { id: other } of open) {
      // Closed as replied: the one reply answered the person's other requests too (a first reply);
      // won or lost alone is none (issue 36).
      const change = await applyStatus(trx, other, to, operator, now, { confirmReply: to === "replied", ...(clock ? { clock } : {}) });
      if (!change.changed) continue;
      result.closed.push(other);
      if (change.firstReplySeconds !== undefined) result.firstReplySeconds.push(change.firstReplySeconds);
    }
    await auditIn(trx, audited, result, now);
    return result;
  });
}
