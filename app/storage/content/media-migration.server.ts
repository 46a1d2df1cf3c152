import type { Kysely, Migration } from "kysely";
import { isPostgres } from "../platform/migration-dialect.server";

/**
 * Images the desk uploads (0030): one row per image (its content hash, size and the widths made)
 * and one per variant, its bytes in the database, so that every instance and a restored database
 * serve them.
 */
export const mediaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("media_images")
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("widths", "text", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("created_by", "text")
      .execute();
    await db.schema.createIndex("media_images_created").ifNotExists().on("media_images").column("created_at").execute();
    await db.schema
      .createTable("media_variants")
      .ifNotExists()
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("image_id", "text", (c) => c.notNull().references("media_images.id").onDelete("cascade"))
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("body", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("media_variants_image").ifNotExists().on("media_variants").column("image_id").execute();
  },
};
