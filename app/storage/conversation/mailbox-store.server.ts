/**
 * The mailbox door's memory (issue 44): the attempt written before a message's body is read (a
 * restart that finds it skips the message and lists it), the messages held for an operator
 * (unmatched, unread), robots' lines in a lead's history, and a lead's address marked undeliverable.
 */
import { randomUUID } from "node:crypto";
import { camelRow } from "../platform/camel-row";
import type { Db } from "../platform/database.server";
import { emailKey } from "../requests/requests-store.server";
import { addEvent } from "../requests/lead-events.server";

export interface MailboxPlace {
  account: string;
  uidValidity: bigint | number;
  uid: number;
}

export interface HeldMessage {
  id: string;
  state: "unread" | "unmatched";
  reason: string | null;
  requestId: string | null;
  /** The lead's reference and first name, when it names one. */
  reference: string | null;
  firstName: string | null;
  fromAddress: string | null;
  subject: string;
  size: number;
  createdAt: string;
}

/** How long a held message's line is kept: the message itself stays in the mailbox. */
export const heldRetentionDays = 30;

type Held = {
  state: "unread" | "unmatched" | "reading";
  reason: string | null;
  requestId?: string | null;
  fromAddress: string | null;
  subject: string;
  size: number;
};

function where(place: MailboxPlace) {
  return { account: place.account, uid_validity: String(place.uidValidity), uid: place.uid };
}

/**
 * Records that this message's body is about to be read. False when an earlier reading of it
 * began and never ended (the server stopped, froze or crashed on it): then it is listed as unread,
 * and its body is never read again.
 */
export async function beginReading(db: Db, place: MailboxPlace, what: Omit<Held, "state" | "reason">, now = new Date()): Promise<boolean> {
  const key = where(place);
  const existing = await db.kysely
    .selectFrom("mailbox_messages")
    .select(["id", "state"])
    .where("account", "=", key.account)
    .where("uid_validity", "=", key.uid_validity)
    .where("uid", "=", key.uid)
    .executeTakeFirst();
  if (existing) {
    if (existing.state === "reading")
      await db.kysely
        .updateTable("mailbox_messages")
        .set({ state: "unread", reason: "never-ended" })
        .where("id", "=", existing.id)
        .execute();
    return false;
  }
  await hold(db, place, { ...what, state: "reading", reason: null }, now);
  return true;
}

/** The reading ended (the message stored, or found to be nothing for the desk): its line goes. */
export async function endReading(db: Db, place: MailboxPlace): Promise<void> {
  const key = where(place);
  await db.kysely
    .deleteFrom("mailbox_messages")
    .where("account", "=", key.account)
    .where("uid_validity", "=", key.uid_validity)
    .where("uid", "=", key.uid)
    .where("state", "=", "reading")
    .execute();
}

/** Holds a message for an operator (or turns its attempt into a held line): once per message. */
export async function hold(db: Db, place: MailboxPlace, held: Held, now = new Date()): Promise<void> {
  const key = where(place);
  const values = {
    state: held.state,
    reason: held.reason?.slice(0, 300) ?? null,
    request_id: held.requestId ?? null,
    from_address: held.fromAddress?.slice(0, 320) ?? null,
    subject: held.subject.slice(0, 300),
    size: held.size,
  };
  await db.kysely
    .insertInto("mailbox_messages")
    .values({ id: randomUUID(), ...key, ...values, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["account", "uid_validity", "uid"]).doUpdateSet(values))
    .execute();
}

const heldColumns = ["id", "reason", "request_id", "from_address", "subject", "size", "created_at"] as const;

/** The messages held for an operator, newest first. */
export async function heldMessages(db: Db, limit = 200): Promise<HeldMessage[]> {
  const rows = await db.kysely
    .selectFrom("mailbox_messages")
    .leftJoin("contact_requests", "contact_requests.id", "mailbox_messages.request_id")
    .selectAll("mailbox_messages")
    .select(["contact_requests.reference", "contact_requests.first_name"])
    .where("mailbox_messages.state", "in", ["unread", "unmatched"])
    .orderBy("mailbox_messages.created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...camelRow(r, heldColumns),
    state: r.state as HeldMessage["state"],
    reference: r.reference ?? null,
    firstName: r.first_name ?? null,
  }));
}

/** Lines older than the retention go (the messages stay in the mailbox); the count removed. */
export async function purgeHeld(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - heldRetentionDays * 86_400_000).toISOString();
  const result = await db.kysely.deleteFrom("mailbox_messages").where("created_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** A robot's line in a lead's history (an automatic reply, a delivery report): no status changes. */
export async function addRobotLine(
  db: Db,
  requestId: string,
  kind: "auto-reply" | "bounce" | "delay",
  detail: string,
  now = new Date(),
): Promise<void> {
  await addEvent(db, requestId, "mailbox", kind, detail.slice(0, 300), now);
}

/** Mail to the lead's address failed for good: the lead and its row say so, with the reason. */
export async function markUndeliverable(db: Db, requestId: string, reason: string): Promise<void> {
  await db.kysely
    .updateTable("contact_requests")
    .set({ email_undeliverable: reason.slice(0, 300) })
    .where("id", "=", requestId)
    .execute();
}

/** The newest lead of an address (a delivery report that names only the address that failed). */
export async function newestLeadOf(db: Db, address: string): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select("id")
    .where("email_key", "=", emailKey(address))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** The lead's first name: who an automatic reply is from, when its sender gave no address. */
export async function leadFirstName(db: Db, id: string): Promise<string | undefined> {
  const row = await db.kysely.selectFrom("contact_requests").select("first_name").where("id", "=", id).executeTakeFirst();
  return row?.first_name;
}
