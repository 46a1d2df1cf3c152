import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
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
    mkdirSync(dir, { recursive: true });
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
