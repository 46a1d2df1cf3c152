import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eraseContact as eraseByEmail, purgeOlderThan, purgeSpamOlderThan } from "~/contact/erasure.server";
import { listContacts } from "~/storage/requests/records-store.server";
import { parseFilter } from "~/desk/inbox/lead-filter";
import { listLeads } from "~/storage/requests/inbox-store.server";
import { createContactService } from "~/contact/intake.server";
import { testEnv } from "../support/env";
import { startServices, type Services } from "../../server/services";
import { createLogger } from "~/platform/log.server";
import { createStorage } from "~/storage/platform/storage.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { smtpSink, type SmtpSink } from "../support/smtp";

const input = (n: number) => ({
  firstName: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  message: `Hello, this is message number ${n}.`,
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`contact pipeline on ${backend.name}`, () => {
    let database: TestDatabase;
    let smtp: SmtpSink;
    let db: Db;
    const running: Services[] = [];

    async function start(env: Record<string, string> = {}): Promise<Services> {
      const services = await startServices(
        testEnv({
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.databaseUrl,
          SMTP_URL: smtp.url,
          MAIL_TO: "team@agency.test",
          MAIL_FROM: "Website <site@agency.test>",
          SITE_URL: "https://www.agency.test",
          ...env,
        }),
      );
      running.push(services);
      return services;
    }

    async function rows() {
      const requests = await db.kysely.selectFrom("contact_requests").selectAll().execute();
      const notifications = await db.kysely.selectFrom("contact_notifications").selectAll().execute();
      return { requests, notifications };
    }

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      smtp = await smtpSink();
      db = await openDatabase(database);
    });

    afterEach(async () => {
      await Promise.all(running.splice(0).map((s) => s.close()));
      await db.kysely.deleteFrom("contact_notifications").execute();
      await db.kysely.deleteFrom("contact_requests").execute();
      smtp.mails.splice(0);
    });

    afterAll(async () => {
      await db?.close();
      await smtp?.stop();
      await database?.drop();
    });

    it("stores the request and its notification, and the agency receives one mail", async () => {
      const services = await start();
      const outcome = await services.contact.submit(
        { firstName: "Zoé", email: "zoe@entreprise.be", message: "Bonjour, nous voulons revoir nos parcours clients." },
        { language: "fr", clientIp: "203.0.113.7" },
      );
      expect(outcome.kind).toBe("stored");
      const [mail] = await smtp.waitFor(1);
      const { requests, notifications } = await rows();
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ first_name: "Zoé", email: "zoe@entreprise.be", language: "fr", status: "accepted" });
      expect(requests[0]!.ip_hash).not.toContain("203.0.113.7");
      expect(requests[0]!.ip_hash).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(notifications).toHaveLength(1);

      expect(mail!.envelope).toEqual({ from: "site@agency.test", to: ["team@agency.test"] });
      expect(mail!.headers.get("reply-to")).toBe("Zoé <zoe@entreprise.be>");
      expect(mail!.headers.get("subject")).toBe("New contact request from Zoé");
      // On the sending domain (MAIL_FROM's), not the host the site is served from.
      expect(mail!.headers.get("message-id")).toBe(`<${notifications[0]!.id}@agency.test>`);
      expect(mail!.text).toContain("First name: Zoé");
      expect(mail!.text).toContain("Business email: zoe@entreprise.be");
      expect(mail!.text).toContain("Language: French");
      expect(mail!.text).toContain("Bonjour, nous voulons revoir nos parcours clients.");
      expect(mail!.html).toContain("Zoé");

      await expect.poll(async () => (await rows()).notifications[0]?.status).toBe("sent");
      // Once: a second copy could only come from a send in flight, and closing waits for those.
      await services.close();
      expect(smtp.mails).toHaveLength(1);
    });

    it("stores a Dutch request as language nl (no constraint on the column), mails it, and the desk's filter finds it (issue 27)", async () => {
      const services = await start();
      await services.contact.submit(
        { firstName: "Lotte", email: "lotte@bedrijf.be", message: "Goedemiddag, wij willen onze klantreizen herbekijken." },
        { language: "nl", clientIp: "203.0.113.8", packageId: "starter" },
      );
      await services.contact.submit(
        { firstName: "Zoé", email: "zoe@entreprise.be", message: "Bonjour, nous voulons revoir nos parcours clients." },
        { language: "fr", clientIp: "203.0.113.9" },
      );
      const [mail] = await smtp.waitFor(1);
      expect((await rows()).requests.find((r) => r.email === "lotte@bedrijf.be")).toMatchObject({ language: "nl", package: "starter" });
      const mails = await smtp.waitFor(2);
      expect(mails.map((m) => m.text).join("\n")).toContain("Language: Dutch (Nederlands)");
      expect(mail).toBeDefined();
      const dutch = await listLeads(db, parseFilter(new URLSearchParams("language=nl")), 1);
      expect(dutch.leads.map((l) => [l.email, l.language])).toEqual([["lotte@bedrijf.be", "nl"]]);
      const french = await listLeads(db, parseFilter(new URLSearchParams("language=fr")), 1);
      expect(french.leads.map((l) => l.email)).toEqual(["zoe@entreprise.be"]);
    });

    it("limits per IP and per email address; over the limit is stored as throttled and not mailed", async () => {
      const services = await start({ CONTACT_RATE_LIMIT: "2" });
      const meta = { language: "en" as const, clientIp: "198.51.100.1" };
      const kinds = [];
      for (let i = 0; i < 3; i++) kinds.push((await services.contact.submit(input(i), meta)).kind);
      expect(kinds).toEqual(["stored", "stored", "throttled"]);
      // The same address from other IPs, with other questions (the same one again would be the same request).
      const again = (n: number) => ({ ...input(0), message: `${input(0).message} Question ${n}.` });
      const sameEmail = await services.contact.submit(again(1), { language: "en", clientIp: "198.51.100.2" });
      expect(sameEmail.kind).toBe("stored");
      expect((await services.contact.submit(again(2), { language: "en", clientIp: "198.51.100.3" })).kind).toBe("throttled");
      expect(
        (await services.contact.submit({ ...again(3), email: "VISITOR0@example.com" }, { language: "en", clientIp: "198.51.100.4" })).kind,
      ).toBe("throttled");
      // Somebody else is not affected.
      expect((await services.contact.submit(input(9), { language: "en", clientIp: "198.51.100.9" })).kind).toBe("stored");

      await smtp.waitFor(4);
      const { requests, notifications } = await rows();
      expect(requests.filter((r) => r.status === "throttled")).toHaveLength(3);
      expect(requests.filter((r) => r.status === "accepted")).toHaveLength(4);
      expect(notifications).toHaveLength(4);
      // Not mailed: a mail leaves only from a notification row, and the throttled have none; closing
      // waits for the sends in flight (a second copy of the four).
      await services.close();
      expect(smtp.mails).toHaveLength(4);
    });

    it("far over the limit (10×) stores nothing more, and the limit counts across restarts and instances", async () => {
      const first = await start({ CONTACT_RATE_LIMIT: "1" });
      const second = await start({ CONTACT_RATE_LIMIT: "1" });
      const meta = { language: "en" as const, clientIp: "192.0.2.50" };
      const kinds: string[] = [];
      for (let i = 0; i < 12; i++) kinds.push((await (i % 2 ? second : first).contact.submit(input(100 + i), meta)).kind);
      expect(kinds).toEqual(["stored", ...Array(9).fill("throttled"), "dropped", "dropped"]);
      await first.close();
      const third = await start({ CONTACT_RATE_LIMIT: "1" });
      expect((await third.contact.submit(input(200), meta)).kind).toBe("dropped");
      const { requests } = await rows();
      expect(requests).toHaveLength(10);
    });

    it("the hourly window slides", async () => {
      const storage = createStorage(database);
      let now = new Date("2030-01-01T10:00:00.000Z");
      const service = createContactService({ storage, rateLimit: 1, now: () => now });
      const meta = { language: "en" as const, clientIp: "192.0.2.77" };
      expect((await service.submit(input(1), meta)).kind).toBe("stored");
      now = new Date("2030-01-01T10:59:00.000Z");
      expect((await service.submit(input(1), meta)).kind).toBe("throttled");
      now = new Date("2030-01-01T11:00:01.000Z");
      expect((await service.submit(input(1), meta)).kind).toBe("stored");
      await storage.close();
    });

    it("200 concurrent submissions: 200 rows and 200 mails, none twice", async () => {
      const services = await start({ CONTACT_RATE_LIMIT: "1000" });
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) => services.contact.submit(input(i), { language: "en", clientIp: "127.0.0.1" })),
      );
      const kinds = outcomes.reduce<Record<string, number>>((count, o) => ({ ...count, [o.kind]: (count[o.kind] ?? 0) + 1 }), {});
      expect(kinds).toEqual({ stored: 200 });
      await smtp.waitFor(200, 25_000);
      await expect.poll(async () => (await rows()).notifications.filter((n) => n.status === "sent").length, { timeout: 10_000 }).toBe(200);
      // None twice: a second copy could only come from a send in flight, and closing waits for those.
      await services.close();
      const ids = smtp.mails.map((m) => m.headers.get("message-id"));
      expect(ids).toHaveLength(200);
      expect(new Set(ids).size).toBe(200);
      expect(new Set(smtp.mails.map((m) => m.headers.get("x-contact-request-id"))).size).toBe(200);
      const { requests } = await rows();
      expect(requests).toHaveLength(200);
    });

    // A burst from one address used to hold every pooled connection (each transaction waiting on
    // that address's advisory lock), and a submission from anyone else waited in the pool's queue
    // until it timed out: 'unavailable' (seen: 174 of 200 stored on a busy machine). Now the burst
    // takes turns in the process, holding one connection at a time.
    it.skipIf(backend.name === "sqlite")(
      "a burst from one address holds one connection at a time; others are stored meanwhile",
      async () => {
        const services = await start({ CONTACT_RATE_LIMIT: "1000" });
        let waiting = 0;
        let sampling = true;
        const sampler = (async () => {
          while (sampling) {
            const found = await sql<{ n: string }>`select count(*) as n from pg_locks where locktype = 'advisory' and not granted`.execute(
              db.kysely,
            );
            waiting = Math.max(waiting, Number(found.rows[0]?.n ?? 0));
            // A sampler, not a wait: it looks at the locks every few milliseconds while the burst runs.
            await new Promise((r) => setTimeout(r, 5));
          }
        })();
        const burst = Promise.all(
          Array.from({ length: 200 }, (_, i) => services.contact.submit(input(300 + i), { language: "en", clientIp: "203.0.113.1" })),
        );
        const others = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            services.contact.submit(input(600 + i), { language: "en", clientIp: `198.51.100.${60 + i}` }),
          ),
        );
        const burstKinds = new Set((await burst).map((o) => o.kind));
        sampling = false;
        await sampler;
        expect(others.map((o) => o.kind)).toEqual(Array(5).fill("stored"));
        expect([...burstKinds]).toEqual(["stored"]);
        // Seen failing without the turns: nine transactions of the burst waited on the lock at once.
        expect(waiting).toBe(0);
      },
    );

    // Several instances are the PostgreSQL set-up; SQLite is one server process (plus the CLI).
    it.skipIf(backend.name === "sqlite")("two instances sharing the database send each notification once", async () => {
      const a = await start({ CONTACT_RATE_LIMIT: "1000" });
      const b = await start({ CONTACT_RATE_LIMIT: "1000" });
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).contact.submit(input(i), { language: "en", clientIp: `10.0.0.${i % 7}` })),
      );
      await smtp.waitFor(100, 25_000);
      await expect.poll(async () => (await rows()).notifications.filter((n) => n.status === "sent").length, { timeout: 10_000 }).toBe(100);
      // Once each: a second copy could only come from a send in flight, and closing waits for those.
      await Promise.all([a.close(), b.close()]);
      const ids = smtp.mails.map((m) => m.headers.get("message-id"));
      expect(ids).toHaveLength(100);
      expect(new Set(ids).size).toBe(100);
    });

    it("operator tools: list newest first, erase one person, purge old requests", async () => {
      const storage = createStorage(database);
      let now = new Date("2020-01-01T00:00:00.000Z");
      const service = createContactService({ storage, rateLimit: 100, now: () => now });
      const meta = { language: "en" as const, clientIp: "192.0.2.1" };
      await service.submit(input(1), meta);
      now = new Date("2020-06-01T00:00:00.000Z");
      await service.submit({ ...input(2), email: "Erase.Me@example.com" }, meta);
      now = new Date(Date.now() - 60_000);
      await service.submit(input(3), meta);
      now = new Date();
      await service.submit({ ...input(4), email: "erase.me@example.com" }, meta);
      await storage.close();

      const listed = await listContacts(db);
      expect(listed.map((r) => r.firstName)).toEqual(["Visitor 4", "Visitor 3", "Visitor 2", "Visitor 1"]);
      expect(listed[0]!.notifications).toMatchObject([{ channel: "mail", status: "pending", attempts: 0 }]);

      expect(await eraseByEmail(db, database.dataDir, "ERASE.me@example.com")).toMatchObject({ requests: 2, notifications: 2 });
      expect((await listContacts(db)).map((r) => r.firstName)).toEqual(["Visitor 3", "Visitor 1"]);
      expect(await purgeOlderThan(db, database.dataDir, 30)).toMatchObject({ requests: 1, notifications: 1 });
      expect((await listContacts(db)).map((r) => r.firstName)).toEqual(["Visitor 3"]);
      const { notifications } = await rows();
      expect(notifications).toHaveLength(1);
    });

    it("spam: stored with lead status 'spam', never notified, listed apart, released to the outbox, purged after 30 days", async () => {
      const storage = createStorage(database);
      let now = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
      const service = createContactService({ storage, rateLimit: 1, now: () => now });
      const meta = { language: "en" as const, clientIp: "192.0.2.50" };
      const stale = await service.submit(input(1), { ...meta, spamReasons: [{ kind: "too-fast", seconds: 0.4 }] });
      now = new Date();
      const caught = await service.submit(input(2), { ...meta, spamReasons: [{ kind: "honeypot" }] });
      // Caught spam does not use up the visitor's own limit (1 here).
      const real = await service.submit(input(3), meta);
      await storage.close();
      expect([stale.kind, caught.kind, real.kind]).toEqual(["spam", "spam", "stored"]);

      let { requests, notifications } = await rows();
      expect(requests.filter((r) => r.lead_status === "spam")).toHaveLength(2);
      expect(notifications.map((n) => n.request_id)).toEqual([(real as { id: string }).id]);
      expect((await listContacts(db, { leadStatus: "spam" })).map((r) => r.firstName)).toEqual(["Visitor 2", "Visitor 1"]);
      expect((await listContacts(db, { leadStatus: "new" })).map((r) => r.firstName)).toEqual(["Visitor 3"]);
      expect(await purgeSpamOlderThan(db, database.dataDir, 40)).toMatchObject({ requests: 0 });

      // The server's housekeeping keeps spam 30 days; the real request is delivered, spam is not.
      const services = await start();
      await vi.waitFor(
        async () => expect((await listContacts(db, { leadStatus: "spam" })).map((r) => r.firstName)).toEqual(["Visitor 2"]),
        { timeout: 10_000 },
      );
      await smtp.waitFor(1);
      expect(smtp.mails).toHaveLength(1);

      const id = (caught as { id: string }).id;
      expect(await services.contact.release(id)).toBe("released");
      await smtp.waitFor(2);
      expect(smtp.mails.map((m) => m.headers.get("subject"))).toEqual([
        "New contact request from Visitor 3",
        "New contact request from Visitor 2",
      ]);
      ({ requests, notifications } = await rows());
      expect(requests.find((r) => r.id === id)).toMatchObject({ lead_status: "new", status: "accepted" });
      expect(notifications.filter((n) => n.request_id === id)).toHaveLength(1);
      // A second release queues nothing twice.
      expect(await services.contact.release(id)).toBe("not-spam");
      expect(await services.contact.release("00000000-0000-4000-8000-000000000000")).toBe("not-found");
      expect((await rows()).notifications.filter((n) => n.request_id === id)).toHaveLength(1);
    });

    it.skipIf(backend.name !== "sqlite")(
      "a full disk is logged as such, not as a failed rollback, and nothing half-written stays",
      async () => {
        // What the operator reads: the lines the storage and the contact service log.
        const lines: string[] = [];
        const logger = createLogger({ level: "info", pretty: false, destination: { write: (line: string) => void lines.push(line) } });
        const storage = createStorage({ ...database, logger });
        const service = createContactService({ storage, rateLimit: 100, logger });
        const meta = { language: "en" as const, clientIp: "192.0.2.1" };
        expect((await service.submit(input(1), meta)).kind).toBe("stored");
        // The database may not grow any more: the next write fails with SQLITE_FULL, as on a full disk.
        const own = await storage.get();
        // No free pages left from earlier tests: the next write needs new ones.
        await sql`vacuum`.execute(own.kysely);
        const { rows: pages } = await sql<{ page_count: number }>`pragma page_count`.execute(own.kysely);
        await sql.raw(`pragma max_page_count = ${pages[0]!.page_count}`).execute(own.kysely);
        lines.length = 0;
        expect((await service.submit({ ...input(2), message: "x".repeat(5000) }, meta)).kind).toBe("unavailable");
        const logged = lines.join("");
        expect(logged).toMatch(/database or disk is full/);
        expect(logged).not.toMatch(/cannot rollback/);
        // Room again: the same service stores the next request; the failed one left nothing behind.
        await sql.raw("pragma max_page_count = 1073741823").execute(own.kysely);
        expect((await service.submit(input(3), meta)).kind).toBe("stored");
        await storage.close();
        expect((await rows()).requests.map((r) => r.first_name).sort()).toEqual(["Visitor 1", "Visitor 3"]);
      },
    );
  });
}
