import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import type { Db } from "./database.server";
import { emailKey } from "./migrations.server";
import type { Database } from "./schema.server";

export interface Delivery {
  channel: string;
  status: string;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

export interface ContactRecord {
  id: string;
  createdAt: string;
  status: string;
  language: string;
  firstName: string;
  email: string;
  message: string;
  /** One per channel (mail, webhook); none for a throttled request. */
  notifications: Delivery[];
}

/** Every request with its deliveries, newest first. */
export async function listContacts(db: Kysely<Database>): Promise<ContactRecord[]> {
  const requests = await db
    .selectFrom("contact_requests")
    .select(["id", "created_at", "status", "language", "first_name", "email", "message"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const deliveries = await db
    .selectFrom("contact_notifications")
    .select(["request_id", "channel", "status", "attempts", "sent_at", "last_error"])
    .orderBy("channel")
    .execute();
  const byRequest = new Map<string, Delivery[]>();
  for (const d of deliveries) {
    const list = byRequest.get(d.request_id) ?? [];
    list.push({ channel: d.channel, status: d.status, attempts: Number(d.attempts), sentAt: d.sent_at ?? null, lastError: d.last_error ?? null });
    byRequest.set(d.request_id, list);
  }
  return requests.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    status: r.status,
    language: r.language,
    firstName: r.first_name,
    email: r.email,
    message: r.message,
    notifications: byRequest.get(r.id) ?? [],
  }));
}

/** Queues failed deliveries again (one request's, or all): `contacts retry`. */
export async function requeueFailed(db: Kysely<Database>, which: { requestId: string } | "all-failed", now = new Date()): Promise<number> {
  let query = db
    .updateTable("contact_notifications")
    .set({ status: "pending", next_attempt_at: now.toISOString(), locked_until: null, attempts: 0 })
    .where("status", "=", "failed");
  if (which !== "all-failed") query = query.where("request_id", "=", which.requestId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const csvHeader = [
  "id",
  "created_at",
  "status",
  "language",
  "first_name",
  "email",
  "message",
  "mail_status",
  "mail_sent_at",
  "webhook_status",
  "webhook_sent_at",
] as const;

export function csvRow(r: ContactRecord): string[] {
  return [
    r.id,
    r.createdAt,
    r.status,
    r.language,
    r.firstName,
    r.email,
    r.message,
    ...(["mail", "webhook"] as const).flatMap((channel) => {
      const d = r.notifications.find((n) => n.channel === channel);
      return [d?.status ?? "", d?.sentAt ?? ""];
    }),
  ];
}

/** Removes `.eml` copies of the given notifications (the mail outbox used without SMTP). */
function removeMailFiles(dataDir: string, notificationIds: readonly string[], olderThan?: string): number {
  const dir = join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return 0;
  }
  const ids = new Set(notificationIds);
  const cutoff = olderThan?.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  let removed = 0;
  for (const file of files) {
    // A half-written ".eml.tmp" (disk full mid-write) holds the same personal data.
    const match = /^(\d{8}T\d{6}Z)-([0-9a-f-]+)\.eml(\.tmp)?$/.exec(file);
    if (!match) continue;
    // A .tmp is a write that never completed (the mailer renames at once): always garbage.
    if (match[3] || ids.has(match[2] ?? "") || (cutoff !== undefined && (match[1] ?? "") < cutoff)) {
      rmSync(join(dir, file), { force: true });
      removed++;
    }
  }
  return removed;
}

export interface Deleted {
  requests: number;
  notifications: number;
  mailFiles: number;
}

/** The right to erasure: every request from this address, its notifications and mail files. */
export async function eraseByEmail(db: Kysely<Database>, dataDir: string, email: string): Promise<Deleted> {
  const key = emailKey(email);
  const result = await db.transaction().execute(async (trx) => {
    const requests = trx.selectFrom("contact_requests").select("id").where("email_key", "=", key);
    const notifications = await trx
      .deleteFrom("contact_notifications")
      .where("request_id", "in", requests)
      .returning("id")
      .execute();
    const deleted = await trx
      .deleteFrom("contact_requests")
      .where("email_key", "=", key)
      .executeTakeFirst();
    return { requests: Number(deleted.numDeletedRows), notificationIds: notifications.map((n) => n.id) };
  });
  return {
    requests: result.requests,
    notifications: result.notificationIds.length,
    mailFiles: removeMailFiles(dataDir, result.notificationIds),
  };
}

/**
 * After erase or purge on SQLite: the write-ahead log still holds the deleted rows' old pages
 * until a checkpoint; truncating it leaves no copy of erased data on disk (with secure_delete,
 * freed pages in the database file are zeroed too).
 */
export async function forgetDeletedPages(db: Db): Promise<void> {
  if (db.dialect === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely);
}

/** Retention: requests older than `days` days, with their notifications and mail files. */
export async function purgeOlderThan(db: Kysely<Database>, dataDir: string, days: number, now = new Date()): Promise<Deleted> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const requests = trx.selectFrom("contact_requests").select("id").where("created_at", "<", cutoff);
    const notifications = await trx
      .deleteFrom("contact_notifications")
      .where("request_id", "in", requests)
      .returning("id")
      .execute();
    const deleted = await trx.deleteFrom("contact_requests").where("created_at", "<", cutoff).executeTakeFirst();
    return { requests: Number(deleted.numDeletedRows), notificationIds: notifications.map((n) => n.id) };
  });
  return {
    requests: result.requests,
    notifications: result.notificationIds.length,
    mailFiles: removeMailFiles(dataDir, result.notificationIds, cutoff),
  };
}
