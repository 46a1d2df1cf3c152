import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensurePrivateDir, privateFileMode } from "~/platform/data-dir.server";

export const tokenKeyFile = "form-token.key";

/**
 * The key the contact pages' fill-time tokens are signed with: FORM_TOKEN_KEY when set (several
 * instances must share one), else a random key made once and kept in DATA_DIR (0600), so a page
 * served before a restart can still be posted after it. Pages must be served even when the
 * database is down, so the key never comes from the database. When DATA_DIR cannot be written,
 * a key for this process only, and `warning` says so.
 */
export function loadTokenKey(dataDir: string, fromEnv?: string): { key: string; warning?: string } {
  if (fromEnv) return { key: fromEnv };
  const file = join(dataDir, tokenKeyFile);
  const kept = readKey(file);
  if (kept) return { key: kept };
  const key = randomBytes(32).toString("base64url");
  try {
    ensurePrivateDir(dataDir);
    // "wx": two processes starting at once never overwrite each other's key; the loser reads the winner's.
    writeFileSync(file, key, { mode: privateFileMode, flag: "wx" });
    return { key };
  } catch (error) {
    // Only the write's EEXIST means another process made the key first (mkdir says EEXIST too
    // when DATA_DIR is a file): read it once, never loop.
    const winner = (error as NodeJS.ErrnoException).syscall === "open" ? readKey(file) : undefined;
    if (winner) return { key: winner };
    return {
      key,
      warning: `could not keep the form token key in ${file} (${(error as NodeJS.ErrnoException).code}): pages served before a restart will count as forged; set FORM_TOKEN_KEY`,
    };
  }
}

function readKey(file: string): string | undefined {
  try {
    const existing = readFileSync(file, "utf8").trim();
    return existing.length >= 32 ? existing : undefined;
  } catch {
    return undefined; // Not made yet, or DATA_DIR unreadable.
  }
}

/**
 * Why a server on PostgreSQL must not start without FORM_TOKEN_KEY. Instances sharing a database
 * are meant to run side by side behind one address: each would sign pages with its own key, and a
 * page served by one and posted to another would be "forged", silent spam. The key is not kept in
 * the database for them to share: pages must be served (and signed) while the database is down.
 */
export function tokenKeyProblem(env: { databaseUrl?: string; formTokenKey?: string }): string | undefined {
  if (!env.databaseUrl || env.formTokenKey) return undefined;
  return "FORM_TOKEN_KEY must be set with DATABASE_URL: every instance on one PostgreSQL database must sign the contact pages with the same key (a random secret of at least 32 characters, the same on each instance, such as the output of `openssl rand -base64 32`), or a page served by one instance counts as forged on another";
}
