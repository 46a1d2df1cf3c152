/**
 * Erasure and retention as the legal notice promises them: the rows, their notifications' mail
 * files, (on SQLite) the pages the deleted rows leave in the write-ahead log, and every copy of
 * the database the server itself keeps (`contacts.sqlite.replaced-<time>`).
 */
import { removeMailFiles } from "~/storage/conversation/mail-files.server";
import { inEachCopy } from "../storage/platform/sqlite-copies.server";
import { type Db } from "../storage/platform/database.server";
import {
  eraseByEmail,
  forgetAddressInVisits,
  forgetDeletedPages,
  purgeCreatedBefore,
  type Deleted,
} from "../storage/requests/retention-store.server";

export interface Erased {
  requests: number;
  notifications: number;
  mailFiles: number;
}

async function finish(db: Db, deleted: Deleted, mailFiles: number): Promise<Erased> {
  if (deleted.requests > 0 || mailFiles > 0) await forgetDeletedPages(db);
  return { requests: deleted.requests, notifications: deleted.notificationIds.length, mailFiles };
}

/** The same deletion in each copy the server kept beside a SQLite database; adds what went there. */
async function inCopies(db: Db, dataDir: string, erase: (copy: Db) => Promise<Deleted>): Promise<Deleted> {
  const total: Deleted = { requests: 0, notificationIds: [] };
  for (const { result } of await inEachCopy(db, dataDir, erase)) {
    total.requests += result.requests;
    total.notificationIds.push(...result.notificationIds);
  }
  return total;
}

function plus(a: Deleted, b: Deleted): Deleted {
  return { requests: a.requests + b.requests, notificationIds: [...a.notificationIds, ...b.notificationIds] };
}

/**
 * Every request from this address (compared by its normalised key: app/storage/person-store, whose
 * rules the access export in person-export.server.ts reads by), its notifications and mail files.
 */
export async function eraseContact(db: Db, dataDir: string, email: string): Promise<Erased> {
  const deleted = plus(await eraseByEmail(db, email), await inCopies(db, dataDir, (copy) => eraseByEmail(copy, email)));
  // Where a stranger's link could have put the address: campaign values of visits and daily counts.
  await forgetAddressInVisits(db, email);
  // With no request deleted, the address may still have left visits or its exports' audit lines: their old pages go too.
  if (deleted.requests === 0) await forgetDeletedPages(db);
  return finish(db, deleted, removeMailFiles(dataDir, deleted.notificationIds));
}

/** Requests older than `days` days, their notifications and mail files. */
export async function purgeOlderThan(db: Db, dataDir: string, days: number, now = new Date()): Promise<Erased> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const deleted = plus(await purgeCreatedBefore(db, cutoff), await inCopies(db, dataDir, (copy) => purgeCreatedBefore(copy, cutoff)));
  return finish(db, deleted, removeMailFiles(dataDir, deleted.notificationIds, cutoff));
}

/** How long a request caught by a spam trap is kept for review (then purged like any old request). */
export const spamRetentionDays = 30;

/** Retention of caught spam: requests still marked 'spam' after `days` days go, with any mail file. */
export async function purgeSpamOlderThan(db: Db, dataDir: string, days = spamRetentionDays, now = new Date()): Promise<Erased> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const deleted = plus(
    await purgeCreatedBefore(db, cutoff, "spam"),
    await inCopies(db, dataDir, (copy) => purgeCreatedBefore(copy, cutoff, "spam")),
  );
  return finish(db, deleted, removeMailFiles(dataDir, deleted.notificationIds, cutoff));
}
