import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import Sqlite from "libsql";
import { migrationProvider } from "./migrations.server";
import type { Database } from "./schema.server";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, without credentials (for log lines). */
  description: string;
  close(): Promise<void>;
}

export interface StorageConfig {
  dataDir: string;
  databaseUrl?: string;
}

export const sqliteFileName = "contacts.sqlite";

/** Opens the database and runs pending migrations. Throws when the database is unreachable. */
export async function openDatabase(config: StorageConfig): Promise<Db> {
  const db = config.databaseUrl ? await openPostgres(config.databaseUrl) : openSqlite(config.dataDir);
  try {
    await migrate(db.kysely);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(join(dataDir, sqliteFileName));
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
  return { kysely, dialect: "sqlite", description: `SQLite ${file}`, close: () => kysely.destroy() };
}

async function openPostgres(url: string): Promise<Db> {
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
  pool.on("error", (error) => console.error(`[storage] idle PostgreSQL connection lost: ${error.message}`));
  // Nor one lost while checked out between two queries of a transaction: pg emits that on the
  // client, and an unhandled 'error' event would end the process. The transaction fails anyway.
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error(`[storage] PostgreSQL connection lost: ${error.message}`));
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

async function migrate(kysely: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db: kysely, provider: migrationProvider });
  // PostgreSQL: Kysely locks the migration table, so instances migrate one at a time. SQLite has
  // no such lock across processes (the server and the CLI starting together): the migrations are
  // idempotent, so the loser of that race simply runs them again and finds them applied.
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    for (const r of results ?? []) {
      if (r.status === "Success") console.info(`[storage] migration ${r.migrationName} applied`);
    }
    if (!error) return;
    if (attempt >= 3 || !/UNIQUE constraint failed: kysely_migration/.test(String(error))) {
      throw error instanceof Error ? error : new Error(String(error));
    }
    await new Promise((r) => setTimeout(r, 100 * attempt));
  }
}

/**
 * The database as the long-running server sees it: opened lazily, reopened after a failed open
 * (so the site starts and serves pages while the database is down, and migrates when it returns).
 */
export interface Storage {
  /** The open database; throws while it cannot be reached. */
  get(): Promise<Db>;
  close(): Promise<void>;
}

export function createStorage(config: StorageConfig, options: { retryAfterMs?: number } = {}): Storage {
  const retryAfterMs = options.retryAfterMs ?? 1_000;
  let db: Db | undefined;
  let opening: Promise<Db> | undefined;
  let lastFailure: { at: number; error: Error } | undefined;
  let closed = false;

  return {
    async get() {
      if (closed) throw new Error("storage is closed");
      if (db) return db;
      // While the database is down, do not hammer it: answer with the last error for a moment.
      if (lastFailure && Date.now() - lastFailure.at < retryAfterMs) throw lastFailure.error;
      opening ??= openDatabase(config).then(
        (opened) => {
          opening = undefined;
          lastFailure = undefined;
          if (closed) {
            void opened.close();
            throw new Error("storage is closed");
          }
          db = opened;
          console.info(`[storage] connected to ${opened.description}`);
          return opened;
        },
        (error: unknown) => {
          opening = undefined;
          const err = error instanceof Error ? error : new Error(String(error));
          if (!lastFailure) console.error(`[storage] database unavailable: ${err.message}`);
          lastFailure = { at: Date.now(), error: err };
          throw err;
        },
      );
      return opening;
    },
    async close() {
      closed = true;
      await opening?.catch(() => {});
      const current = db;
      db = undefined;
      await current?.close();
    },
  };
}
