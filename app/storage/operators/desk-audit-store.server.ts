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

/** One line of the audit as its writer says it (the id and time are the audit's). */
export interface AuditLine {
  operator: string | null;
  action: string;
  requestId?: string | null;
  detail?: string;
}

/**
 * The audit line a change writes inside its own transaction, said from what the change did;
 * undefined when it did nothing worth a line. The caller (the desk) words it; the store writes it
 * before it commits, so the change and its line are kept or lost together.
 */
export type AuditOf<R> = (outcome: R) => AuditLine | undefined;

/** Writes `audited`'s line for this outcome, if any, in the transaction `trx` (audit's own writer). */
export async function auditIn<R>(trx: Kysely<Database>, audited: AuditOf<R> | undefined, outcome: R, now = new Date()): Promise<void> {
  const line = audited?.(outcome);
  if (line) await audit(trx, line, now);
}

export async function audit(db: Db | Kysely<Database>, entry: AuditLine, now = new Date()): Promise<string> {
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
