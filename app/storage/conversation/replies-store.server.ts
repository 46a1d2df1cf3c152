/**
 * Replies sent from the desk: stored, queued in the outbox and recorded on the lead in one
 * transaction, so a reply is never marked sent without its mail waiting to go, nor the reverse.
 */
import { randomUUID } from "node:crypto";
import { defaultWorkingClock, type WorkingClock } from "~/platform/working-time.server";
import type { Db } from "../platform/database.server";
import type { Selectable } from "kysely";
import { camelRow } from "../platform/camel-row";
import type { DeskRepliesTable, NotificationStatus } from "./conversation-tables.server";
import { queueNotifications } from "./outbox-queue.server";
import { lockedLead } from "../requests/locked-lead.server";
import { addEvent, changeSince, type LeadChange } from "../requests/lead-events.server";
import { auditIn, type AuditOf } from "../operators/desk-audit-store.server";

export interface StoredReply {
  id: string;
  requestId: string;
  operator: string;
  subject: string;
  body: string;
  messageId: string;
  inReplyTo: string | null;
  /** The earlier replies' Message-IDs, oldest first. */
  references: string[];
  createdAt: string;
}

/** A reply as the lead page shows it: with its delivery's state. */
export interface ReplyWithDelivery extends StoredReply {
  delivery: { status: NotificationStatus; lastError: string | null; sentAt: string | null } | null;
}

const replyColumns = ["id", "request_id", "operator", "subject", "body", "message_id", "in_reply_to", "created_at"] as const;

function toReply(r: Selectable<DeskRepliesTable>): StoredReply {
  return { ...camelRow(r, replyColumns), references: r.thread_references ? r.thread_references.split(" ").filter(Boolean) : [] };
}

export async function findReply(db: Db, id: string): Promise<StoredReply | undefined> {
  const row = await db.kysely.selectFrom("desk_replies").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toReply(row);
}

/** A lead's replies, oldest first, each with its delivery. */
export async function repliesOf(db: Db, requestId: string): Promise<ReplyWithDelivery[]> {
  const rows = await db.kysely
    .selectFrom("desk_replies")
    .leftJoin("contact_notifications", "contact_notifications.id", "desk_replies.id")
    .selectAll("desk_replies")
    .select(["contact_notifications.status as delivery_status", "contact_notifications.last_error", "contact_notifications.sent_at"])
    .where("desk_replies.request_id", "=", requestId)
    .orderBy("desk_replies.created_at")
    .orderBy("desk_replies.id")
    .execute();
  return rows.map((r) => ({
    ...toReply(r),
    delivery: r.delivery_status ? { status: r.delivery_status, lastError: r.last_error ?? null, sentAt: r.sent_at ?? null } : null,
  }));
}

export interface NewReply {
  requestId: string;
  operator: string;
  subject: string;
  body: string;
  /** The domain of the Message-ID (the sending domain: MAIL_FROM's). */
  messageIdDomain: string;
  /** The compose form's one-time key: a second reply with it is the first one, not a new mail. */
  sendKey?: string;
  /**
   * The lead's version the compose form was rendered from (leadVersion): when another operator
   * replied or changed the status since, the reply is held, not sent (addReplyUnlessChanged).
   */
  seen?: number;
  /** The desk's audit line for a reply sent, written in the reply's transaction (none for a repeat or a held one). */
  audited?: AuditOf<StoredReply>;
}

/** What addReply did: a new reply, or the one this form's key already made (`repeated`). */
export interface AddedReply {
  reply: StoredReply;
  firstReplySeconds?: number;
  repeated?: true;
}

/** The reply a compose form's key already made, if any. */
async function replyOfKey(db: Db["kysely"], sendKey: string | undefined): Promise<StoredReply | undefined> {
  if (!sendKey) return undefined;
  const row = await db.selectFrom("desk_replies").selectAll().where("send_key", "=", sendKey).executeTakeFirst();
  return row && toReply(row);
}

/**
 * Stores a reply, queues its mail and marks the lead replied (first reply time, unless it had one;
 * the status moves only out of 'new'). Threaded: it answers the thread's last reply and references
 * every earlier one. Undefined when the lead does not exist (erased meanwhile).
 *
 * Once per compose form: a reply whose `sendKey` was used already is that first reply, nothing
 * queued again (a double click, a resent form). Replies to one lead are made one after the other:
 * on PostgreSQL the lead's row is locked for the transaction, so a concurrent reply waits, then
 * answers this one (the thread never forks); SQLite runs one writing transaction at a time.
 */
export async function addReply(
  db: Db,
  input: Omit<NewReply, "seen">,
  now = new Date(),
  clock: WorkingClock = defaultWorkingClock,
): Promise<AddedReply | undefined> {
  const added = await addReplyUnlessChanged(db, input, now, clock);
  return added && "held" in added ? undefined : added;
}

/**
 * addReply, checked against the version the compose form was rendered from (`input.seen`), in the
 * same transaction as the send: `held` names another operator's reply or status change made since,
 * and nothing is stored or queued. Without `seen`, addReply.
 */
export async function addReplyUnlessChanged(
  db: Db,
  input: NewReply,
  now = new Date(),
  clock: WorkingClock = defaultWorkingClock,
): Promise<AddedReply | { held: LeadChange } | undefined> {
  try {
    return await insertReply(db, input, now, clock);
  } catch (error) {
    // Two posts of one form at the same moment: the second one's insert met the first's key.
    const first = await replyOfKey(db.kysely, input.sendKey);
    if (first) return first.requestId === input.requestId ? { reply: first, repeated: true } : undefined;
    throw error;
  }
}

/**
 * The Message-IDs a new reply to this lead answers, oldest first: the visitor's receipt, which began
 * the thread in their mailbox (its Message-ID is its outbox row's), then every earlier reply.
 */
async function threadSoFar(trx: Db["kysely"], requestId: string, messageIdDomain: string): Promise<string[]> {
  const earlier = await trx
    .selectFrom("desk_replies")
    .select("message_id")
    .where("request_id", "=", requestId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const receipt = await trx
    .selectFrom("contact_notifications")
    .select("id")
    .where("request_id", "=", requestId)
    .where("channel", "=", "receipt")
    .executeTakeFirst();
  return [...(receipt ? [`<${receipt.id}@${messageIdDomain}>`] : []), ...earlier.map((r) => r.message_id)];
}

async function insertReply(
  db: Db,
  input: NewReply,
  now: Date,
  clock: WorkingClock,
): Promise<AddedReply | { held: LeadChange } | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const lead = await lockedLead(trx, db.dialect, input.requestId, ["lead_status", "first_reply_at", "created_at", "lead_answered_at"]);
    if (!lead) return undefined;
    const first = await replyOfKey(trx, input.sendKey);
    if (first) return first.requestId === input.requestId ? { reply: first, repeated: true as const } : undefined;
    // After the lock: another operator's reply to this lead is committed, or waits for this one.
    const held = input.seen === undefined ? undefined : await changeSince(trx, input.requestId, input.seen, input.operator);
    if (held) return { held };
    const references = await threadSoFar(trx, input.requestId, input.messageIdDomain);
    const id = randomUUID();
    const at = now.toISOString();
    const row = {
      id,
      request_id: input.requestId,
      operator: input.operator,
      subject: input.subject,
      body: input.body,
      message_id: `<${id}@${input.messageIdDomain}>`,
      in_reply_to: references.at(-1) ?? null,
      thread_references: references.length ? references.join(" ") : null,
      send_key: input.sendKey ?? null,
      created_at: at,
    };
    await trx.insertInto("desk_replies").values(row).execute();
    await queueNotifications(trx, [{ id, requestId: input.requestId, channel: "reply" }], at);
    const firstReply = !lead.first_reply_at;
    const toReplied = lead.lead_status === "new";
    // A reply answers the lead's answer: no longer "answered by the lead".
    const answered = Boolean(lead.lead_answered_at);
    if (firstReply || toReplied || answered) {
      await trx
        .updateTable("contact_requests")
        .set({
          ...(toReplied ? { lead_status: "replied" as const } : {}),
          ...(firstReply ? { first_reply_at: at, first_reply_by: input.operator, lead_wrote_again_at: null } : {}),
          ...(answered ? { lead_answered_at: null } : {}),
        })
        .where("id", "=", input.requestId)
        .execute();
    }
    await addEvent(trx, input.requestId, input.operator, "reply", input.subject, at);
    if (toReplied) await addEvent(trx, input.requestId, input.operator, "status", "new → replied", at);
    await auditIn(trx, input.audited, toReply(row), now);
    return {
      reply: toReply(row),
      // Counted in working time (WORKING_HOURS), as every first-reply figure is.
      ...(firstReply ? { firstReplySeconds: clock.workingMs(new Date(lead.created_at), now) / 1000 } : {}),
    };
  });
}
