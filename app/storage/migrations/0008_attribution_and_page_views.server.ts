import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Where each lead came from, when known (issue 17): nullable, so older rows stay as they are.
    for (const column of [
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "referrer_host",
      "landing_path",
      "heard_from",
    ]) {
      await db.schema.alterTable("contact_requests").addColumn(column, "text").execute();
    }
    // Page views per day, added to by every instance (insert … on conflict do update views + n).
    await db.schema
      .createTable("page_views")
      .ifNotExists()
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("referrer_host", "text", (c) => c.notNull())
      .addColumn("utm_source", "text", (c) => c.notNull())
      .addColumn("utm_medium", "text", (c) => c.notNull())
      .addColumn("utm_campaign", "text", (c) => c.notNull())
      .addColumn("entry", "integer", (c) => c.notNull())
      .addColumn("not_found", "integer", (c) => c.notNull())
      .addColumn("views", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("page_views_pk", [
        "day",
        "path",
        "language",
        "referrer_host",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "entry",
        "not_found",
      ] as never)
      .execute();
  },
};
