/**
 * Erasure and retention as the legal notice promises them: the rows, their notifications' mail
 * files, and (on SQLite) the pages the deleted rows leave in the write-ahead log.
 */
import { removeMailFiles } from "./mail/mailer.server";
import type { Db } from "./storage/database.server";
import { eraseByEmail, forgetDeletedPages, purgeCreatedBefore, type Deleted } from "./storage/contact-store.server";

export interface Erased {
  requests: number;
  notifications: number;
  mailFiles: number;
}

async function finish(db: Db, deleted: Deleted, mailFiles: number): Promise<Erased> {
  if (deleted.requests > 0 || mailFiles > 0) await forgetDeletedPages(db);
  return { requests: deleted.requests, notifications: deleted.notificationIds.length, mailFiles };
}

/** Every request from this address (compared by its normalised key), its notifications and mail files. */
export async function eraseContact(db: Db, dataDir: string, email: string): Promise<Erased> {
  const deleted = await eraseByEmail(db, email);
  return finish(db, deleted, removeMailFiles(dataDir, deleted.notificationIds));
}

/** Requests older than `days` days, their notifications and mail files. */
export async function purgeOlderThan(db: Db, dataDir: string, days: number, now = new Date()): Promise<Erased> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const deleted = await purgeCreatedBefore(db, cutoff);
  return finish(db, deleted, removeMailFiles(dataDir, deleted.notificationIds, cutoff));
}

/** How long a request caught by a spam trap is kept for review (then purged like any old request). */
export const spamRetentionDays = 30;

/** Retention of caught spam: requests still marked 'spam' after `days` days go, with any mail file. */
export async function purgeSpamOlderThan(db: Db, dataDir: string, days = spamRetentionDays, now = new Date()): Promise<Erased> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const deleted = await purgeCreatedBefore(db, cutoff, "spam");
  return finish(db, deleted, removeMailFiles(dataDir, deleted.notificationIds, cutoff));
}
