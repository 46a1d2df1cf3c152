import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
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

  it("backup --to a relative path, run from another directory: written there, absolute path printed", () => {
    const elsewhere = mkdtempSync(join(tmpdir(), "cli-cwd-"));
    const run = spawnSync("npm", ["--prefix", process.cwd(), "run", "--silent", "contacts", "--", "backup", "--to", "rel.sqlite"], {
      cwd: elsewhere,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(join(elsewhere, "rel.sqlite"))).toBe(true);
    expect(existsSync(join(process.cwd(), "rel.sqlite"))).toBe(false);
    expect(run.stdout).toContain(join(elsewhere, "rel.sqlite"));
  });

  it("erase: non-ASCII capitals match, and no file in DATA_DIR keeps the address or the message", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-erase-"));
    const storage = createStorage({ dataDir: dir });
    const service = createContactService({ storage, rateLimit: 2 });
    const meta = { language: "fr" as const, clientIp: "192.0.2.7" };
    const secret = "Projet confidentiel: fusion avec Zéphyr SA.";
    expect((await service.submit({ firstName: "Émilie", email: "Émilie@Exemple.be", message: secret }, { ...meta, clientIp: "192.0.2.7" })).kind).toBe("stored");
    expect((await service.submit({ firstName: "Émilie", email: "émilie@exemple.be", message: secret }, { ...meta, clientIp: "192.0.2.8" })).kind).toBe("stored");
    // The per-email limit counts both spellings as one person.
    expect((await service.submit({ firstName: "Émilie", email: "ÉMILIE@EXEMPLE.BE", message: secret }, { ...meta, clientIp: "192.0.2.9" })).kind).toBe("throttled");
    await storage.close();
    mkdirSync(join(dir, "outbox"), { recursive: true });
    const stray = join(dir, "outbox", "20260101T000000Z-0b7e1a52-1111-4222-8333-444455556666.eml.tmp");
    writeFileSync(stray, `Reply-To: Émilie@Exemple.be\r\n\r\n${secret}`);

    const run = contacts(dir, "erase", "--email", "émilie@exemple.be");
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain("Erased 3 request(s)");
    expect(existsSync(stray)).toBe(false);
    for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      const path = join(dir, file);
      if (!statSync(path).isFile()) continue;
      const bytes = readFileSync(path);
      for (const needle of ["milie@", "MILIE@", "Zéphyr", "Projet confidentiel"]) {
        expect(bytes.includes(Buffer.from(needle, "utf8")), `${file} still holds ${needle}`).toBe(false);
      }
    }
  });
});
