import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Receipts bounded for the whole server and per network (issue 49): the receipts queued in
    // the last hour, in all and from one network (net_hash: the client's /24 or /48, hashed).
    await db.schema.alterTable("contact_requests").addColumn("net_hash", "text").execute();
    await db.schema.createIndex("contact_requests_receipt_at").ifNotExists().on("contact_requests").column("receipt_at").execute();
    await db.schema
      .createIndex("contact_requests_net_receipt")
      .ifNotExists()
      .on("contact_requests")
      .columns(["net_hash", "receipt_at"])
      .execute();
  },
};
