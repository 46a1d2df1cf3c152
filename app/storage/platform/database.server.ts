/** The database: SQLite (a file in DATA_DIR) or PostgreSQL, opened with its migrations run. */
import { chmodSync, existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import Sqlite from "libsql";
import { defaultLogger, type Logger } from "../../platform/log.server";
import { ensurePrivateDir, ensurePrivateFile, privateFileMode } from "../../platform/data-dir.server";
import { migrationProvider } from "../migrations/index.server";
import type { Database } from "./schema.server";

export type Dialect = "sqlite" | "postgres";

/** A statement runs on the database or inside a transaction the caller holds. */
export function queries(db: Db | Kysely<Database>): Kysely<Database> {
  return "kysely" in db ? db.kysely : db;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, without credentials (for log lines). */
  description: string;
  /** SQLite: the file, and whether it is still the one this connection opened. */
  sqliteFile?: { path: string; state(): "same" | "deleted" | "replaced" };
  close(): Promise<void>;
}

export interface StorageConfig {
  dataDir: string;
  databaseUrl?: string;
  /** Where the storage says what it does (migrations, connections lost, recoveries). */
  logger?: Logger;
}

export const sqliteFileName = "contacts.sqlite";

/** Opens the database and runs pending migrations. Throws when the database is unreachable. */
export async function openDatabase(config: StorageConfig): Promise<Db> {
  const log = (config.logger ?? defaultLogger()).child({ module: "storage" });
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl, log) : openSqlite(config.dataDir);
  try {
    await migrate(db.kysely, log);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

function openSqlite(dataDir: string): Db {
  ensurePrivateDir(dataDir);
  return openSqliteFile(resolve(join(dataDir, sqliteFileName)));
}

/**
 * Opens one SQLite file (the database, or a copy the server made). The file is created 0600
 * before SQLite opens it: SQLite gives its -wal and -shm the database file's mode.
 */
export function openSqliteFile(file: string): Db {
  ensurePrivateFile(file);
  for (const suffix of ["-wal", "-shm"]) {
    if (existsSync(`${file}${suffix}`)) chmodSync(`${file}${suffix}`, privateFileMode);
  }
  const sqlite = new Sqlite(file);
  // WAL lets the CLI read while the server writes; the busy timeout makes writers wait for each
  // other instead of failing at once.
  sqlite.exec("PRAGMA journal_mode = WAL");
  sqlite.exec("PRAGMA busy_timeout = 5000");
  sqlite.exec("PRAGMA synchronous = NORMAL");
  sqlite.exec("PRAGMA foreign_keys = ON");
  // Erased contact data must not linger in freed pages.
  sqlite.exec("PRAGMA secure_delete = ON");
  // Kysely opens transactions with a plain BEGIN, which takes the write lock only at the first
  // write: a transaction that reads then writes (the rate-limit count, then the insert) fails at
  // once with "database is locked" when another connection (the CLI, a second process) writes
  // meanwhile. BEGIN IMMEDIATE takes the lock up front, and waits for it (busy_timeout).
  //
  // And when a write fails with SQLITE_FULL or SQLITE_IOERR, SQLite has already rolled the whole
  // transaction back: Kysely's ROLLBACK would then fail with "cannot rollback - no transaction is
  // active", and that error would replace the real cause (disk full, read-only) in the log.
  const noop = { run: () => ({ changes: 0, lastInsertRowid: 0 }), reader: false };
  const database = new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === "prepare") {
        return (source: string) => {
          if (/^\s*rollback\s*$/i.test(source) && !target.inTransaction) return noop;
          return target.prepare(/^\s*begin\s*$/i.test(source) ? "begin immediate" : source);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const kysely = new Kysely<Database>({
    // libsql implements the better-sqlite3 API that Kysely's SQLite dialect drives.
    dialect: new SqliteDialect({ database: database as never }),
  });
  const opened = statSync(file);
  const state = () => {
    const now = statSync(file, { throwIfNoEntry: false });
    return !now ? "deleted" : now.ino !== opened.ino || now.dev !== opened.dev ? "replaced" : "same";
  };
  return { kysely, dialect: "sqlite", description: `SQLite ${file}`, sqliteFile: { path: file, state }, close: () => kysely.destroy() };
}
async function openPostgres(url: string, log: Logger): Promise<Db> {
  // Loaded only when configured: the SQLite default does not pay for the driver in memory.
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Fail fast when the database is down, so a visitor gets the 'Error' notice quickly.
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) => log.error({ error: error.message }, "idle PostgreSQL connection lost"));
  // Nor one lost while checked out between two queries of a transaction: pg emits that on the
  // client, and an unhandled 'error' event would end the process. The transaction fails anyway.
  pool.on("connect", (client) => {
    client.on("error", (error) => log.error({ error: error.message }, "PostgreSQL connection lost"));
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let description = "PostgreSQL";
  try {
    const u = new URL(url);
    description = `PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    // keep the generic description
  }
  return { kysely, dialect: "postgres", description, close: () => kysely.destroy() };
}

async function migrate(kysely: Kysely<Database>, log: Logger): Promise<void> {
  const migrator = new Migrator({ db: kysely, provider: migrationProvider });
  // PostgreSQL: Kysely locks the migration table, so instances migrate one at a time. SQLite has
  // no such lock across processes (the server and the CLI starting together): the migrations are
  // idempotent, so the loser of that race simply runs them again and finds them applied.
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    for (const r of results ?? []) {
      if (r.status === "Success") log.info({ migration: r.migrationName }, `migration ${r.migrationName} applied`);
    }
    if (!error) return;
    if (attempt >= 3 || !/UNIQUE constraint failed: kysely_migration/.test(String(error))) {
      throw error instanceof Error ? error : new Error(String(error));
    }
    await new Promise((r) => setTimeout(r, 100 * attempt));
  }
}
