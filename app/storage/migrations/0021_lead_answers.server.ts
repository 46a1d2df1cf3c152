import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The lead's answers read from the agency's mailbox (issue 35): stored once per lead and
    // Message-ID, whatever the restarts and however many instances read the mailbox at once.
    // Erased with the lead (foreign key, cascade).
    await db.schema
      .createTable("lead_answers")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("request_id", "text", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
      .addColumn("message_id", "text", (c) => c.notNull())
      .addColumn("from_name", "text")
      .addColumn("from_address", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("attachments", "text")
      .addColumn("sent_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("lead_answers_message")
      .ifNotExists()
      .unique()
      .on("lead_answers")
      .columns(["request_id", "message_id"])
      .execute();
    await db.schema.createIndex("lead_answers_request").ifNotExists().on("lead_answers").columns(["request_id", "created_at"]).execute();
    // An answer names the desk's replies it answers (In-Reply-To, References): found by this index.
    await db.schema.createIndex("desk_replies_message_id").ifNotExists().on("desk_replies").column("message_id").execute();
    // When the lead last answered and nobody has replied since: the desk's "answered by the lead".
    await db.schema.alterTable("contact_requests").addColumn("lead_answered_at", "text").execute();
  },
};
