/**
 * The lead's messages read from the agency's mailbox (issues 35 and 44; the leads a message's
 * thread, reference or sender names are in answer-threads): the message stored
 * once (per lead and Message-ID) as an answer or as "wrote again", its mail queued in the same
 * transaction, and how far each mailbox has been read.
 */
import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import { camelRow } from "../platform/camel-row";
import type { Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import type { LeadAnswersTable } from "./conversation-tables.server";
import { queueNotifications } from "./outbox-queue.server";
import { lockedLead } from "../requests/locked-lead.server";
import { addEvent } from "../requests/lead-events.server";

/** An attachment as the desk lists it: never its content. */
export interface AnswerAttachment {
  name: string;
  /** Bytes. */
  size: number;
}

export interface StoredAnswer extends NewAnswer {
  id: string;
  createdAt: string;
  /** 'answer': it answers a reply; 'again': the lead wrote again before any reply. */
  kind: "answer" | "again";
}

/** What a message's headers say about which conversation it belongs to. */
export interface AnswerHeaders {
  inReplyTo: string | null;
  /** The References header's Message-IDs, oldest first. */
  references: readonly string[];
  subject: string;
  fromAddress: string | null;
}

export interface NewAnswer {
  requestId: string;
  messageId: string;
  fromName: string | null;
  fromAddress: string | null;
  subject: string;
  body: string;
  attachments: AnswerAttachment[];
  sentAt: string | null;
}

export type StoreAnswerResult =
  | { kind: "stored"; answer: StoredAnswer; backToAnswer: boolean }
  /** This lead has this message already (another instance, or before a restart). */
  | { kind: "known" }
  /** The lead is gone (erased since the match). */
  | { kind: "no-lead" };

/** Who is told of an answer: the lead's owner, else the operator who sent the last reply, else null (MAIL_TO). */
async function answerRecipient(trx: Transaction<Database>, requestId: string, assigneeId: string | null): Promise<string | null> {
  if (assigneeId) {
    const owner = await trx.selectFrom("desk_operators").select("email").where("id", "=", assigneeId).executeTakeFirst();
    if (owner) return owner.email;
  }
  const last = await trx
    .selectFrom("desk_replies")
    .innerJoin("desk_operators", "desk_operators.name", "desk_replies.operator")
    .select("desk_operators.email")
    .where("desk_replies.request_id", "=", requestId)
    .orderBy("desk_replies.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return last?.email ?? null;
}

/**
 * Stores a lead's message once: a second store of the same message for the same lead does nothing
 * (the unique key; on PostgreSQL a concurrent insert of it waits for the first, then does nothing).
 * A lead with a first reply answered it: it goes back to "To answer" (unless it is spam) as
 * answered by the lead. A lead nobody replied to yet wrote again (a chaser): its status, its reply
 * clock and its place in "To answer" stay as they are. Either way the history says so and the mail
 * to its owner (else the last reply's operator, else MAIL_TO) is queued in the same transaction.
 */
export async function storeAnswer(db: Db, input: NewAnswer, now = new Date()): Promise<StoreAnswerResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const lead = await lockedLead(trx, db.dialect, input.requestId, ["lead_status", "first_name", "assignee_id", "first_reply_at"]);
    if (!lead) return { kind: "no-lead" as const };
    const id = randomUUID();
    const at = now.toISOString();
    const kind = lead.first_reply_at ? ("answer" as const) : ("again" as const);
    const row = {
      id,
      request_id: input.requestId,
      message_id: input.messageId,
      from_name: input.fromName,
      from_address: input.fromAddress,
      subject: input.subject,
      body: input.body,
      attachments: input.attachments.length ? JSON.stringify(input.attachments) : null,
      sent_at: input.sentAt,
      created_at: at,
      kind,
    };
    const inserted = await trx
      .insertInto("lead_answers")
      .values(row)
      .onConflict((oc) => oc.columns(["request_id", "message_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { kind: "known" as const };
    // An answer brings the lead back to "To answer"; so does any message on a lead set to follow up later.
    // A message closed as not a sales lead stays closed: its answer is shown on it, never due.
    const backToAnswer =
      lead.lead_status === "later" ||
      (kind === "answer" && lead.lead_status !== "new" && lead.lead_status !== "spam" && lead.lead_status !== "other");
    const back = backToAnswer ? { lead_status: "new" as const, follow_up_at: null } : {};
    await trx
      .updateTable("contact_requests")
      .set(kind === "answer" ? { lead_answered_at: at, ...back } : { lead_wrote_again_at: at, ...back })
      .where("id", "=", input.requestId)
      .execute();
    const by = lead.first_name.slice(0, 100);
    await addEvent(trx, input.requestId, by, kind === "answer" ? "answer" : "wrote-again", input.subject.slice(0, 200), at);
    if (backToAnswer) await addEvent(trx, input.requestId, by, "status", `${lead.lead_status} → new`, at);
    const recipient = await answerRecipient(trx, input.requestId, lead.assignee_id);
    // The owner's mail shares the answer's id: its channel finds the answer by it.
    await queueNotifications(trx, [{ id, requestId: input.requestId, channel: "answer", recipient }], at);
    return { kind: "stored" as const, answer: toAnswer(row), backToAnswer };
  });
}

/** How many messages of this lead were stored since `since`: the ceiling per lead and hour. */
export async function answersSince(db: Db, requestId: string, since: Date): Promise<number> {
  const row = await db.kysely
    .selectFrom("lead_answers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("request_id", "=", requestId)
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const answerColumns = ["id", "request_id", "message_id", "from_name", "from_address", "subject", "body", "sent_at", "created_at"] as const;

function toAnswer(r: Selectable<LeadAnswersTable>): StoredAnswer {
  return { ...camelRow(r, answerColumns), attachments: parseAttachments(r.attachments), kind: r.kind };
}

function isAttachment(a: unknown): a is AnswerAttachment {
  return (
    typeof a === "object" &&
    a !== null &&
    typeof (a as AnswerAttachment).name === "string" &&
    typeof (a as AnswerAttachment).size === "number"
  );
}

/** A stored answer's attachments (JSON: `[{ name, size }]`): what is not one is left out, unreadable JSON is none. */
export function parseAttachments(json: string | null): AnswerAttachment[] {
  let list: unknown;
  try {
    list = json ? JSON.parse(json) : [];
  } catch {
    return [];
  }
  return Array.isArray(list) ? list.filter(isAttachment).map(({ name, size }) => ({ name, size })) : [];
}

export async function findAnswer(db: Db, id: string): Promise<StoredAnswer | undefined> {
  return (await answersWhere(db, "id", id))[0];
}

/** A lead's answers, oldest first. */
export async function answersOf(db: Db, requestId: string): Promise<StoredAnswer[]> {
  return answersWhere(db, "request_id", requestId);
}

async function answersWhere(db: Db, column: "id" | "request_id", value: string): Promise<StoredAnswer[]> {
  const rows = await db.kysely
    .selectFrom("lead_answers")
    .selectAll()
    .where(column, "=", value)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toAnswer);
}

/** The app_settings row of a mailbox's read position under one UIDVALIDITY. */
function cursorName(mailbox: string, uidValidity: bigint | number): string {
  return `imap_read:${mailbox}:${String(uidValidity)}`;
}

/** The last UID read in this mailbox under this UIDVALIDITY; undefined when it was never read under it. */
export async function readUpTo(db: Db, mailbox: string, uidValidity: bigint | number): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom("app_settings")
    .select("value")
    .where("name", "=", cursorName(mailbox, uidValidity))
    .executeTakeFirst();
  return row ? Number(row.value) : undefined;
}

/**
 * Records that the mailbox was read up to `uid`. Never backwards: an instance that read less than
 * another leaves the further mark (UIDs are kept zero-padded, so the text compares as the number).
 */
export async function markReadUpTo(db: Db, mailbox: string, uidValidity: bigint | number, uid: number): Promise<void> {
  const value = String(uid).padStart(10, "0");
  await db.kysely
    .insertInto("app_settings")
    .values({ name: cursorName(mailbox, uidValidity), value })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value }).where("app_settings.value", "<", value))
    .execute();
}
