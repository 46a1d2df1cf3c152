/** The outbox's rows: claims, outcomes, retries, and how the outbox is doing. */
import { sql } from "kysely";
import { parsePackage } from "~/content/packages";
import { defaultLocale, locales } from "~/i18n/locale";
import { type Db } from "../platform/database.server";
import type { NotificationChannel } from "../requests/lead-status";
import { attributionOf } from "../requests/attribution-columns.server";
import type { ContactRequest } from "../requests/requests-store.server";
import { parseSpamReasons } from "~/storage/requests/spam-reasons";

export interface ClaimedNotification {
  id: string;
  request_id: string;
  attempts: number;
  channel: NotificationChannel;
  created_at: string;
  recipient: string | null;
}

/**
 * Claims up to `limit` due notifications until `lockedUntil`, counting an attempt on each. Several
 * instances on one PostgreSQL each claim rows no other is claiming; SQLite has a single writer.
 */
export async function claimDueNotifications(db: Db, at: Date, lockedUntil: Date, limit: number): Promise<ClaimedNotification[]> {
  const nowIso = at.toISOString();
  let due = db.kysely
    .selectFrom("contact_notifications")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
    .orderBy("next_attempt_at")
    .limit(limit);
  if (db.dialect === "postgres") due = due.forUpdate().skipLocked();
  const rows = await db.kysely
    .updateTable("contact_notifications")
    .set({ locked_until: lockedUntil.toISOString(), attempts: sql`attempts + 1` })
    .where("id", "in", due)
    .returning(["id", "request_id", "attempts", "channel", "created_at", "recipient"])
    .execute();
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts), recipient: r.recipient ?? null }));
}

/**
 * After a restart every pending notification is due, whatever its backoff (the server may have
 * been restarted precisely because mail was down). On SQLite (one server process per file) a
 * claim left in the file belongs to a process that died, so it is released too.
 */
export async function resumePendingNotifications(db: Db, at: Date): Promise<void> {
  const nowIso = at.toISOString();
  await db.kysely
    .updateTable("contact_notifications")
    .set({ next_attempt_at: nowIso })
    .where("status", "=", "pending")
    .where("next_attempt_at", ">", nowIso)
    .execute();
  if (db.dialect === "sqlite") {
    await db.kysely.updateTable("contact_notifications").set({ locked_until: null }).where("status", "=", "pending").execute();
  }
}

/**
 * One request, to deliver. The storage boundary: the language and the package were checked by the
 * form when stored, and are checked once more here, so a row an older version wrote (or a package
 * since withdrawn) reaches the channels as a Locale and a known PackageId or null.
 */
export async function findRequest(db: Db, id: string): Promise<ContactRequest | undefined> {
  const row = await db.kysely.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    reference: row.reference ?? null,
    firstName: row.first_name,
    email: row.email,
    message: row.message,
    language: locales.includes(row.language) ? row.language : defaultLocale,
    packageId: parsePackage(row.package),
    attribution: attributionOf(row),
    createdAt: row.created_at,
    possibleSpam: row.spam_check ? parseSpamReasons(row.spam_reasons) : [],
  };
}

/** A claimed notification whose request was erased meanwhile: nothing left to send. */
export async function dropNotification(db: Db, id: string): Promise<void> {
  await db.kysely.deleteFrom("contact_notifications").where("id", "=", id).execute();
}

/** Keeps a claim while a send is in flight. */
export async function renewClaim(db: Db, id: string, lockedUntil: Date): Promise<void> {
  await db.kysely
    .updateTable("contact_notifications")
    .set({ locked_until: lockedUntil.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

export type NotificationOutcome =
  { kind: "sent"; at: Date } | { kind: "failed"; error: string } | { kind: "retry"; error: string; nextAttemptAt: Date };

export async function settleNotification(db: Db, id: string, outcome: NotificationOutcome): Promise<void> {
  const update = db.kysely.updateTable("contact_notifications").where("id", "=", id);
  switch (outcome.kind) {
    case "sent":
      await update.set({ status: "sent", sent_at: outcome.at.toISOString(), locked_until: null, last_error: null }).execute();
      return;
    case "failed":
      await update.set({ status: "failed", locked_until: null, last_error: outcome.error }).execute();
      return;
    case "retry":
      await update.set({ locked_until: null, last_error: outcome.error, next_attempt_at: outcome.nextAttemptAt.toISOString() }).execute();
  }
}

/**
 * Queues deliveries again, due now: `contacts retry`. `--all-failed` takes every failed one; `--id`
 * every delivery of that request not sent yet, failed or pending (waiting on a far backoff). A
 * pending one's live claim is kept (a send may be in flight: releasing it could send twice); a
 * claim expires within the worker's lease.
 */
export async function requeueFailed(db: Db, which: { requestId: string } | "all-failed", now = new Date()): Promise<number> {
  let query = db.kysely.updateTable("contact_notifications").set({
    status: "pending",
    next_attempt_at: now.toISOString(),
    locked_until: sql<string | null>`case when status = 'failed' then null else locked_until end`,
    attempts: 0,
  });
  query =
    which === "all-failed"
      ? query.where("status", "=", "failed")
      : query.where("status", "in", ["failed", "pending"]).where("request_id", "=", which.requestId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The outbox as an operator watches it: what waits, since when, and what was given up on. */
export interface OutboxHealth {
  pending: number;
  /** Age of the oldest pending notification in seconds, 0 when none waits. */
  oldestPendingSeconds: number;
  failed: number;
}

export async function outboxHealth(db: Db, now: Date = new Date()): Promise<OutboxHealth> {
  const rows = await db.kysely
    .selectFrom("contact_notifications")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("status", "<>", "sent")
    .groupBy("status")
    .execute();
  const pending = rows.find((r) => r.status === "pending");
  const failed = rows.find((r) => r.status === "failed");
  const oldest = pending?.oldest ? Date.parse(pending.oldest) : NaN;
  return {
    pending: Number(pending?.n ?? 0),
    oldestPendingSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    failed: Number(failed?.n ?? 0),
  };
}
