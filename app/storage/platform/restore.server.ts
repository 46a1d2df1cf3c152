/**
 * `contacts restore --from FILE`: the SQLite database replaced by a backup, only while no server
 * runs on DATA_DIR. A live swap cannot be made safe from outside: the running server's connection
 * keeps the old file and its write-ahead log, which a new file would open with applied over it.
 */
import { chmodSync, copyFileSync, existsSync, renameSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import { DataDirLocked, lockDataDir, privateFileMode } from "../../platform/data-dir.server";
import { openDatabase, sqliteFileName } from "./database.server";
import { scrubCopy, withSqliteFile } from "./sqlite-copies.server";

/** Why a restore did not happen; `code` is the CLI's exit code (1: try again later, 2: a wrong file). */
export class RestoreRefused extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2,
  ) {
    super(message);
  }
}

export interface Restored {
  file: string;
  requests: number;
  /** Where the database it replaced is kept (erase and purge cover it), if there was one. */
  replacedCopy?: string;
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

export async function restoreSqlite(dataDir: string, source: string): Promise<Restored> {
  const dir = resolve(dataDir);
  const file = join(dir, sqliteFileName);
  if (!statSync(source, { throwIfNoEntry: false })?.isFile()) throw new RestoreRefused(`${source} is not a file`, 2);
  // Held for the whole swap: a server starting meanwhile is refused instead of opening half of it.
  let release: () => void;
  try {
    release = lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirLocked)) throw error;
    const who = error.pid === undefined ? "a server" : `the server (pid ${error.pid})`;
    throw new RestoreRefused(`${who} is running on DATA_DIR ${dir}: stop it, then run restore again (nothing was changed)`, 1);
  }
  const staging = join(dir, `${sqliteFileName}.restoring-${process.pid}`);
  try {
    for (const f of [staging, `${staging}-wal`, `${staging}-shm`]) rmSync(f, { force: true });
    copyFileSync(source, staging);
    chmodSync(staging, privateFileMode);
    let requests: number;
    try {
      requests = await withSqliteFile(staging, async (db) => {
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.kysely);
        if (check.rows[0]?.integrity_check !== "ok") throw new Error("integrity check failed");
        const row = await db.kysely
          .selectFrom("contact_requests")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      });
    } catch (error) {
      for (const f of [staging, `${staging}-wal`, `${staging}-shm`]) rmSync(f, { force: true });
      throw new RestoreRefused(
        `${source} is not a contacts database (${error instanceof Error ? error.message : String(error)}); nothing was changed`,
        2,
      );
    }

    let replacedCopy: string | undefined;
    if (existsSync(file)) {
      // The current database, whole (its WAL checkpointed in and removed), kept beside it.
      await withSqliteFile(file, async () => {});
      replacedCopy = `${file}.replaced-${stamp()}`;
      renameSync(file, replacedCopy);
      chmodSync(replacedCopy, privateFileMode);
      await scrubCopy(replacedCopy);
    }
    for (const suffix of ["-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    renameSync(staging, file);
    // An older backup gets today's migrations now, not at the server's next start.
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    return { file, requests, replacedCopy };
  } finally {
    release();
  }
}
