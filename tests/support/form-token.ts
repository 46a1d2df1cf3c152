/**
 * The fill-time token a contact page served `secondsAgo` earlier would carry, for tests that
 * post to a running server the way a person who read the page would: signed with the key the
 * server keeps in its DATA_DIR (app/contact/spam/token-key.server.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { makeFillToken } from "../../app/contact/spam/fill-token.server";
import { tokenKeyFile } from "../../app/contact/spam/token-key.server";

/**
 * FORM_TOKEN_KEY of the test servers on PostgreSQL (which refuse to start without one), set by
 * startServer when a test gives DATABASE_URL and no key.
 */
export const testFormTokenKey = "test-servers-form-token-key-0123456789abcdef";

export function formToken(dataDir: string, secondsAgo = 30): string {
  const file = join(dataDir, tokenKeyFile);
  const key = existsSync(file) ? readFileSync(file, "utf8").trim() : testFormTokenKey;
  return makeFillToken(key, Date.now() - secondsAgo * 1000);
}

/** The token's field and value, to spread into a posted form. */
export function tokenField(dataDir: string, secondsAgo = 30): { fill_token: string } {
  return { fill_token: formToken(dataDir, secondsAgo) };
}
