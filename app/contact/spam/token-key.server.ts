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
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return { key: existing };
  } catch {
    // Not made yet.
  }
  const key = randomBytes(32).toString("base64url");
  try {
    ensurePrivateDir(dataDir);
    // "wx": two processes starting at once never overwrite each other's key; the loser reads the winner's.
    writeFileSync(file, key, { mode: privateFileMode, flag: "wx" });
    return { key };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return loadTokenKey(dataDir);
    return {
      key,
      warning: `could not keep the form token key in ${file} (${(error as NodeJS.ErrnoException).code}): pages served before a restart will count as forged; set FORM_TOKEN_KEY`,
    };
  }
}
