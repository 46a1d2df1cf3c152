import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.server";

/** The outbox as an operator watches it: what waits, since when, and what was given up on. */
export interface OutboxHealth {
  pending: number;
  /** Age of the oldest pending notification in seconds, 0 when none waits. */
  oldestPendingSeconds: number;
  failed: number;
}

export async function outboxHealth(kysely: Kysely<Database>, now: Date = new Date()): Promise<OutboxHealth> {
  const { rows } = await sql<{ status: string; n: number | string; oldest: string | null }>`
    select status, count(*) as n, min(created_at) as oldest
    from contact_notifications
    where status <> 'sent'
    group by status`.execute(kysely);
  const pending = rows.find((r) => r.status === "pending");
  const failed = rows.find((r) => r.status === "failed");
  const oldest = pending?.oldest ? Date.parse(pending.oldest) : NaN;
  return {
    pending: Number(pending?.n ?? 0),
    oldestPendingSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    failed: Number(failed?.n ?? 0),
  };
}
