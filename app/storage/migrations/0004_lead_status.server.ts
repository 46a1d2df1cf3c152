import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Where a lead stands for the agency (new, replied, won, lost, spam), apart from the
    // request's own outcome in `status`; spam caught by the form's traps is stored as 'spam'.
    await db.schema
      .alterTable("contact_requests")
      .addColumn("lead_status", "text", (c) => c.notNull().defaultTo("new"))
      .execute();
    await db.schema.alterTable("contact_requests").addColumn("first_reply_at", "text").execute();
    await db.schema
      .createIndex("contact_requests_lead_status")
      .ifNotExists()
      .on("contact_requests")
      .columns(["lead_status", "created_at"])
      .execute();
  },
};
