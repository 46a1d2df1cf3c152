import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // When the visitor's receipt was queued (issue 35): at most one per address per 24 hours,
    // found by this index whatever the number of requests stored for that address.
    await db.schema.alterTable("contact_requests").addColumn("receipt_at", "text").execute();
    await db.schema
      .createIndex("contact_requests_receipt")
      .ifNotExists()
      .on("contact_requests")
      .columns(["email_key", "receipt_at"])
      .execute();
  },
};
