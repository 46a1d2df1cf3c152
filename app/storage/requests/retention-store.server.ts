/** Erasure, retention and backup: what leaves the database, and the copy that leaves the host. */
import { sql } from "kysely";
import { ensurePrivateFile } from "../../platform/data-dir.server";
import { scrubCopy } from "../platform/sqlite-copies.server";
import { type Db } from "../platform/database.server";
import type { LeadStatus } from "./lead-status";
import {
  forgetAddressInAudit,
  holdsAddress,
  pageViewTextColumns,
  personKey,
  personRequestIds,
  searchableInVisits,
  visitTextColumns,
} from "./person-store.server";

export interface Deleted {
  requests: number;
  /** The deleted notifications' ids: their mail files go too (the mailer knows their names). */
  notificationIds: string[];
}

/** Deletes the matching requests and their notifications in one transaction. */
async function deleteRequests(
  db: Db,
  where: { emailKey: string } | { createdBefore: string; leadStatus?: LeadStatus } | { ids: readonly string[]; leadStatus: LeadStatus },
): Promise<Deleted> {
  return db.kysely.transaction().execute(async (trx) => {
    let matching = "emailKey" in where ? personRequestIds(trx, where.emailKey) : trx.selectFrom("contact_requests").select("id");
    if ("emailKey" in where) {
      // The audit lines of this address's exports keep the export, not the address.
      await forgetAddressInAudit(trx, where.emailKey);
    } else if ("ids" in where)
      matching = matching.where("id", "in", where.ids.length ? where.ids : [""]).where("lead_status", "=", where.leadStatus);
    else {
      matching = matching.where("created_at", "<", where.createdBefore);
      if (where.leadStatus) matching = matching.where("lead_status", "=", where.leadStatus);
    }
    const notifications = await trx.deleteFrom("contact_notifications").where("request_id", "in", matching).returning("id").execute();
    const deleted = await trx.deleteFrom("contact_requests").where("id", "in", matching).executeTakeFirst();
    return { requests: Number(deleted.numDeletedRows), notificationIds: notifications.map((n) => n.id) };
  });
}

/**
 * The right to erasure: every request from this address (person-store's rule, the access export's
 * too) and its notifications; the address in its exports' audit lines.
 */
export function eraseByEmail(db: Db, email: string): Promise<Deleted> {
  return deleteRequests(db, { emailKey: personKey(email) });
}

/**
 * Erasure reaches what a stranger could have written an address into: a link such as
 * `?utm_content=jan@firm.be` puts it in a visit in progress (kept up to 30 minutes after its last
 * page) and in the day's counts. Each value holding the address (in any case) is emptied. Returns
 * how many rows changed.
 */
export async function forgetAddressInVisits(db: Db, email: string): Promise<number> {
  const needle = personKey(email);
  if (!searchableInVisits(needle)) return 0;
  const holds = (column: string) => holdsAddress(db, column, needle);
  let changed = 0;
  for (const column of visitTextColumns) {
    const result = await db.kysely
      .updateTable("visits")
      .set({ [column]: null })
      .where(holds(column))
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  for (const column of pageViewTextColumns) {
    const result = await db.kysely
      .updateTable("page_views")
      .set({ [column]: "(erased)" })
      .where(holds(column))
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

/** Retention: requests created before `cutoff` (only those of one lead status, if given), with their notifications. */
export function purgeCreatedBefore(db: Db, cutoff: Date, leadStatus?: LeadStatus): Promise<Deleted> {
  return deleteRequests(db, { createdBefore: cutoff.toISOString(), leadStatus });
}

/** The spam view's "Delete now": these requests, only those still marked spam, with their notifications. */
export function deleteSpam(db: Db, ids: readonly string[]): Promise<Deleted> {
  return deleteRequests(db, { ids, leadStatus: "spam" });
}

/**
 * After a deletion on SQLite: the write-ahead log still holds the deleted rows' old pages until a
 * checkpoint; truncating it leaves no copy of erased data on disk (with secure_delete, freed pages
 * in the database file are zeroed too).
 */
export async function forgetDeletedPages(db: Db): Promise<void> {
  if (db.dialect === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely);
}

/**
 * A consistent, compact copy of the SQLite database while the server keeps writing: mode 0600,
 * without the keys that hash client addresses.
 */
export async function backupSqlite(db: Db, file: string): Promise<void> {
  if (db.dialect !== "sqlite") throw new Error("backup copies the SQLite database; for PostgreSQL use pg_dump");
  ensurePrivateFile(file);
  await sql`vacuum into ${file}`.execute(db.kysely);
  await scrubCopy(file);
}
