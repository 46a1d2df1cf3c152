/**
 * The schema every migration leaves, on SQLite and PostgreSQL, held to the text the shipped
 * migrations made (tests/integration/schema/*.txt). Migrations already ran on deployed databases:
 * a change to how they are written must leave this text as it is. Only a new migration changes it,
 * and then its diff shows what that migration adds (`npx vitest run --project integration
 * tests/integration/migrations-schema.test.ts -u` rewrites the files).
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { backends, testDatabase } from "../support/databases";

async function rows(db: Db, query: ReturnType<typeof sql<Record<string, unknown>>>): Promise<string> {
  const result = await query.execute(db.kysely);
  return result.rows
    .map((row) =>
      Object.values(row)
        .map((v) => (v === null ? "∅" : String(v).replace(/\s+/g, " ")))
        .join(" | "),
    )
    .join("\n");
}

/** The migrations that ran, in order, then every object with the SQL that made it. */
async function sqliteSchema(db: Db): Promise<string> {
  const ran = await rows(db, sql`select name from kysely_migration order by timestamp, name`);
  const objects = await rows(db, sql`select type, name, tbl_name, sql from sqlite_master order by type, name`);
  return `${ran}\n\n${objects}\n`;
}

/** The migrations that ran, then columns, constraints, indexes, triggers and extensions. */
async function postgresSchema(db: Db): Promise<string> {
  const ran = await rows(db, sql`select name from kysely_migration order by timestamp, name`);
  const columns = await rows(
    db,
    sql`select table_name, ordinal_position, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const constraints = await rows(
    db,
    sql`select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
  );
  const indexes = await rows(db, sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`);
  const triggers = await rows(db, sql`select event_object_table, trigger_name from information_schema.triggers order by 1, 2`);
  const extensions = await rows(db, sql`select extname from pg_extension order by 1`);
  return [ran, columns, constraints, indexes, triggers, extensions].join("\n\n") + "\n";
}

describe("the schema after every migration", () => {
  for (const backend of backends) {
    it.runIf(backend.enabled)(`on ${backend.name} is the one the shipped migrations made`, async () => {
      const target = await testDatabase(backend.name);
      const db = await openDatabase(target);
      try {
        const schema = backend.name === "sqlite" ? await sqliteSchema(db) : await postgresSchema(db);
        await expect(schema).toMatchFileSnapshot(`schema/${backend.name}.txt`);
      } finally {
        await db.close();
        await target.drop();
      }
    });
  }
});
