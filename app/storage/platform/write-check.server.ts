/**
 * Whether the database can be written, for /readyz (issue 49, item 4). A database that answers
 * reads may still refuse every write: the disk under SQLite's DATA_DIR (or under PostgreSQL) full,
 * a file system remounted read-only, a PostgreSQL standby or read-only mode. A load balancer must
 * then take the instance out of service, and put it back by itself once writes succeed again.
 *
 * Two sources, both cheap:
 * - the writes the site makes anyway (contact requests): a failed one is remembered for a minute;
 * - a probe: one tiny upsert into app_settings (one row, always the same), made at most once per
 *   `probeEveryMs` whoever asks (every readiness check shares it), and on SQLite the free space of
 *   the database's file system (statfs, no write).
 */
import { statfs } from "node:fs/promises";
import { dirname } from "node:path";
import { sql } from "kysely";
import type { Db } from "./database.server";
import type { Storage } from "./storage.server";

/** Why writes fail, when the cause is the storage rather than one request. */
export type WriteProblem = "disk-full" | "read-only";

/** What /readyz says of writes: `database` "read-only" or `disk` "full" take the instance out. */
export interface WriteState {
  database: "up" | "read-only";
  disk: "ok" | "full";
}

/** The probe's row in app_settings: its value is the time of the last probe (no personal data). */
export const probeSettingName = "readiness_probe";

/**
 * Below this much free space on SQLite's file system the disk counts as full: a contact request
 * (at most some 30 KB of pages in the write-ahead log) could fail at any moment, and a write that
 * lands in room the log already holds proves nothing about the next one.
 */
export const minimumFreeBytes = 1024 * 1024;

/** How long a failed write keeps the instance out, unless a later write shows the cause gone. */
export const failureHoldMs = 60_000;

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : "";
}

/**
 * The storage cause of a failed write, from SQLite's (libsql's) or PostgreSQL's error, or none
 * (a request's own fault, a lost connection: not a reason to call the disk full).
 */
export function writeProblemOf(error: unknown): WriteProblem | undefined {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  // SQLITE_FULL ("database or disk is full"), ENOSPC, PostgreSQL's class 53 disk_full (53100).
  if (code.startsWith("SQLITE_FULL") || code === "ENOSPC" || code === "53100" || /disk is full|no space left on device/i.test(message)) {
    return "disk-full";
  }
  // SQLITE_READONLY*, SQLITE_IOERR* (a write the file system refused), EROFS, PostgreSQL's
  // read_only_sql_transaction (25006: a standby, default_transaction_read_only).
  if (
    code.startsWith("SQLITE_READONLY") ||
    code.startsWith("SQLITE_IOERR") ||
    code === "EROFS" ||
    code === "25006" ||
    /readonly database|read-only file system|read-only transaction/i.test(message)
  ) {
    return "read-only";
  }
  return undefined;
}

export interface WriteCheck {
  /** A write the site made failed: remembered (when its cause is the storage) for `failureHoldMs`. */
  failed(error: unknown): void;
  /** A write the site made succeeded: whatever failed before is over. */
  succeeded(): void;
  /** The state /readyz reports; throws when the database cannot be reached at all. */
  state(): Promise<WriteState>;
}

export interface WriteCheckOptions {
  probeEveryMs?: number;
  now?: () => number;
}

interface Probe {
  at: number;
  result: Promise<Probed>;
}

/** What one probe found; `roomChecked`: the free space was measured too (SQLite). */
interface Probed {
  problem?: WriteProblem;
  roomChecked: boolean;
}

/** SQLite: whether the file system holding the database has room; PostgreSQL's disk is its server's. */
async function sqliteRoom(file: string): Promise<boolean> {
  const fs = await statfs(dirname(file));
  return fs.bavail * fs.bsize >= minimumFreeBytes;
}

/** One probe: the free space (SQLite), then the upsert. A storage error is the answer; any other is thrown. */
async function probe(storage: Storage, now: number): Promise<Probed> {
  const db = await storage.get();
  const roomChecked = db.sqliteFile !== undefined;
  if (db.sqliteFile && !(await sqliteRoom(db.sqliteFile.path))) return { problem: "disk-full", roomChecked };
  try {
    await upsertProbe(db, new Date(now).toISOString());
    return { roomChecked };
  } catch (error) {
    const problem = writeProblemOf(error);
    if (problem) return { problem, roomChecked };
    throw error;
  }
}

function upsertProbe(db: Db, value: string) {
  return db.kysely
    .insertInto("app_settings")
    .values({ name: probeSettingName, value })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: sql`excluded.value` }))
    .execute();
}

/**
 * Whether a failed write of the site's is over, given a probe made after it that wrote: a
 * read-only database does not refuse one write and take another; a full disk may (a tiny update
 * fits where a request does not), so only the free space measured beside the probe (SQLite) says
 * the room is back. Otherwise the failure holds its minute.
 */
function failureOver(failure: { at: number; problem: WriteProblem }, probe: Probe, probed: Probed): boolean {
  if (probed.problem || probe.at <= failure.at) return false;
  return failure.problem === "read-only" || probed.roomChecked;
}

export function createWriteCheck(storage: Storage, options: WriteCheckOptions = {}): WriteCheck {
  const probeEveryMs = options.probeEveryMs ?? 5_000;
  const now = options.now ?? Date.now;
  let lastFailure: { at: number; problem: WriteProblem } | undefined;
  let last: Probe | undefined;

  function probeNow(): Probe {
    const at = now();
    const current: Probe = { at, result: probe(storage, at) };
    // A probe that could not reach the database is not kept: the next check asks again.
    current.result.catch(() => {
      if (last === current) last = undefined;
    });
    last = current;
    return current;
  }

  return {
    failed(error) {
      const problem = writeProblemOf(error);
      if (problem) lastFailure = { at: now(), problem };
    },
    succeeded() {
      lastFailure = undefined;
    },
    async state() {
      const current = !last || now() - last.at >= probeEveryMs ? probeNow() : last;
      const probed = await current.result;
      if (lastFailure && (now() - lastFailure.at >= failureHoldMs || failureOver(lastFailure, current, probed))) lastFailure = undefined;
      const problem = probed.problem ?? lastFailure?.problem;
      return { database: problem === "read-only" ? "read-only" : "up", disk: problem === "disk-full" ? "full" : "ok" };
    },
  };
}
