import { Kysely, SqliteDialect, sql } from "kysely";
import Sqlite from "libsql";
import { describe, expect, it } from "vitest";
import { runSchema } from "./schema-script.server";

function memoryDb(): Kysely<unknown> {
  return new Kysely({ dialect: new SqliteDialect({ database: new Sqlite(":memory:") }) });
}

async function tableSql(db: Kysely<unknown>, name: string): Promise<string | undefined> {
  const rows = await sql<{ sql: string }>`select sql from sqlite_master where name = ${name}`.execute(db);
  return rows.rows[0]?.sql;
}

describe("a schema script", () => {
  it("makes the tables, columns and indexes it says, as Kysely's schema builder writes them", async () => {
    const db = memoryDb();
    await runSchema(
      db,
      `table owners (id key, email unique)
      -- a comment is no statement
      table pets (id key, owner_id -> owners.id, name, legs int = 4, note?, kind = 'cat',
        vet_id? -> owners.id set null, photo bytes)
      unique index pets_name on pets (owner_id, name)
      index pets_lower on pets (lower(name), legs)
      add pets (born_at?)`,
    );
    expect(await tableSql(db, "pets")).toBe(
      'CREATE TABLE "pets" ("id" text primary key, "owner_id" text not null references "owners" ("id") on delete cascade, ' +
        '"name" text not null, "legs" integer default 4 not null, "note" text, "kind" text default \'cat\' not null, ' +
        '"vet_id" text references "owners" ("id") on delete set null, "photo" blob not null, "born_at" text)',
    );
    expect(await tableSql(db, "pets_name")).toBe('CREATE UNIQUE INDEX "pets_name" on "pets" ("owner_id", "name")');
    expect(await tableSql(db, "pets_lower")).toBe('CREATE INDEX "pets_lower" on "pets" (lower(name), legs)');
    await db.destroy();
  });

  it("refuses what it cannot read, before it writes anything of that statement", async () => {
    const db = memoryDb();
    await expect(runSchema(db, "table pets (id key, name txt)")).rejects.toThrow('no column reads "txt"');
    await expect(runSchema(db, "drop table pets")).rejects.toThrow("no statement reads");
    await expect(runSchema(db, "table pets (id key, name")).rejects.toThrow("never closed");
    await expect(runSchema(db, "table pets (id key, legs int = four)")).rejects.toThrow("a default must be");
    expect(await tableSql(db, "pets")).toBeUndefined();
    await db.destroy();
  });
});
