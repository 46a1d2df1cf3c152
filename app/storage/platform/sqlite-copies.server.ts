/** SQLite files beside the database: the copies the server keeps, one file opened alone, a copy without the address keys. */
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { openSqliteFile, sqliteFileName, type Db } from "./database.server";

/** The copies of the database the server itself keeps in DATA_DIR (`contacts.sqlite.replaced-<time>`). */
export function sqliteCopies(dataDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dataDir);
  } catch {
    return [];
  }
  return names.filter((n) => n.startsWith(`${sqliteFileName}.replaced-`) && !/-(wal|shm|journal)$/.test(n)).map((n) => join(dataDir, n));
}

/**
 * Runs `fn` on each copy the server kept beside a SQLite database (none on PostgreSQL), one after
 * the other: what erasure deletes there and what the access export reads there.
 */
export async function inEachCopy<T>(db: Db, dataDir: string, fn: (copy: Db) => Promise<T>): Promise<{ file: string; result: T }[]> {
  if (db.dialect !== "sqlite") return [];
  const done: { file: string; result: T }[] = [];
  for (const file of sqliteCopies(dataDir)) done.push({ file, result: await withSqliteFile(file, fn) });
  return done;
}

/**
 * Runs `fn` on one SQLite file nobody else has open (a copy, a staged restore; no migrations),
 * then checkpoints and closes it, leaving no -wal or -shm beside it.
 */
export async function withSqliteFile<T>(file: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = openSqliteFile(file);
  try {
    return await fn(db);
  } finally {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely).catch(() => {});
    await db.close();
    if (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size === 0) {
      for (const suffix of ["-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    }
  }
}

/**
 * A copy (a backup, a replaced database) never keeps the keys that hash client addresses: with
 * one, a stored hash could be matched back to its address long after the key was deleted.
 */
export async function scrubCopy(file: string): Promise<void> {
  await withSqliteFile(file, async (db) => {
    await db.kysely
      .deleteFrom("app_settings")
      .where((eb) => eb.or([eb("name", "like", "ip_hash_key:%"), eb("name", "=", "ip_hash_salt")]))
      .execute();
  });
}
