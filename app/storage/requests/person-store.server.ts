/**
 * One person as the agency holds them (GDPR Articles 15 and 17): what erasure deletes and what the
 * access export reads are found here, by the same rules, so the two cannot drift apart.
 *
 * - Their requests: every `contact_requests` row whose `email_key` is the address's key
 *   (`emailKey`: NFC, Unicode lower case), whatever the case or form it was typed in.
 * - What hangs on those requests: outbox rows, replies, answers, history (foreign keys, erased by
 *   cascade), the desk audit's lines about them, mail held from the mailbox naming them.
 * - The audit lines of this address's own exports (`person export`, the address as their detail).
 * - Where a stranger's link could have put the address: campaign values of visits and daily counts.
 */
import { sql, type Kysely } from "kysely";
import type { Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import { emailKey } from "./requests-store.server";

/** The audit action of an access export; its detail is the address's key (erasure empties it). */
export const personExportAction = "person export";

/** What an erased address leaves in its export's audit line. */
export const erasedAddress = "(erased address)";

/** The key a person is found by. */
export function personKey(email: string): string {
  return emailKey(email);
}

/** The ids of the person's requests, as a sub-query (`where("request_id", "in", personRequestIds(…))`). */
export function personRequestIds(db: Kysely<Database>, key: string) {
  return db.selectFrom("contact_requests").select("id").where("email_key", "=", key);
}

/** The columns of `visits` a stranger writes (a link's campaign parameters, its landing path). */
export const visitTextColumns = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "landing_path"] as const;
/** The same in the daily counts (never null there: '' is unknown). */
export const pageViewTextColumns = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** Whether a column holds the address (in any case): for visits and daily counts. */
export function holdsAddress(db: Db, column: string, key: string) {
  return db.dialect === "postgres"
    ? sql<boolean>`strpos(lower(${sql.ref(column)}), ${key}) > 0`
    : sql<boolean>`instr(lower(${sql.ref(column)}), ${key}) > 0`;
}

/** Whether an address could be in a stranger's link at all (an empty or odd key matches nothing). */
export function searchableInVisits(key: string): boolean {
  return key.includes("@");
}

/** Empties the address in the audit lines of its exports; how many lines changed. */
export async function forgetAddressInAudit(db: Kysely<Database>, key: string): Promise<number> {
  const result = await db
    .updateTable("desk_audit")
    .set({ detail: erasedAddress })
    .where((eb) => eb.and({ action: personExportAction, detail: key }))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A table a copy of an older database may not have yet: read as empty there. */
async function orNone<T>(read: Promise<T[]>): Promise<T[]> {
  try {
    return await read;
  } catch (error) {
    if (/no such (table|column)/i.test(String(error))) return [];
    throw error;
  }
}

/** Everything one database holds about the person whose key this is, as stored (rows, oldest first). */
export async function readPerson(db: Db, key: string) {
  const k = db.kysely;
  const ids = () => personRequestIds(k, key);
  const [requests, notifications, replies, answers, events, audit, held] = await Promise.all([
    k.selectFrom("contact_requests").selectAll().where("email_key", "=", key).orderBy("created_at").orderBy("id").execute(),
    // The outbox without its addressee: a desk mail's recipient is an operator's address.
    k
      .selectFrom("contact_notifications")
      .select(["id", "request_id", "channel", "status", "attempts", "created_at", "sent_at", "last_error"])
      .where("request_id", "in", ids())
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    orNone(k.selectFrom("desk_replies").selectAll().where("request_id", "in", ids()).orderBy("created_at").orderBy("id").execute()),
    orNone(k.selectFrom("lead_answers").selectAll().where("request_id", "in", ids()).orderBy("created_at").orderBy("id").execute()),
    k.selectFrom("lead_events").selectAll().where("request_id", "in", ids()).orderBy("at").orderBy("id").execute(),
    k
      .selectFrom("desk_audit")
      .selectAll()
      .where((eb) => eb.or([eb("request_id", "in", ids()), eb.and([eb("action", "=", personExportAction), eb("detail", "=", key)])]))
      .orderBy("at")
      .orderBy("id")
      .execute(),
    orNone(
      k
        .selectFrom("mailbox_messages")
        .select(["id", "request_id", "state", "reason", "from_address", "subject", "size", "created_at"])
        .where((eb) => eb.or([eb("request_id", "in", ids()), eb(sql<string>`lower(from_address)`, "=", key)]))
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
    ),
  ]);
  const operators = await k.selectFrom("desk_operators").select(["id", "name"]).execute();
  return { requests, notifications, replies, answers, events, audit, held, operators: new Map(operators.map((o) => [o.id, o.name])) };
}

export type PersonRows = Awaited<ReturnType<typeof readPerson>>;

/** The visits in progress and daily counts whose campaign values (or landing path) hold the address. */
export async function visitsNaming(db: Db, key: string) {
  if (!searchableInVisits(key)) return { visits: [], dailyCounts: [] };
  const visits = await db.kysely
    .selectFrom("visits")
    .select(["started_at", "last_seen_at", ...visitTextColumns])
    .where((eb) => eb.or(visitTextColumns.map((c) => holdsAddress(db, c, key))))
    .execute();
  const dailyCounts = await db.kysely
    .selectFrom("page_views")
    .select(["day", "path", "language", ...pageViewTextColumns, "views"])
    .where((eb) => eb.or(pageViewTextColumns.map((c) => holdsAddress(db, c, key))))
    .execute();
  return { visits, dailyCounts };
}
