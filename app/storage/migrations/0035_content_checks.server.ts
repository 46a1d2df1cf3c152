import { sql, type Kysely, type Migration } from "kysely";

/**
 * Translations kept in step (0035): per content entry, the published languages to check against
 * another one whose text changed after they were published, as JSON (`{"fr":"en"}`: the French
 * to check against the English). Empty for every entry stored before.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("content_entries")
      .addColumn("checks", "text", (c) => c.notNull().defaultTo(sql`'{}'`))
      .execute();
  },
};
