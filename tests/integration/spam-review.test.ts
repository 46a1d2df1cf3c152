/**
 * Issue 34's middle tier and review, on each database: a request in the borderline band is a lead,
 * mailed with a "possibly spam" line naming the reasons, and a clear spam verdict stays silent (the
 * production server, no JavaScript); the same message from the same address twice within ten
 * minutes is one request; and the desk's one-click verdicts, bulk "Not spam" and "Delete now", the
 * count caught today and the "×2" of a person with several open requests.
 */
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeskService } from "~/desk/desk.server";
import { createContactService } from "~/contact/intake.server";
import { createStorage, type Storage } from "~/storage/platform/storage.server";
import type { Operator } from "~/storage/operators/desk-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { contactServerOn } from "../support/contact-server";
import { decodeHeader } from "../support/smtp";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

const operator: Operator = {
  id: "op-1",
  email: "anna@agency.test",
  name: "Anna",
  language: "en",
  role: null,
  phone: null,
  createdAt: "2026-11-01T00:00:00.000Z",
};
const referenceIn = (html: string) => /NW-\d{4}-\d{3}/.exec(html)?.[0];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the filter's middle tier and one request per message, production server on ${backend.name}`, () => {
    const rig = contactServerOn(backend.name, { TRUST_PROXY: "true", CONTACT_RATE_LIMIT: "100" });
    const post = (fields: Record<string, string>, ip: string) => rig.post(fields, ip);

    it("a borderline request is a lead mailed as 'possibly spam' with its reasons; a clear verdict is stored silently", async () => {
      const doubted = {
        firstName: "Eva",
        email: "eva@brouwerij-eva.example",
        message: "Hello, could you look at our brief https://bit.ly/3xyzBrief please?",
      };
      const spam = {
        firstName: "Max",
        email: "max@links-max.example",
        message: "Hello, see https://bit.ly/3aaa and https://tinyurl.com/y4b and https://x.example/1 now",
      };
      expect((await post(doubted, "198.51.100.61")).status).toBe(200);
      expect((await post(spam, "198.51.100.62")).status).toBe(200);
      const [mail] = await rig.smtp.waitFor(1);
      expect(decodeHeader(mail!.headers.get("subject") ?? "")).toMatch(/^Possibly spam: New contact request from Eva/);
      expect(mail!.text).toMatch(/Possibly spam \(the filter was not sure; confirm or release it in the lead desk\): .*bit\.ly/);
      const rows = await rig.db.kysely.selectFrom("contact_requests").select(["email", "lead_status", "spam_check"]).execute();
      expect(rows.find((r) => r.email === doubted.email)).toMatchObject({ lead_status: "new", spam_check: 1 });
      expect(rows.find((r) => r.email === spam.email)).toMatchObject({ lead_status: "spam", spam_check: 0 });
      // The spam was never queued: only Eva's mail in the outbox.
      const queued = await rig.db.kysely.selectFrom("contact_notifications").select("request_id").execute();
      expect(queued).toHaveLength(1);
    });

    it("the same message from the same address twice (a double click): one lead, one mail, the same reference", async () => {
      const person = {
        firstName: "Lien",
        email: "lien@bakkerij-lien.example",
        message: "Goeiedag,\nkunnen jullie ons helpen met HubSpot?",
      };
      const before = rig.smtp.mails.length;
      const [first, second] = await Promise.all([
        post(person, "198.51.100.70"),
        post({ ...person, message: `${person.message}  ` }, "198.51.100.71"),
      ]);
      const references = [referenceIn(await first!.text()), referenceIn(await second!.text())];
      expect(references[0]).toMatch(/^NW-/);
      expect(references[1]).toBe(references[0]);
      await rig.smtp.waitFor(before + 1);
      const rows = await rig.db.kysely.selectFrom("contact_requests").select("id").where("email", "=", person.email).execute();
      expect(rows).toHaveLength(1);
      const mails = await rig.db.kysely.selectFrom("contact_notifications").select("id").where("request_id", "=", rows[0]!.id).execute();
      expect(mails).toHaveLength(1);
      // Another message from the same person is another request.
      const other = await post({ ...person, message: "And a second question: do you also do Brevo?" }, "198.51.100.70");
      expect(referenceIn(await other.text())).not.toBe(references[0]);
    });
  });

  describe.skipIf(!backend.enabled)(`the desk's review of the filter on ${backend.name}`, () => {
    let database: TestDatabase;
    let storage: Storage;
    beforeAll(async () => {
      database = await testDatabase(backend.name);
      storage = createStorage(database);
    });
    afterAll(async () => {
      await storage?.close();
      await database?.drop();
    });

    it("50 junk posts naming a person's address do not stop that person's own request; dropping stays per client", async () => {
      const contact = createContactService({ storage, rateLimit: 2 });
      const junk = (n: number, ip: string, caught: boolean) =>
        contact.submit(
          { firstName: "Junk", email: "victim@bureau-victim.example", message: `junk number ${n}` },
          { language: "en", clientIp: ip, ...(caught ? { spamReasons: [{ kind: "honeypot" as const }] } : {}) },
        );
      const outcomes: string[] = [];
      for (let n = 0; n < 50; n++) outcomes.push((await junk(n, `192.0.2.${n % 5}`, true)).kind);
      expect(outcomes.filter((k) => k === "spam")).toHaveLength(50);
      const own = await contact.submit(
        { firstName: "Vera", email: "victim@bureau-victim.example", message: "Hello, I would like a quote for a CRM audit." },
        { language: "en", clientIp: "198.51.100.99" },
      );
      expect(own.kind).toBe("stored");
      const db = await storage.get();
      const notified = await db.kysely.selectFrom("contact_notifications").select("request_id").execute();
      expect(notified.map((n) => n.request_id)).toContain(own.kind === "stored" ? own.id : "");
      // Junk that passed the filter uses up the address's limit: the person's next request is
      // throttled, still stored and in the desk, never dropped.
      for (let n = 0; n < 25; n++) await junk(100 + n, `192.0.2.${50 + n}`, false);
      const later = await contact.submit(
        { firstName: "Vera", email: "victim@bureau-victim.example", message: "Hello again, any news about the quote?" },
        { language: "en", clientIp: "198.51.100.99" },
      );
      expect(later.kind).toBe("throttled");
      // One client far over the limit (10 times) is dropped.
      const flood: string[] = [];
      for (let n = 0; n < 22; n++) flood.push((await junk(200 + n, "192.0.2.250", false)).kind);
      expect(flood.at(-1)).toBe("dropped");
      await db.kysely.deleteFrom("contact_notifications").execute();
      await db.kysely.deleteFrom("contact_requests").execute();
    });

    it("one click settles a 'possibly spam' lead; the spam view releases and deletes in bulk; today's catch is counted; ×2 for two open requests", async () => {
      const contact = createContactService({ storage, rateLimit: 100 });
      const desk = createDeskService({
        origin: "http://localhost:3000",
        dataDir: database.dataDir,
        storage,
        release: (id) => contact.release(id),
      });
      const submit = (email: string, message: string, reasons: "spam" | "check" | "none") =>
        contact.submit(
          { firstName: "Visitor", email, message },
          {
            language: "en",
            clientIp: `203.0.113.${Math.floor(Math.random() * 200)}`,
            ...(reasons === "spam" ? { spamReasons: [{ kind: "honeypot" as const }] } : {}),
            ...(reasons === "check" ? { checkReasons: [{ kind: "shortener" as const, host: "bit.ly" }] } : {}),
          },
        );
      const kept = await submit("kept@firm.example", "Please look at https://bit.ly/a", "check");
      const confirmed = await submit("confirmed@firm.example", "Please look at https://bit.ly/b", "check");
      const spams = [await submit("s1@x.example", "spam one", "spam"), await submit("s2@x.example", "spam two", "spam")];
      await submit("twice@firm.example", "first question", "none");
      await submit("twice@firm.example", "second question", "none");
      const id = (o: Awaited<ReturnType<typeof submit>>) => (o.kind === "stored" || o.kind === "spam" ? o.id : "");

      let inbox = await desk.leads.inbox({}, 1);
      expect(
        inbox.leads
          .filter((l) => l.check)
          .map((l) => l.email)
          .sort(),
      ).toEqual(["confirmed@firm.example", "kept@firm.example"]);
      expect(inbox.leads.find((l) => l.email === "kept@firm.example")?.reasons).toEqual([{ kind: "shortener", host: "bit.ly" }]);
      expect(inbox.leads.filter((l) => l.email === "twice@firm.example").map((l) => l.openRequests)).toEqual([2, 2]);
      expect(await desk.leads.caughtToday()).toBe(2);

      expect(await desk.actions.settleCheck(operator, id(kept), "release")).toBe("done");
      expect(await desk.actions.settleCheck(operator, id(confirmed), "confirm")).toBe("done");
      inbox = await desk.leads.inbox({}, 1);
      expect(inbox.leads.find((l) => l.email === "kept@firm.example")).toMatchObject({ check: false, leadStatus: "new" });
      expect(inbox.leads.some((l) => l.email === "confirmed@firm.example")).toBe(false);
      const spamView = await desk.leads.inbox({ status: "spam" }, 1);
      expect(spamView.leads.map((l) => l.email).sort()).toEqual(["confirmed@firm.example", "s1@x.example", "s2@x.example"]);
      expect(spamView.leads.find((l) => l.email === "s1@x.example")?.reasons).toEqual([{ kind: "honeypot" }]);

      expect(await desk.actions.releaseAll(operator, [id(spams[0]!)])).toBe(1);
      // "Delete now" deletes only what is still spam: the released one stays.
      expect(await desk.actions.deleteSpam(operator, [id(spams[0]!), id(spams[1]!)])).toBe(1);
      const db = await storage.get();
      const left = await db.kysely.selectFrom("contact_requests").select(["email", "lead_status"]).execute();
      expect(left.find((r) => r.email === "s1@x.example")?.lead_status).toBe("new");
      expect(left.some((r) => r.email === "s2@x.example")).toBe(false);
      const audit = await db.kysely.selectFrom("desk_audit").select(["action", "detail"]).execute();
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["not spam", "status change", "release", "spam deleted"]));
    });
  });
}
