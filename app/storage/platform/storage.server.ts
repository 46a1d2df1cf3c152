import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import { sql } from "kysely";
import { defaultLogger, errorMessage, type Logger } from "../../platform/log.server";
import { ensurePrivateDir, ensurePrivateFile } from "../../platform/data-dir.server";
import { openDatabase, type Db, type StorageConfig } from "./database.server";
import { scrubCopy } from "./sqlite-copies.server";

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
