/**
 * "Follow up on…" (issue 44): a lead set aside until a date leaves "To answer" (status 'later'), is
 * never overdue meanwhile, and comes back as 'new' when the date passes (wakeFollowUps, run every
 * half minute by each instance: the update is the same whoever runs it) or at once when the lead
 * writes (answers-store). Each change is a line in the lead's history, written in its transaction.
 */
import type { Db } from "../platform/database.server";
import { addEvent } from "./lead-events.server";
import { auditIn, type AuditOf } from "../operators/desk-audit-store.server";

/** Sets the lead aside until `at` (an ISO time); false when no lead (or only a spam one) has this id. `audited`: the desk's audit line, in the same transaction. */
export async function setFollowUp(
  db: Db,
  id: string,
  at: string,
  operator: string,
  now = new Date(),
  audited?: AuditOf<true>,
): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("contact_requests").select("lead_status").where("id", "=", id).executeTakeFirst();
    if (!lead || lead.lead_status === "spam") return false;
    await trx.updateTable("contact_requests").set({ lead_status: "later", follow_up_at: at }).where("id", "=", id).execute();
    await addEvent(trx, id, operator, "follow-up", at, now);
    if (lead.lead_status !== "later") await addEvent(trx, id, operator, "status", `${lead.lead_status} → later`, now);
    await auditIn(trx, audited, true, now);
    return true;
  });
}

/** Back to "To answer" now; false when the lead was not set to follow up. */
export async function cancelFollowUp(db: Db, id: string, operator: string, now = new Date(), audited?: AuditOf<true>): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("contact_requests")
      .set({ lead_status: "new", follow_up_at: null })
      .where("id", "=", id)
      .where("lead_status", "=", "later")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await addEvent(trx, id, operator, "status", "later → new", now);
    await auditIn(trx, audited, true, now);
    return true;
  });
}

/** The leads whose follow-up date has come, back in "To answer"; how many came back. */
export async function wakeFollowUps(db: Db, now = new Date()): Promise<number> {
  const due = await db.kysely
    .selectFrom("contact_requests")
    .select("id")
    .where("lead_status", "=", "later")
    .where("follow_up_at", "<=", now.toISOString())
    .limit(500)
    .execute();
  let woken = 0;
  for (const { id } of due) {
    const done = await db.kysely.transaction().execute(async (trx) => {
      // Another instance may have woken it meanwhile: only the one that moves it writes the line.
      const moved = await trx
        .updateTable("contact_requests")
        .set({ lead_status: "new", follow_up_at: null })
        .where("id", "=", id)
        .where("lead_status", "=", "later")
        .where("follow_up_at", "<=", now.toISOString())
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return false;
      await addEvent(trx, id, "desk", "follow-up-due", "later → new", now);
      return true;
    });
    if (done) woken++;
  }
  return woken;
}
