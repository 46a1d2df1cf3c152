import type { Kysely, Migration } from "kysely";

/**
 * The mailbox door (issue 44). `mailbox_messages`: a message of the agency's mailbox the reader
 * must remember past its reading: the attempt written before a body is downloaded and parsed (so a
 * message that froze or crashed the reader is never parsed again), and the messages held for an
 * operator (unmatched: a stranger naming a reference, an address with two open leads; unread: too
 * large, or its reading failed). Kept 30 days (housekeeping). `lead_answers.kind`: an answer to a
 * reply, or a lead writing again before any reply ("again"). `contact_requests.lead_wrote_again_at`:
 * the row's "wrote again"; `email_undeliverable`: why mail to the lead's address failed for good.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("mailbox_messages")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account", "text", (c) => c.notNull())
      .addColumn("uid_validity", "text", (c) => c.notNull())
      .addColumn("uid", "integer", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("reason", "text")
      .addColumn("request_id", "text", (c) => c.references("contact_requests.id").onDelete("set null"))
      .addColumn("from_address", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("mailbox_messages_uid")
      .ifNotExists()
      .unique()
      .on("mailbox_messages")
      .columns(["account", "uid_validity", "uid"])
      .execute();
    await db.schema.createIndex("mailbox_messages_state").ifNotExists().on("mailbox_messages").columns(["state", "created_at"]).execute();
    await db.schema
      .alterTable("lead_answers")
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("answer"))
      .execute();
    await db.schema.alterTable("contact_requests").addColumn("lead_wrote_again_at", "text").execute();
    await db.schema.alterTable("contact_requests").addColumn("email_undeliverable", "text").execute();
    // "Follow up on…": the lead is out of "To answer" (status 'later') until then.
    await db.schema.alterTable("contact_requests").addColumn("follow_up_at", "text").execute();
    await db.schema
      .createIndex("contact_requests_follow_up")
      .ifNotExists()
      .on("contact_requests")
      .columns(["lead_status", "follow_up_at"])
      .execute();
  },
};
