/** The desk's audit: what operators and the CLI did, one line each, newest first. */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { queries, type Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";

export interface AuditEntry {
  id: string;
  at: string;
  operator: string | null;
  action: string;
  requestId: string | null;
  detail: string;
}

export async function audit(
  db: Db | Kysely<Database>,
  entry: { operator: string | null; action: string; requestId?: string | null; detail?: string },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await queries(db)
    .insertInto("desk_audit")
    .values({
      id,
      at: now.toISOString(),
      operator: entry.operator,
      action: entry.action,
      request_id: entry.requestId ?? null,
      detail: entry.detail ?? "",
    })
    .execute();
  return id;
}

/**
 * Rewrites an audit line in place (its time and detail): repeated failures from one client stay
 * one line with a count instead of burying the other events. False when the line is gone.
 */
export async function updateAudit(db: Db, id: string, detail: string, now = new Date()): Promise<boolean> {
  const result = await db.kysely.updateTable("desk_audit").set({ at: now.toISOString(), detail }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many lines the audit holds (its last page). */
export async function countAudit(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("desk_audit")
    .select((e) => e.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listAudit(db: Db, options: { limit: number; offset: number }): Promise<AuditEntry[]> {
  const rows = await db.kysely
    .selectFrom("desk_audit")
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.map((r) => ({ id: r.id, at: r.at, operator: r.operator, action: r.action, requestId: r.request_id, detail: r.detail }));
}
