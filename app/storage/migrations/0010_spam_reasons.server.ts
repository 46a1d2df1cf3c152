import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Why the spam filter caught a request (issue 24): JSON, a list of reasons as data
    // (app/storage/requests/spam-reasons.ts); null for requests it let through and for older rows.
    await db.schema.alterTable("contact_requests").addColumn("spam_reasons", "text").execute();
  },
};
