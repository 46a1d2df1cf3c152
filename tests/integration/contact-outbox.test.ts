import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "~/contact/intake.server";
import { testEnv } from "../support/env";
import { startServices, type Services } from "../../server/services";
import { createMailer, mailChannel } from "~/delivery/mail/mailer.server";
import { createOutboxWorker, defaultRetryDelayMs } from "~/delivery/outbox.server";
import { createStorage } from "~/storage/platform/storage.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { backends, testDatabase, type TestDatabase, postgresEnabled } from "../support/databases";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { tcpProxy } from "../support/tcp-proxy";

const input = { firstName: "Alice", email: "alice@example.com", message: "Please call me back about journeys." };
const meta = { language: "en" as const, clientIp: "192.0.2.10" };

describe("retry backoff", () => {
  it("first retry within 30 s, then doubling, capped at 1 h", () => {
    for (let i = 0; i < 50; i++) {
      const first = defaultRetryDelayMs(1);
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThanOrEqual(30_000);
      expect(defaultRetryDelayMs(2)).toBeGreaterThan(first * 1.4);
      expect(defaultRetryDelayMs(40)).toBeLessThanOrEqual(60 * 60 * 1000 * 1.1);
      expect(defaultRetryDelayMs(40)).toBeGreaterThanOrEqual(60 * 60 * 1000 * 0.9);
    }
  });
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`outbox on ${backend.name}`, () => {
    let database: TestDatabase;
    let smtp: SmtpSink;
    let db: Db;
    const cleanup: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase(database);
    });
    afterEach(async () => {
      for (const fn of cleanup.splice(0).reverse()) await fn();
      await db.kysely.deleteFrom("contact_notifications").execute();
      await db.kysely.deleteFrom("contact_requests").execute();
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    async function start(smtpUrl: string): Promise<Services> {
      const services = await startServices(testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, SMTP_URL: smtpUrl }));
      cleanup.push(() => services.close());
      return services;
    }

    async function notification() {
      return db.kysely.selectFrom("contact_notifications").selectAll().executeTakeFirstOrThrow();
    }

    it("mail server down: the request is accepted; retried with backoff; delivered exactly once when it is back", async () => {
      smtp = await smtpSink({ start: false });
      cleanup.push(() => smtp.stop());
      const storage = createStorage(database);
      const mailer = createMailer({ dataDir: database.dataDir, smtpUrl: smtp.url });
      const worker = createOutboxWorker({
        storage,
        channels: { mail: mailChannel(mailer, { to: "team@agency.test", from: "site@agency.test" }, "agency.test") },
        pollIntervalMs: 50,
        retryDelayMs: () => 300,
      });
      cleanup.push(async () => {
        await worker.stop();
        mailer.close();
        await storage.close();
      });
      const service = createContactService({ storage, rateLimit: 5, onQueued: () => worker.kick() });
      worker.start();
      expect((await service.submit(input, meta)).kind).toBe("stored");

      await expect.poll(async () => (await notification()).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      const failed = await notification();
      expect(failed.status).toBe("pending");
      expect(failed.last_error).toBeTruthy();

      await smtp.start();
      await smtp.waitFor(1);
      await expect.poll(async () => (await notification()).status).toBe("sent");
      // Once. A second copy could only come from a send already in flight (a row sent is never
      // claimed again), and stop() waits for every send in flight.
      await worker.stop();
      expect(smtp.mails).toHaveLength(1);
    });

    it("pending notifications are sent at start-up, whatever their backoff", async () => {
      smtp = await smtpSink({ start: false });
      cleanup.push(() => smtp.stop());
      const first = await start(smtp.url);
      expect((await first.contact.submit(input, meta)).kind).toBe("stored");
      await expect.poll(async () => (await notification()).last_error, { timeout: 15_000 }).toBeTruthy();
      expect(new Date((await notification()).next_attempt_at).getTime()).toBeGreaterThan(Date.now());
      await first.close();

      await smtp.start();
      const second = await start(smtp.url);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.headers.get("subject")).toBe("New contact request from Alice");
      await expect.poll(async () => (await notification()).status).toBe("sent");
      // Once: closing waits for every send in flight, the only source of a second copy.
      await second.close();
      expect(smtp.mails).toHaveLength(1);
    });

    it("without SMTP_URL the mail is an .eml file in DATA_DIR/outbox/", async () => {
      const services = await startServices(testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }));
      cleanup.push(() => services.close());
      expect((await services.contact.submit(input, meta)).kind).toBe("stored");
      await expect.poll(async () => (await notification()).status).toBe("sent");
      const { readdirSync, readFileSync } = await import("node:fs");
      const files = readdirSync(join(database.dataDir, "outbox")).filter((f) => f.endsWith(".eml"));
      const id = (await notification()).id;
      const file = files.find((f) => f.includes(id));
      expect(file).toBeDefined();
      const eml = readFileSync(join(database.dataDir, "outbox", file!), "utf8");
      expect(eml).toContain("Subject: New contact request from Alice");
      expect(eml).toContain("Reply-To: Alice <alice@example.com>");
    });
  });
}

describe("database down", () => {
  it("SQLite that cannot be opened: start-up does not fail, submissions are 'unavailable'", async () => {
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "contact-down-"));
    const notADir = join(dir, "file");
    writeFileSync(notADir, "x");
    const started = Date.now();
    const services = await startServices(testEnv({ DATA_DIR: notADir }));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await services.contact.submit(input, meta)).toEqual({ kind: "unavailable" });
    await services.close();
  });

  it("PostgreSQL on a closed port: start-up does not fail, submissions are 'unavailable' quickly", async () => {
    const { freePort } = await import("../support/server");
    // A port nothing listens on: a database that is down.
    const port = await freePort();
    const started = Date.now();
    const services = await startServices(testEnv({ DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/none`, DATA_DIR: "/nonexistent" }));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await services.contact.submit(input, meta)).toEqual({ kind: "unavailable" });
    await services.close();
  });

  describe.skipIf(!postgresEnabled)("PostgreSQL that comes back", () => {
    it("reconnects and migrates when the database returns, then stores and mails", async () => {
      const database = await testDatabase("postgres");
      const target = new URL(database.databaseUrl!);
      const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(database.databaseUrl!);
      viaProxy.hostname = "127.0.0.1";
      viaProxy.port = String(proxy.port);
      const smtp = await smtpSink();
      const services = await startServices(testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: viaProxy.toString(), SMTP_URL: smtp.url }));
      try {
        expect((await services.contact.submit(input, meta)).kind).toBe("unavailable");
        await proxy.up();
        await expect.poll(async () => (await services.contact.submit(input, meta)).kind, { timeout: 15_000, interval: 300 }).toBe("stored");
        await smtp.waitFor(1);

        // Down again after it was up: 'unavailable', then fine when it returns.
        await proxy.down();
        expect((await services.contact.submit({ ...input, email: "bob@example.com" }, meta)).kind).toBe("unavailable");
        await proxy.up();
        await expect
          .poll(async () => (await services.contact.submit({ ...input, email: "bob@example.com" }, meta)).kind, {
            timeout: 15_000,
            interval: 300,
          })
          .toBe("stored");
        await smtp.waitFor(2);
      } finally {
        await services.close();
        await proxy.down();
        await smtp.stop();
        await database.drop();
      }
    });
  });
});
