import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { sql, type Kysely } from "kysely";
import type { Db } from "./database.server";
import { emailKey } from "./migrations.server";
import type { Database } from "./schema.server";

export interface ContactRecord {
  id: string;
  createdAt: string;
  status: string;
  language: string;
  firstName: string;
  email: string;
  message: string;
  notification: { status: string; attempts: number; sentAt: string | null; lastError: string | null } | null;
}

/** Every request with its notification, newest first. */
export async function listContacts(db: Kysely<Database>): Promise<ContactRecord[]> {
  const rows = await db
    .selectFrom("contact_requests as r")
    .leftJoin("contact_notifications as n", "n.request_id", "r.id")
    .select([
      "r.id",
      "r.created_at",
      "r.status",
      "r.language",
      "r.first_name",
      "r.email",
      "r.message",
      "n.status as n_status",
      "n.attempts as n_attempts",
      "n.sent_at as n_sent_at",
      "n.last_error as n_last_error",
    ])
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    status: r.status,
    language: r.language,
    firstName: r.first_name,
    email: r.email,
    message: r.message,
    notification: r.n_status
      ? { status: r.n_status, attempts: Number(r.n_attempts ?? 0), sentAt: r.n_sent_at ?? null, lastError: r.n_last_error ?? null }
      : null,
  }));
}

export const csvHeader = [
  "id",
  "created_at",
  "status",
  "language",
  "first_name",
  "email",
  "message",
  "notification_status",
  "notification_sent_at",
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
    r.notification?.status ?? "",
    r.notification?.sentAt ?? "",
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
