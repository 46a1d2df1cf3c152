/** Who owns a lead ("Assign to", the "Mine" view); the reminder digests are in digest-store. */
import { randomUUID } from "node:crypto";
import type { Db } from "../platform/database.server";
import { queueNotifications } from "../conversation/outbox-queue.server";
import { addEvent } from "../requests/lead-events.server";
import { auditIn, type AuditOf } from "./desk-audit-store.server";

export interface OperatorBrief {
  id: string;
  name: string;
  email: string;
}

/** The operators a lead can be assigned to, by name. */
export async function assignableOperators(db: Db): Promise<OperatorBrief[]> {
  return db.kysely.selectFrom("desk_operators").select(["id", "name", "email"]).orderBy("name").orderBy("id").execute();
}

/** The lead's owner, or null. */
export async function assigneeOf(db: Db, requestId: string): Promise<OperatorBrief | null> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .innerJoin("desk_operators", "desk_operators.id", "contact_requests.assignee_id")
    .select(["desk_operators.id", "desk_operators.name", "desk_operators.email"])
    .where("contact_requests.id", "=", requestId)
    .executeTakeFirst();
  return row ?? null;
}

/** Who assigned the lead that the assignment mail `id` tells of (its history line has the same id). */
export async function assignedBy(db: Db, id: string): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom("lead_events")
    .select("operator")
    .where((eb) => eb.and({ id, kind: "assign" }))
    .executeTakeFirst();
  return row?.operator ?? undefined;
}

export type AssignResult =
  { kind: "not-found" } | { kind: "unchanged" } | { kind: "assigned"; to: OperatorBrief | null; mailQueued: boolean };

/**
 * Gives the lead to an operator (or to nobody, `to` null), in its history; queues the mail that
 * tells the new owner, with the link, unless they assigned it to themselves.
 */
export async function assignLead(
  db: Db,
  requestId: string,
  to: string | null,
  by: { id: string; name: string },
  now = new Date(),
  audited?: AuditOf<OperatorBrief | null>,
): Promise<AssignResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("contact_requests").select(["assignee_id"]).where("id", "=", requestId).executeTakeFirst();
    if (!lead) return { kind: "not-found" };
    const operator = to
      ? await trx.selectFrom("desk_operators").select(["id", "name", "email"]).where("id", "=", to).executeTakeFirst()
      : null;
    if (to && !operator) return { kind: "not-found" };
    if ((lead.assignee_id ?? null) === (operator?.id ?? null)) return { kind: "unchanged" };
    const at = now.toISOString();
    // The history line and the mail share one id: the mail names who assigned the lead from it.
    const eventId = randomUUID();
    await trx
      .updateTable("contact_requests")
      .set({ assignee_id: operator?.id ?? null })
      .where("id", "=", requestId)
      .execute();
    await addEvent(trx, requestId, by.name, "assign", operator?.name ?? "", at, eventId);
    const mailQueued = Boolean(operator && operator.id !== by.id);
    if (operator && mailQueued) {
      await queueNotifications(trx, [{ requestId, channel: "assignment", recipient: operator.email, id: eventId }], at);
    }
    await auditIn(trx, audited, operator ?? null, now);
    return { kind: "assigned", to: operator ?? null, mailQueued };
  });
}

/** An operator opened "Reply from your mail app" (the desk asks later whether they replied). */
export async function recordMailtoOpened(db: Db, requestId: string, operator: string, now = new Date()): Promise<boolean> {
  const lead = await db.kysely.selectFrom("contact_requests").select("id").where("id", "=", requestId).executeTakeFirst();
  if (!lead) return false;
  await addEvent(db, requestId, operator, "mailto", "", now);
  return true;
}

/** Leads whose request notification (mail or webhook) failed for good: the inbox's banner. */
export async function countUndelivered(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("contact_notifications")
    .select((eb) => eb.fn.count<number | string>("request_id").distinct().as("n"))
    .where("status", "=", "failed")
    .where("channel", "in", ["mail", "webhook"])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
