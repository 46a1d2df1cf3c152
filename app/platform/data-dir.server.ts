import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import Sqlite from "libsql";
import type { Env } from "./env.server";

/**
 * DATA_DIR must be a directory this process can write when anything goes there (the SQLite
 * database without DATABASE_URL, the .eml outbox without SMTP_URL). Returns what is wrong, in
 * one line naming the variable, or undefined.
 */
export function dataDirProblem(env: Pick<Env, "dataDir" | "databaseUrl" | "smtpUrl">): string | undefined {
  if (env.databaseUrl && env.smtpUrl) return undefined;
  const dir = env.dataDir;
  const probe = join(dir, `.write-test-${process.pid}`);
  try {
    const found = statSync(dir, { throwIfNoEntry: false });
    if (found && !found.isDirectory()) return `DATA_DIR ${dir} is a file, not a directory`;
    ensurePrivateDir(dir);
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    const why =
      code === "ENOTDIR"
        ? "has a file where a directory should be"
        : code === "EACCES" || code === "EPERM"
          ? "is not writable by this process"
          : code === "EROFS"
            ? "is on a read-only file system"
            : `cannot be written (${code})`;
    return `DATA_DIR ${dir} ${why}`;
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Private files                                                                               */

/** DATA_DIR, outbox/ and any directory the server makes there: the owner only. */
export const privateDirMode = 0o700;
/** The database, its -wal/-shm, .eml files, backups and copies: the owner only. */
export const privateFileMode = 0o600;

/**
 * Creates a directory (and its parents) for personal data, mode 0700 whatever the umask. An
 * existing directory is left as the operator made it (`dataDirWarning` says when it is open).
 */
export function ensurePrivateDir(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: privateDirMode });
  if (first !== undefined) chmodSync(dir, privateDirMode);
}

/**
 * Creates `file` empty with mode 0600 (whatever the umask) when it does not exist; tightens it when it does.
 *
 * An existing file is never opened: closing any descriptor of a file drops every POSIX lock this
 * process holds on it, so a SQLite connection still open here would lose its lock unknown to
 * SQLite (SQLite's "How To Corrupt", 2.2; what that did: docs/testing.md).
 */
export function ensurePrivateFile(file: string): void {
  try {
    closeSync(openSync(file, "wx", privateFileMode));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(file, privateFileMode);
}

/** A start-up warning when DATA_DIR exists and other local users can read or enter it. */
export function dataDirWarning(dir: string): string | undefined {
  const found = statSync(dir, { throwIfNoEntry: false });
  if (!found?.isDirectory() || (found.mode & 0o077) === 0) return undefined;
  const mode = (found.mode & 0o777).toString(8).padStart(3, "0");
  return `DATA_DIR ${dir} is open to other local users (mode ${mode}) and holds personal data: chmod 700 ${dir}`;
}

/* ------------------------------------------------------------------------------------------ */
/* One server per SQLite DATA_DIR                                                              */

/**
 * The lock: an exclusive transaction held open on this small SQLite file for the holder's life.
 * SQLite takes it as an operating-system lock on the file (fcntl), which the kernel keeps for one
 * process at a time whatever PID namespace or container the processes run in, and drops when its
 * holder dies (a killed server leaves no stale lock). A pid file could not: another namespace sees
 * another process under the same pid, or none.
 */
export const lockFileName = "server.lock";
/** Who holds the lock, for the refusal's message only: the holder's pid as it sees itself. */
export const holderFileName = "server.pid";

/** Another process holds the lock; `pid` is the one it recorded, when it did. */
export class DataDirLocked extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `DATA_DIR ${dir} is in use by another server${pid === undefined ? "" : ` (pid ${pid})`}: one server per SQLite database; ` +
        `for several instances set DATABASE_URL to a PostgreSQL database`,
    );
  }
}

/** The pid the lock's holder recorded, if it did. */
function recordedHolder(dir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dir, holderFileName), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The locks this process holds, by directory: kept referenced, so no collector closes one. */
const held = new Map<string, Sqlite.Database>();

/**
 * Takes DATA_DIR's lock for this process: throws DataDirLocked at once when another process (or
 * another caller in this one) holds it. Returns the release; the lock also ends with the process.
 */
export function lockDataDir(dir: string): () => void {
  ensurePrivateDir(dir);
  const file = join(dir, lockFileName);
  ensurePrivateFile(file);
  // No busy timeout: a held lock is an answer, not something to wait for.
  const lock = new Sqlite(file, { timeout: 0 });
  try {
    lock.exec("PRAGMA busy_timeout = 0");
    lock.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY") || /locked/i.test(String(error))) {
      throw new DataDirLocked(dir, recordedHolder(dir));
    }
    throw error;
  }
  held.set(resolve(dir), lock);
  const holderFile = join(dir, holderFileName);
  writeFileSync(holderFile, `${process.pid}\n`, { mode: privateFileMode });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The record goes first: once the lock is free, the next holder writes its own.
    rmSync(holderFile, { force: true });
    held.delete(resolve(dir));
    lock.close();
  };
}
