import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The filter's middle tier (issue 34): 1 while a lead the filter doubted ("possibly spam",
    // its reasons in spam_reasons) waits for an operator to release or confirm it; 0 otherwise.
    await db.schema
      .alterTable("contact_requests")
      .addColumn("spam_check", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
