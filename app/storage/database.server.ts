import { chmodSync, existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from "kysely";
import Sqlite from "libsql";
import { defaultLogger, errorMessage, type Logger } from "../platform/log.server";
import { ensurePrivateDir, ensurePrivateFile, privateFileMode } from "../platform/data-dir.server";
import { migrationProvider } from "./migrations.server";
import type { Database } from "./schema.server";

export type Dialect = "sqlite" | "postgres";

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

/**
 * The database as the long-running server sees it: opened lazily, reopened after a failed open
 * (so the site starts and serves pages while the database is down, and migrates when it returns).
 */
export interface Storage {
  /** The open database; throws while it cannot be reached. */
  get(): Promise<Db>;
  close(): Promise<void>;
}

/**
 * The SQLite file deleted while the server runs (an operator's `rm`, a cleanup script): the open
 * connection still reads the unlinked file, so it writes a copy back to the path before it is
 * closed, and nothing accepted vanishes. Replaced (a restore): the new file is used, and what the
 * old one held is kept beside it for the operator.
 */
async function recover(
  config: StorageConfig,
  log: Logger,
  old: Db,
  file: NonNullable<Db["sqliteFile"]>,
  state: "deleted" | "replaced",
): Promise<Db> {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  const copy = state === "deleted" ? `${file.path}.restoring` : `${file.path}.replaced-${stamp}`;
  log.error(
    { file: file.path, state, ...(state === "replaced" ? { keptIn: copy } : {}) },
    state === "deleted"
      ? `${file.path} was deleted while the server was running: restoring it from the open connection`
      : `${file.path} was replaced while the server was running: switching to the new file; the old one's rows are kept in ${copy}`,
  );
  try {
    ensurePrivateDir(config.dataDir);
    rmSync(copy, { force: true });
    ensurePrivateFile(copy);
    await sql`vacuum into ${copy}`.execute(old.kysely);
    if (state === "replaced") await scrubCopy(copy);
  } catch (error) {
    log.error({ error: errorMessage(error) }, "could not copy the old database");
  }
  if (state === "replaced") {
    // The -wal beside the path is the old connection's: checkpointed into the old file (and so
    // into the copy's source) and truncated, so the new file opens clean instead of with the
    // old database's pages applied over it.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(old.kysely).catch(() => {});
  }
  await old.close().catch(() => {});
  if (state === "replaced") {
    for (const suffix of ["-wal", "-shm"]) {
      const leftover = statSync(`${file.path}${suffix}`, { throwIfNoEntry: false });
      if (leftover && (suffix === "-shm" || leftover.size === 0)) rmSync(`${file.path}${suffix}`, { force: true });
    }
  }
  if (state === "deleted" && existsSync(copy) && !existsSync(file.path)) {
    // The old connection's write-ahead log and shared memory belong to the unlinked file.
    for (const suffix of ["-wal", "-shm"]) rmSync(`${file.path}${suffix}`, { force: true });
    renameSync(copy, file.path);
  }
  return openDatabase(config);
}

export function createStorage(config: StorageConfig, options: { retryAfterMs?: number } = {}): Storage {
  const retryAfterMs = options.retryAfterMs ?? 1_000;
  const log = (config.logger ?? defaultLogger()).child({ module: "storage" });
  let db: Db | undefined;
  let opening: Promise<Db> | undefined;
  let lastFailure: { at: number; error: Error } | undefined;
  let closed = false;

  /** One open at a time (a first open, a reopen after a failure, a recovery): its outcome is the storage's. */
  function connect(open: () => Promise<Db>): Promise<Db> {
    opening ??= open().then(
      (opened) => {
        opening = undefined;
        lastFailure = undefined;
        if (closed) {
          void opened.close();
          throw new Error("storage is closed");
        }
        db = opened;
        log.info(`connected to ${opened.description}`);
        return opened;
      },
      (error: unknown) => {
        opening = undefined;
        const err = error instanceof Error ? error : new Error(String(error));
        if (!lastFailure) log.error({ error: err.message }, "database unavailable");
        lastFailure = { at: Date.now(), error: err };
        throw err;
      },
    );
    return opening;
  }

  return {
    async get() {
      if (closed) throw new Error("storage is closed");
      if (db) {
        const file = db.sqliteFile;
        const state = file?.state() ?? "same";
        if (!file || state === "same") return db;
        const old = db;
        db = undefined;
        return connect(() => recover(config, log, old, file, state));
      }
      // While the database is down, do not hammer it: answer with the last error for a moment.
      if (lastFailure && Date.now() - lastFailure.at < retryAfterMs) throw lastFailure.error;
      return connect(() => openDatabase(config));
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
