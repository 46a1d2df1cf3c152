import { sql, type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Replies sent from the desk (issue 23): one row each, erased with the lead; its delivery
    // is the outbox row of the same id.
    await db.schema
      .createTable("desk_replies")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("request_id", "text", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
      .addColumn("operator", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("message_id", "text", (c) => c.notNull())
      .addColumn("in_reply_to", "text")
      .addColumn("thread_references", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("desk_replies_request").ifNotExists().on("desk_replies").columns(["request_id", "created_at"]).execute();
    await db.schema
      .createTable("reply_templates")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    // Owners ("Assign to", the "Mine" view) and the one reminder per unanswered lead.
    await db.schema.alterTable("contact_requests").addColumn("assignee_id", "text").execute();
    await db.schema.alterTable("contact_requests").addColumn("reminded_at", "text").execute();
    await db.schema
      .createIndex("contact_requests_assignee")
      .ifNotExists()
      .on("contact_requests")
      .columns(["assignee_id", "lead_status", "created_at"])
      .execute();
    // Leads that were waiting before reminders existed get none: an upgrade must not send a
    // reminder for every old unanswered lead at once.
    await sql`update contact_requests set reminded_at = ${new Date().toISOString()} where lead_status = 'new' and created_at < ${new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString()}`.execute(
      db,
    );
    // A desk mail's addressee (an assignee, the reminder's reader).
    await db.schema.alterTable("contact_notifications").addColumn("recipient", "text").execute();
  },
};
