/**
 * The `.eml` copies of the team's notifications in DATA_DIR/outbox/ (MAIL_TRANSPORT=file): how they
 * are named, listed for a person's export and removed on erasure and retention. The mailer writes
 * them (~/delivery/mail/mailer.server.ts).
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/** `<received time>-<notification id>.eml`: erasing a person's notifications can find their files. */
export function emlFileName(message: { messageId: string; date: Date }): string {
  const id = message.messageId.replace(/^<|@.*$/g, "").replace(/[^A-Za-z0-9-]/g, "");
  const stamp = message.date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${stamp}-${id}.eml`;
}

const emlPattern = /^(\d{8}T\d{6}Z)-([0-9a-f-]+)\.eml(\.tmp)?$/;

/** The names of the `.eml` copies of the given notifications in DATA_DIR/outbox/ (the access export lists them; erasure removes them). */
export function mailFilesOf(dataDir: string, notificationIds: readonly string[]): string[] {
  let files: string[];
  try {
    files = readdirSync(join(dataDir, "outbox"));
  } catch {
    return [];
  }
  const ids = new Set(notificationIds);
  return files.filter((file) => ids.has(emlPattern.exec(file)?.[2] ?? "")).sort();
}

/**
 * Removes the `.eml` copies of the given notifications, and of every notification received
 * before `receivedBefore`, from DATA_DIR/outbox/ (erasure and retention). A half-written
 * `.eml.tmp` (disk full mid-write) holds the same personal data and is always removed.
 */
export function removeMailFiles(dataDir: string, notificationIds: readonly string[], receivedBefore?: Date): number {
  const dir = join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir);
  } catch {
    return 0;
  }
  const ids = new Set(notificationIds);
  const cutoff = receivedBefore && emlFileName({ messageId: "<x@x>", date: receivedBefore }).slice(0, 16);
  let removed = 0;
  for (const file of files) {
    const match = emlPattern.exec(file);
    if (!match) continue;
    if (match[3] || ids.has(match[2] ?? "") || (cutoff !== undefined && (match[1] ?? "") < cutoff)) {
      rmSync(join(dir, file), { force: true });
      removed++;
    }
  }
  return removed;
}
