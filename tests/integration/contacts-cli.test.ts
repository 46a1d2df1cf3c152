import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Sqlite from "libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "~/contact/intake.server";
import { createStorage } from "~/storage/platform/storage.server";
import { findEnrolment } from "~/storage/operators/desk-enrolment-store.server";
import { contactsCommand } from "../support/server";
import { run as runCli } from "../../cli/contacts";

if (!existsSync(contactsCommand()[1]!)) throw new Error("Run `npm run build` before these tests.");

/** The compiled CLI as a process, as `npm run contacts -- …` runs it: for what only a process shows (exit codes). */
function compiled(dataDir: string, ...args: string[]) {
  const [command, ...cli] = contactsCommand();
  const run = spawnSync(command!, [...cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** The CLI run in this process (the same code the compiled one runs): its exit code and what it wrote. */
async function contacts(dataDir: string, ...args: string[]) {
  let out = "";
  let err = "";
  const code = await runCli(args, {
    out: (text) => void (out += text),
    err: (text) => void (err += text),
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    cwd: process.cwd(),
  });
  return { code, out, err };
}

// The CLI runs in-process; the compiled one as a process where its exit code is the point.
describe("contacts CLI", { timeout: 180_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "cli-"));
  beforeAll(async () => {
    const storage = createStorage({ dataDir });
    const service = createContactService({ storage, rateLimit: 100 });
    for (const i of [1, 2, 3]) {
      await service.submit(
        { firstName: `Visitor ${i}`, email: `v${i}@example.com`, message: "Please call me back." },
        { language: "en", clientIp: "192.0.2.1" },
      );
    }
    await storage.close();
  });
  afterAll(() => {});

  it("refuses an empty, fractional or negative --older-than: usage, exit 2, nothing deleted", async () => {
    for (const value of ["", " ", "1.5", "-3", "soon"]) {
      const run = await contacts(dataDir, "purge", "--older-than", value);
      expect(run.code, value).toBe(2);
      expect(run.err).toMatch(/--older-than/);
      expect(run.err).toContain("Usage: npm run contacts");
    }
    expect((await contacts(dataDir, "list", "--json")).out).toContain("Visitor 3");
    expect(JSON.parse((await contacts(dataDir, "list", "--json")).out)).toHaveLength(3);
  });

  it("no command: usage and exit 2 (the compiled CLI, as a process)", () => {
    const run = compiled(dataDir);
    expect(run.code).toBe(2);
    expect(run.err).toContain("Usage: npm run contacts");
  });

  it("a DATA_DIR without a database: says so, exits non-zero, creates nothing (the compiled CLI, as a process)", () => {
    const empty = mkdtempSync(join(tmpdir(), "cli-empty-"));
    const run = compiled(empty, "list");
    expect(run.code).toBe(1);
    expect(run.err).toContain("no database");
    expect(readdirSync(empty)).toEqual([]);
  });

  it("backup while in use, restore into a fresh DATA_DIR: the same rows", async () => {
    const backup = join(mkdtempSync(join(tmpdir(), "cli-backup-")), "contacts-backup.sqlite");
    const run = await contacts(dataDir, "backup", "--to", backup);
    expect(run.code, run.err).toBe(0);
    expect(existsSync(backup)).toBe(true);
    expect((await contacts(dataDir, "backup", "--to", backup)).code).toBe(2);

    const restored = mkdtempSync(join(tmpdir(), "cli-restored-"));
    mkdirSync(restored, { recursive: true });
    copyFileSync(backup, join(restored, "contacts.sqlite"));
    expect(JSON.parse((await contacts(restored, "list", "--json")).out)).toEqual(
      JSON.parse((await contacts(dataDir, "list", "--json")).out),
    );
  });

  it("backup --to a relative path, run from another directory: written there, absolute path printed", async () => {
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

  it("a database replaced under the running server: the new one opens clean; erase reaches the old one's copy; no copy keeps a client-address key", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-replaced-"));
    const storage = createStorage({ dataDir: dir });
    const service = createContactService({ storage, rateLimit: 100 });
    const meta = { language: "en" as const, clientIp: "192.0.2.20" };
    const submit = (who: string) =>
      service.submit({ firstName: who, email: `${who}@example.com`, message: `The private plans of ${who}.` }, meta);
    expect((await submit("xavier")).kind).toBe("stored");
    const backup = join(mkdtempSync(join(tmpdir(), "cli-replaced-backup-")), "b.sqlite");
    expect((await contacts(dir, "backup", "--to", backup)).code).toBe(0);
    expect((await submit("yolanda")).kind).toBe("stored");
    // Replaced by hand while the server's connection is open (a restore without the command).
    renameSync(backup, join(dir, "contacts.sqlite"));
    expect((await submit("zoe")).kind).toBe("stored");
    await storage.close();

    // The backup went in as it was (its rows, not the old file's write-ahead log over it).
    const listed = JSON.parse((await contacts(dir, "list", "--json")).out) as { email: string }[];
    expect(listed.map((r) => r.email).sort()).toEqual(["xavier@example.com", "zoe@example.com"]);
    const copies = readdirSync(dir).filter((f) => /^contacts\.sqlite\.replaced-[^-]+$/.test(f));
    expect(copies).toHaveLength(1);

    const run = await contacts(dir, "erase", "--email", "yolanda@example.com");
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain("Erased 1 request(s)");
    for (const file of readdirSync(dir)) {
      const bytes = readFileSync(join(dir, file));
      expect(bytes.includes(Buffer.from("yolanda", "utf8")), `${file} still holds yolanda`).toBe(false);
    }
    for (const file of [join(dir, copies[0]!), backup.replace(/b\.sqlite$/, "c.sqlite")]) {
      if (!existsSync(file)) expect((await contacts(dir, "backup", "--to", file)).code).toBe(0);
      const copy = new Sqlite(file, { readonly: true });
      try {
        const keys = copy.prepare("select name from app_settings where name like 'ip_hash_key:%'").all();
        expect(keys, file).toEqual([]);
      } finally {
        copy.close();
      }
    }
  });

  it("erase: non-ASCII capitals match, and no file in DATA_DIR keeps the address or the message", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-erase-"));
    const storage = createStorage({ dataDir: dir });
    const service = createContactService({ storage, rateLimit: 2 });
    const meta = { language: "fr" as const, clientIp: "192.0.2.7" };
    const secret = "Projet confidentiel: fusion avec Zéphyr SA.";
    expect(
      (await service.submit({ firstName: "Émilie", email: "Émilie@Exemple.be", message: secret }, { ...meta, clientIp: "192.0.2.7" })).kind,
    ).toBe("stored");
    expect(
      (
        await service.submit(
          { firstName: "Émilie", email: "émilie@exemple.be", message: `${secret} (2)` },
          { ...meta, clientIp: "192.0.2.8" },
        )
      ).kind,
    ).toBe("stored");
    // The per-email limit counts both spellings as one person (each its own message: the same one
    // again within 10 minutes would be the same request).
    expect(
      (
        await service.submit(
          { firstName: "Émilie", email: "ÉMILIE@EXEMPLE.BE", message: `${secret} (3)` },
          { ...meta, clientIp: "192.0.2.9" },
        )
      ).kind,
    ).toBe("throttled");
    await storage.close();
    mkdirSync(join(dir, "outbox"), { recursive: true });
    const stray = join(dir, "outbox", "20260101T000000Z-0b7e1a52-1111-4222-8333-444455556666.eml.tmp");
    writeFileSync(stray, `Reply-To: Émilie@Exemple.be\r\n\r\n${secret}`);

    const run = await contacts(dir, "erase", "--email", "émilie@exemple.be");
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

  it("spam: list --status spam shows what the traps caught, release --id queues it, and control characters print escaped", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-spam-"));
    const storage = createStorage({ dataDir: dir });
    const service = createContactService({ storage, rateLimit: 100 });
    const meta = { language: "en" as const, clientIp: "192.0.2.60" };
    // U+009B is a terminal's CSI: raw, it would run "2J" (clear the screen).
    const caught = await service.submit(
      { firstName: "Robo\u009b2Jt", email: "bot@example.com", message: "Cheap pills \u202eevil" },
      { ...meta, spamReasons: [{ kind: "honeypot" }] },
    );
    await service.submit({ firstName: "Real person", email: "real@example.com", message: "Please call me back." }, meta);
    await storage.close();
    if (caught.kind !== "spam") throw new Error(caught.kind);

    const spam = await contacts(dir, "list", "--status", "spam");
    expect(spam.code, spam.err).toBe(0);
    expect(spam.out).toContain(caught.id);
    expect(spam.out).toContain("Robo\\u{009b}2Jt");
    expect(spam.out).toContain("\\u{202e}evil");
    expect(spam.out).toContain("caught: filled the hidden field people never see");
    expect(spam.out).not.toMatch(/[\u0080-\u009f\u202e]/);
    expect(spam.out).not.toContain("Real person");
    const json = await contacts(dir, "list", "--json", "--status", "spam");
    expect(json.out).not.toMatch(/[\u0080-\u009f\u202e]/);
    expect(JSON.parse(json.out)).toMatchObject([{ id: caught.id, firstName: "Robo\u009b2Jt", leadStatus: "spam", notifications: [] }]);

    const release = await contacts(dir, "release", "--id", caught.id);
    expect(release.code, release.err).toBe(0);
    expect(release.out).toContain(`Released ${caught.id}`);
    expect(JSON.parse((await contacts(dir, "list", "--json", "--status", "spam")).out)).toEqual([]);
    const released = (
      JSON.parse((await contacts(dir, "list", "--json")).out) as {
        id: string;
        leadStatus: string;
        notifications: { channel: string; status: string }[];
      }[]
    ).find((r) => r.id === caught.id);
    // The agency's notification, and the visitor's receipt held back while it was spam (RECEIPT_MAIL's default).
    expect(released).toMatchObject({ leadStatus: "new" });
    expect(released!.notifications.map((n) => `${n.channel} ${n.status}`).sort()).toEqual(["mail pending", "receipt pending"]);
    // Not spam (any more), or no such request: said, exit 1, nothing queued twice.
    const again = await contacts(dir, "release", "--id", caught.id);
    expect(again.code).toBe(1);
    expect(again.err).toContain("not marked as spam");
    expect((await contacts(dir, "release", "--id", "nope")).err).toContain("no request nope");
  });

  // Seen failing before the fix: the first link still enrolled after the second was made.
  it("invite: a new link for an operator revokes their earlier unused ones; --language sets the enrolment page's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cli-invite-"));
    await createStorage({ dataDir: dir })
      .get()
      .then((db) => db.close());
    const token = (run: Awaited<ReturnType<typeof contacts>>) => run.out.trim().split("/desk/enrol/")[1]!;
    const first = await contacts(dir, "invite", "--email", "anna@agency.example", "--name", "Anna", "--language", "fr");
    expect(first.code, first.err).toBe(0);
    const second = await contacts(dir, "invite", "--email", "Anna@agency.example");
    expect(second.code, second.err).toBe(0);
    expect(second.err).toContain("Their 1 earlier unused link no longer works.");
    const storage = createStorage({ dataDir: dir });
    const db = await storage.get();
    expect(await findEnrolment(db, token(first))).toBeUndefined();
    expect(await findEnrolment(db, token(second))).toMatchObject({ operator: { name: "Anna", language: "fr" }, language: null });
    await storage.close();
    const passkeys = await contacts(dir, "operators", "passkeys", "--email", "anna@agency.example");
    expect(passkeys.code, passkeys.err).toBe(0);
    expect(passkeys.out).toContain("Anna has no passkey.");
    expect((await contacts(dir, "operators", "passkeys", "--email", "nobody@agency.example")).code).toBe(2);
  });
});
