import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "~/services/contact-service.server";
import { createStorage } from "~/services/storage/database.server";

/** The real CLI, as `npm run contacts -- …` runs it. */
function contacts(dataDir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "cli/contacts.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe("contacts CLI", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "cli-"));
  beforeAll(async () => {
    const storage = createStorage({ dataDir });
    const service = createContactService({ storage, rateLimit: 100 });
    for (const i of [1, 2, 3]) {
      await service.submit({ firstName: `Visitor ${i}`, email: `v${i}@example.com`, message: "Please call me back." }, { language: "en", clientIp: "192.0.2.1" });
    }
    await storage.close();
  });
  afterAll(() => {});

  it("refuses an empty, fractional or negative --older-than: usage, exit 2, nothing deleted", () => {
    for (const value of ["", " ", "1.5", "-3", "soon"]) {
      const run = contacts(dataDir, "purge", "--older-than", value);
      expect(run.code, value).toBe(2);
      expect(run.err).toMatch(/--older-than/);
      expect(run.err).toContain("Usage: npm run contacts");
    }
    expect(contacts(dataDir, "list", "--json").out).toContain("Visitor 3");
    expect(JSON.parse(contacts(dataDir, "list", "--json").out)).toHaveLength(3);
  });

  it("no command: usage and exit 2", () => {
    const run = contacts(dataDir);
    expect(run.code).toBe(2);
    expect(run.err).toContain("Usage: npm run contacts");
  });

  it("a DATA_DIR without a database: says so, exits non-zero, creates nothing", () => {
    const empty = mkdtempSync(join(tmpdir(), "cli-empty-"));
    const run = contacts(empty, "list");
    expect(run.code).toBe(1);
    expect(run.err).toContain("no database");
    expect(readdirSync(empty)).toEqual([]);
  });

  it("backup while in use, restore into a fresh DATA_DIR: the same rows", () => {
    const backup = join(mkdtempSync(join(tmpdir(), "cli-backup-")), "contacts-backup.sqlite");
    const run = contacts(dataDir, "backup", "--to", backup);
    expect(run.code, run.err).toBe(0);
    expect(existsSync(backup)).toBe(true);
    expect(contacts(dataDir, "backup", "--to", backup).code).toBe(2);

    const restored = mkdtempSync(join(tmpdir(), "cli-restored-"));
    mkdirSync(restored, { recursive: true });
    copyFileSync(backup, join(restored, "contacts.sqlite"));
    expect(JSON.parse(contacts(restored, "list", "--json").out)).toEqual(JSON.parse(contacts(dataDir, "list", "--json").out));
  });
});
