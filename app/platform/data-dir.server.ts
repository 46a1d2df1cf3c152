import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
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

/** Creates `file` empty with mode 0600 (whatever the umask) when it does not exist; tightens it when it does. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, "a", privateFileMode));
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

export const lockFileName = "server.pid";

/** Another live process holds the lock: its pid. */
export class DataDirLocked extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dir} is in use by another server (pid ${pid}): one server per SQLite database; ` +
        `for several instances set DATABASE_URL to a PostgreSQL database`,
    );
  }
}

/** Whether `pid` is a running process that could be ours (a node process); a dead one's lock is stale. */
function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // A pid reused by an unrelated program after a crash (or a reboot) does not hold the lock.
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return /node/.test(cmdline);
  } catch {
    return true;
  }
}

/** The pid holding DATA_DIR's lock if it is a live process other than this one. */
export function lockHolder(dir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, lockFileName), "utf8");
  } catch {
    return undefined;
  }
  const pid = Number(text.trim());
  return alive(pid) ? pid : undefined;
}

/**
 * Takes DATA_DIR's lock for this process (a file with its pid): throws DataDirLocked when a live
 * process holds it. A lock left by a killed process is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  ensurePrivateDir(dir);
  const file = join(dir, lockFileName);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx", mode: privateFileMode });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 2) throw error;
      const holder = lockHolder(dir);
      if (holder !== undefined) throw new DataDirLocked(dir, holder);
      // Stale (a killed process) or our own: take it over.
      rmSync(file, { force: true });
    }
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // gone already
    }
  };
}
