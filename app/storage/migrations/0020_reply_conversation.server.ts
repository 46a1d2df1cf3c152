import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The operator's signature under a reply (issue 35): a role and a phone beside the name.
    await db.schema.alterTable("desk_operators").addColumn("role", "text").execute();
    await db.schema.alterTable("desk_operators").addColumn("phone", "text").execute();
    // The compose form's one-time key: a second post of the same form finds the reply it made.
    await db.schema.alterTable("desk_replies").addColumn("send_key", "text").execute();
    await db.schema.createIndex("desk_replies_send_key").ifNotExists().unique().on("desk_replies").column("send_key").execute();
  },
};
