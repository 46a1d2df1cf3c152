import type { Kysely, Migration } from "kysely";

/**
 * An image's focal point (~/media/focal-point): where its subject is, across and down in percent,
 * 50/50 (the centre) for every image stored before.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("media_images")
      .addColumn("focal_x", "integer", (c) => c.notNull().defaultTo(50))
      .execute();
    await db.schema
      .alterTable("media_images")
      .addColumn("focal_y", "integer", (c) => c.notNull().defaultTo(50))
      .execute();
  },
};
