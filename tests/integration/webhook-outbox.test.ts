/** The webhook channel beside the mail, through the same transactional outbox, on both databases. */
import { sql } from "kysely";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "~/contact/intake.server";
import { createMailer, mailChannel } from "~/delivery/mail/mailer.server";
import { webhookChannel } from "~/delivery/webhook.server";
import { createOutboxWorker } from "~/delivery/outbox.server";
import { createStorage } from "~/storage/platform/storage.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { listContacts } from "~/storage/requests/records-store.server";
import { requeueFailed } from "~/storage/conversation/outbox-store.server";
import { SMTPServer } from "smtp-server";
import { listenOn } from "../support/loopback";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { webhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const input = { firstName: "Alice", email: "alice@example.com", message: "Please connect the form to our CRM." };
const meta = { language: "en" as const, clientIp: "192.0.2.10" };

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`webhook channel on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let smtp: SmtpSink;
    let receiver: WebhookReceiver;
    const cleanup: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase(database);
      smtp = await smtpSink();
      receiver = await webhookReceiver();
    });
    afterEach(async () => {
      for (const fn of cleanup.splice(0).reverse()) await fn();
      await db.kysely.deleteFrom("contact_notifications").execute();
      await db.kysely.deleteFrom("contact_requests").execute();
      smtp.mails.splice(0);
      receiver.received.splice(0);
      receiver.answer = () => ({ status: 204 });
    });
    afterAll(async () => {
      await receiver?.stop();
      await smtp?.stop();
      await db?.close();
      await database?.drop();
    });

    function pipeline(smtpUrl = smtp.url, options: { giveUpAfterMs?: number; webhookTimeoutMs?: number } = {}) {
      const storage = createStorage(database);
      const mailer = createMailer({ dataDir: database.dataDir, smtpUrl });
      const worker = createOutboxWorker({
        storage,
        channels: {
          mail: mailChannel(mailer, { to: "team@example.be", from: "Site <site@example.be>" }, "example.be"),
          webhook: webhookChannel({ url: receiver.url, secret }, { timeoutMs: options.webhookTimeoutMs }),
        },
        pollIntervalMs: 50,
        retryDelayMs: () => 100,
        giveUpAfterMs: options.giveUpAfterMs,
      });
      const service = createContactService({ storage, rateLimit: 100, channels: ["mail", "webhook"], onQueued: () => worker.kick() });
      worker.start();
      cleanup.push(async () => {
        await worker.stop();
        mailer.close();
        await storage.close();
      });
      return service;
    }

    const deliveries = async () => (await listContacts(db))[0]!.notifications;
    async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`timed out; deliveries: ${JSON.stringify(await deliveries())}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    it("delivers once, signed so that a Standard Webhooks receiver verifies it; the mail goes too", async () => {
      const outcome = await pipeline().submit(input, meta);
      await until(async () => (await deliveries()).every((d) => d.status === "sent"));
      expect(receiver.received).toHaveLength(1);
      const [hook] = receiver.received;
      const event = new Webhook(secret).verify(hook!.body, hook!.headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(event.type).toBe("contact_request.created");
      expect(event.data).toMatchObject({
        id: outcome.kind === "stored" ? outcome.id : "",
        // The short reference the visitor was shown, for the CRM to find the lead by.
        reference: outcome.kind === "stored" ? outcome.reference : "",
        firstName: "Alice",
        businessEmail: "alice@example.com",
        language: "en",
        package: null,
      });
      expect(smtp.mails).toHaveLength(1);
      expect((await deliveries()).map((d) => d.channel)).toEqual(["mail", "webhook"]);
    });

    it("a package chosen then withdrawn, or a language this site no longer has: both channels say so the same way", async () => {
      // Queued with a package, then changed under the worker's feet the way an older version's row
      // could read (a package since withdrawn, a language not offered): checked once when read.
      const storage = createStorage(database);
      const queued = createContactService({ storage, rateLimit: 100, channels: ["mail", "webhook"] });
      const outcome = await queued.submit(input, { ...meta, packageId: "professional" });
      await storage.close();
      const id = outcome.kind === "stored" ? outcome.id : "";
      await sql`update contact_requests set package = 'platinum', language = 'de' where id = ${id}`.execute(db.kysely);
      pipeline();
      await until(async () => (await deliveries()).every((d) => d.status === "sent"));
      const [hook] = receiver.received;
      const event = new Webhook(secret).verify(hook!.body, hook!.headers as Record<string, string>) as { data: Record<string, unknown> };
      expect(event.data).toMatchObject({ id, language: "en", package: null });
      const [mail] = smtp.mails;
      expect(mail!.headers.get("subject")).toBe("New contact request from Alice");
      expect(mail!.headers.get("content-language")).toBe("en");
    });

    it("receiver down then up, and 500 then 200: delivered once more, with the same webhook-id", async () => {
      await receiver.stop();
      await pipeline().submit(input, meta);
      await until(async () => (await deliveries()).some((d) => d.channel === "webhook" && d.attempts >= 2));
      let answers = 0;
      receiver.answer = () => (answers++ === 0 ? { status: 500 } : { status: 200 });
      await receiver.start();
      await until(async () => (await deliveries()).every((d) => d.status === "sent"));
      expect(receiver.received).toHaveLength(2);
      expect(new Set(receiver.received.map((h) => h.headers["webhook-id"])).size).toBe(1);
      expect(smtp.mails).toHaveLength(1);
    });

    it("a 400 fails the webhook at once and leaves the mail alone; mail down does not hold the webhook", async () => {
      receiver.answer = () => ({ status: 400 });
      await smtp.stop();
      await pipeline().submit(input, meta);
      await until(async () => (await deliveries()).some((d) => d.channel === "webhook" && d.status === "failed"));
      const webhook = (await deliveries()).find((d) => d.channel === "webhook")!;
      expect(webhook).toMatchObject({ attempts: 1, lastError: "webhook answered 400" });
      const mail = (await deliveries()).find((d) => d.channel === "mail")!;
      expect(mail.status).toBe("pending");
      await smtp.start();
      await until(async () => (await deliveries()).find((d) => d.channel === "mail")!.status === "sent");
      expect(receiver.received).toHaveLength(1);
    });

    it("mail down and receiver up: the webhook is delivered, the mail retried", async () => {
      await smtp.stop();
      await pipeline().submit(input, meta);
      await until(async () => (await deliveries()).find((d) => d.channel === "webhook")!.status === "sent");
      const mail = (await deliveries()).find((d) => d.channel === "mail")!;
      expect(mail.status).toBe("pending");
      await until(async () => (await deliveries()).find((d) => d.channel === "mail")!.attempts >= 2);
      await smtp.start();
      await until(async () => (await deliveries()).find((d) => d.channel === "mail")!.status === "sent");
      expect(receiver.received).toHaveLength(1);
      expect(smtp.mails).toHaveLength(1);
    });

    const webhookRow = () =>
      db.kysely.selectFrom("contact_notifications").selectAll().where("channel", "=", "webhook").executeTakeFirstOrThrow();

    it("200 then a reset, or a stalled body: that delivery's error, recorded and retried, then failed at the give-up", async () => {
      for (const fault of ["reset", "stall"] as const) {
        receiver.answer = () => fault;
        await pipeline(smtp.url, { giveUpAfterMs: 3_000, webhookTimeoutMs: 300 }).submit(input, meta);
        await until(async () => (await deliveries()).some((d) => d.channel === "webhook" && d.lastError !== null));
        const first = (await deliveries()).find((d) => d.channel === "webhook")!;
        expect(first.status, fault).toBe("pending");
        expect(first.lastError, fault).toMatch(fault === "reset" ? /answer cut off/ : /answer cut off \(status 200\): no answer in 0.3 s/);
        await until(async () => (await deliveries()).find((d) => d.channel === "webhook")!.status === "failed");
        const last = (await deliveries()).find((d) => d.channel === "webhook")!;
        expect(last.attempts, fault).toBeGreaterThanOrEqual(2);
        expect(last.lastError, fault).toMatch(/answer cut off/);
        // The mail is its own delivery: unaffected.
        expect((await deliveries()).find((d) => d.channel === "mail")!.status).toBe("sent");
        for (const fn of cleanup.splice(0).reverse()) await fn();
        await db.kysely.deleteFrom("contact_notifications").execute();
        await db.kysely.deleteFrom("contact_requests").execute();
      }
    });

    it("Retry-After: 1e20, 99999999999 or a far date: recorded, and the next attempt is at most an hour away", async () => {
      for (const value of ["1e20", "99999999999", "Fri, 31 Dec 9999 23:59:59 GMT"]) {
        receiver.answer = () => ({ status: 503, headers: { "Retry-After": value } });
        await pipeline().submit(input, meta);
        await until(async () => (await deliveries()).some((d) => d.channel === "webhook" && d.lastError !== null));
        const row = await webhookRow();
        expect(row.status, value).toBe("pending");
        expect(row.last_error, value).toBe("webhook answered 503");
        const wait = Date.parse(row.next_attempt_at) - Date.now();
        // Not a number of seconds ("1e20"): the outbox's own backoff; a far one: capped at an hour.
        if (value !== "1e20") expect(wait, value).toBeGreaterThan(60_000);
        expect(wait, value).toBeLessThanOrEqual(60 * 60 * 1000);
        for (const fn of cleanup.splice(0).reverse()) await fn();
        await db.kysely.deleteFrom("contact_notifications").execute();
        await db.kysely.deleteFrom("contact_requests").execute();
      }
    });

    it("retry --id requeues a delivery that waits far ahead (under a claim too), not only a failed one", async () => {
      receiver.answer = () => ({ status: 503, headers: { "Retry-After": "3600" } });
      const outcome = await pipeline().submit(input, meta);
      await until(async () => (await deliveries()).some((d) => d.channel === "webhook" && d.lastError !== null));
      await until(async () => (await deliveries()).find((d) => d.channel === "mail")!.status === "sent");
      // A claim still held (a send in flight elsewhere) is kept until it expires: never sent twice at once.
      const future = new Date(Date.now() + 1_000).toISOString();
      await db.kysely.updateTable("contact_notifications").set({ locked_until: future }).where("channel", "=", "webhook").execute();
      receiver.answer = () => ({ status: 204 });
      expect(await requeueFailed(db, { requestId: outcome.kind === "stored" ? outcome.id : "" })).toBe(1);
      await until(async () => (await deliveries()).every((d) => d.status === "sent"));
    });

    it.skipIf(backend.name === "sqlite")("two instances on one database: each webhook delivered once", async () => {
      const [a, b] = [pipeline(), pipeline()];
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? a : b).submit({ ...input, email: `lead${i}@example.com` }, { ...meta, clientIp: `198.51.100.${i}` }),
        ),
      );
      await until(async () => (await listContacts(db)).every((r) => r.notifications.every((d) => d.status === "sent")), 30_000);
      const ids = receiver.received.map((h) => h.headers["webhook-id"]);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      expect(smtp.mails).toHaveLength(40);
    });

    it("an SMTP 5xx fails the mail at once (no retries for ever); retry queues it again", async () => {
      let refuse = true;
      const relay = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onRcptTo(_address, _session, callback) {
          if (!refuse) return callback();
          const error = Object.assign(new Error("5.1.1 mailbox unavailable"), { responseCode: 550 });
          callback(error);
        },
        onData(stream, _session, callback) {
          stream.resume();
          stream.on("end", () => callback());
        },
      });
      const port = await listenOn(relay, 0, () => relay.server);
      cleanup.push(() => new Promise<void>((r) => relay.close(() => r())));
      await pipeline(`smtp://127.0.0.1:${port}`).submit(input, meta);
      await until(async () => (await deliveries()).find((d) => d.channel === "mail")?.status === "failed");
      expect((await deliveries()).find((d) => d.channel === "mail")).toMatchObject({
        attempts: 1,
        lastError: expect.stringContaining("550"),
      });

      refuse = false;
      expect(await requeueFailed(db, "all-failed")).toBe(1);
      await until(async () => (await deliveries()).find((d) => d.channel === "mail")?.status === "sent");
    });
  });
}
