import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eraseContact } from "~/contact/erasure.server";
import { exportPerson, type PersonExport } from "~/contact/person-export.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { audit } from "~/storage/operators/desk-audit-store.server";
import { inviteOperator } from "~/storage/operators/desk-enrolment-store.server";
import { addEvent } from "~/storage/requests/lead-events.server";
import { assignLead } from "~/storage/operators/owners-store.server";
import { addReply } from "~/storage/conversation/replies-store.server";
import { storeAnswer } from "~/storage/conversation/answers-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { contactsCli, deskSession, seedLeads, startDesk, withDb, type DeskServer } from "../support/desk";

/** A lead with a reply, an answer from the lead with an attachment, a note and an audit line: what the desk makes of a request. */
async function worked(db: Db, id: string, who: { id: string; name: string }, words: { reply: string; answer: string; note: string }) {
  const added = await addReply(db, {
    requestId: id,
    operator: who.name,
    subject: "Re: CRM",
    body: words.reply,
    messageIdDomain: "agency.test",
  });
  await audit(db, { operator: who.name, action: "reply", requestId: id });
  const stored = await storeAnswer(db, {
    requestId: id,
    messageId: `<${randomUUID()}@mail.test>`,
    fromName: null,
    fromAddress: null,
    subject: "Re: Re: CRM",
    body: words.answer,
    attachments: [{ name: `${words.answer.split(" ")[0]}-brief.pdf`, size: 48_213 }],
    sentAt: new Date().toISOString(),
  });
  expect(stored.kind).toBe("stored");
  await addEvent(db, id, who.name, "note", words.note);
  await audit(db, { operator: who.name, action: "note", requestId: id });
  // An assignment mails the owner: an outbox row whose addressee is the operator's address.
  await assignLead(db, id, who.id, { id: "another-operator", name: "Another Operator" });
  return added!.reply.id;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`a person's data in one file (GDPR Article 15) on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let jan: [string, string];
    let piet: string;
    let first: PersonExport;

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      const { operator } = await inviteOperator(db, { email: "olivia.owner@agency.test", name: "Olivia Owner" });
      // The two requests a minute apart: made in the same millisecond, their order would fall to their random ids.
      const minuteAgo = new Date(Date.now() - 60_000);
      jan = (await seedLeads(database, [
        {
          createdAt: minuteAgo,
          firstName: "Jan",
          email: "jan.peeters@firm.be",
          message: "We need a CRM before spring.",
          referenceNumber: 1,
          attribution: { utm_source: "linkedin", utm_campaign: "spring-crm", landing_path: "/en/packages" },
        },
        {
          firstName: "Jan",
          email: "Jan.Peeters@Firm.be",
          message: "Following up on my request.",
          language: "nl",
          referenceNumber: 2,
          createdAt: new Date(),
        },
      ])) as [string, string];
      // Another person's lead beside it, worked the same way.
      [piet] = (await seedLeads(database, [
        { firstName: "Piet", email: "piet@other.be", message: "Piet's own question about HubSpot.", referenceNumber: 3 },
      ])) as [string];
      await worked(db, jan[0], operator, {
        reply: "Hello Jan, happy to help.",
        answer: "jan-answer with the brief",
        note: "Jan prefers mornings.",
      });
      await worked(db, piet, operator, { reply: "Hello Piet, noted.", answer: "piet-answer about budgets", note: "Piet is a reseller." });
      // The visitor's receipt of the second request, as the intake queues it.
      await db.kysely.updateTable("contact_requests").set({ receipt_at: new Date().toISOString() }).where("id", "=", jan[1]).execute();
      await db.kysely
        .insertInto("contact_notifications")
        .values({
          id: randomUUID(),
          request_id: jan[1],
          channel: "receipt",
          status: "sent",
          attempts: 1,
          next_attempt_at: new Date().toISOString(),
          locked_until: null,
          last_error: null,
          created_at: new Date().toISOString(),
          sent_at: new Date().toISOString(),
        })
        .execute();
      const started = performance.now();
      first = await exportPerson(db, database.dataDir, " JAN.peeters@firm.be ", { operator: "Olivia Owner", requestId: jan[0] });
      // Article 15's answer is due within a month; the file within 60 s (here it takes milliseconds).
      expect(performance.now() - started).toBeLessThan(60_000);
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    it("holds both requests with their attribution, the reply, the answer and its attachment's name, the note, the receipt and the audit", () => {
      expect(first.address).toBe("jan.peeters@firm.be");
      expect(first.requests.map((r) => r.id)).toEqual(jan);
      const [one, two] = first.requests as [PersonExport["requests"][number], PersonExport["requests"][number]];
      expect(one.message).toBe("We need a CRM before spring.");
      expect(two.email).toBe("Jan.Peeters@Firm.be");
      expect(one.attribution).toMatchObject({ utmSource: "linkedin", utmCampaign: "spring-crm", landingPath: "/en/packages" });
      expect(one.replies).toEqual([expect.objectContaining({ operator: "Olivia Owner", body: "Hello Jan, happy to help." })]);
      expect(one.answers).toEqual([
        expect.objectContaining({ body: "jan-answer with the brief", attachments: [{ name: "jan-answer-brief.pdf", size: 48_213 }] }),
      ]);
      expect(one.notes).toEqual([expect.objectContaining({ operator: "Olivia Owner", text: "Jan prefers mornings." })]);
      expect(one.history.map((e) => e.kind)).toContain("answer");
      expect(one.assignee).toBe("Olivia Owner");
      expect(two.receiptQueuedAt).not.toBeNull();
      expect(two.deliveries.map((d) => d.channel)).toContain("receipt");
      expect(one.deliveries.map((d) => d.channel).sort()).toEqual(["answer", "assignment", "mail", "reply"]);
      expect(first.audit.map((a) => [a.action, a.requestId])).toEqual(
        expect.arrayContaining([
          ["reply", jan[0]],
          ["note", jan[0]],
        ]),
      );
    });

    it("holds nothing of the lead beside it, nor an operator's address", () => {
      const text = JSON.stringify(first);
      for (const other of [piet, "piet@other.be", "Piet", "HubSpot", "Hello Piet", "piet-answer", "reseller", "olivia.owner@agency.test"]) {
        expect(text, other).not.toContain(other);
      }
      expect(first.audit.every((a) => a.requestId === null || jan.includes(a.requestId))).toBe(true);
    });

    it("is an audit line saying who exported it, when and for which address; the next export lists it", async () => {
      const lines = await db.kysely.selectFrom("desk_audit").selectAll().where("action", "=", "person export").execute();
      expect(lines).toEqual([
        expect.objectContaining({ operator: "Olivia Owner", request_id: jan[0], detail: "jan.peeters@firm.be", at: first.exportedAt }),
      ]);
      const again = await exportPerson(db, database.dataDir, "jan.peeters@firm.be", { operator: null });
      expect(again.audit).toContainEqual(
        expect.objectContaining({ action: "person export", operator: "Olivia Owner", at: first.exportedAt }),
      );
    });

    it("`contacts export --email` prints the same document and records the export; erasure keeps the line, not the address", async () => {
      const run = await contactsCli(database, ["export", "--email", "Jan.Peeters@firm.be"]);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain("Exported 2 request(s) held for jan.peeters@firm.be");
      const printed = JSON.parse(run.stdout) as PersonExport;
      expect(printed.requests.map((r) => r.id)).toEqual(jan);
      expect(printed.exportedBy).toBe("contacts CLI");
      expect(run.stdout).not.toContain("piet@other.be");

      await eraseContact(db, database.dataDir, "jan.peeters@firm.be");
      const lines = await db.kysely.selectFrom("desk_audit").select(["operator", "detail"]).where("action", "=", "person export").execute();
      expect(lines).toHaveLength(3);
      expect(lines.every((l) => l.detail === "(erased address)")).toBe(true);
      const after = await exportPerson(db, database.dataDir, "jan.peeters@firm.be", { operator: null });
      expect(after.requests).toEqual([]);
      // Piet's lead is untouched by both.
      expect((await exportPerson(db, database.dataDir, "piet@other.be", { operator: null })).requests.map((r) => r.id)).toEqual([piet]);
    });
  });
}

describe("the lead page's download (SQLite)", () => {
  let desk: DeskServer;
  beforeAll(async () => {
    desk = await startDesk("sqlite");
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it("is a post with the form token; the file is JSON, named by the reference, with the person's requests only", async () => {
    const [mine, theirs] = await seedLeads(desk.where, [
      { firstName: "Anna", email: "anna@firm.be", message: "Anna asks about Odoo.", referenceNumber: 7 },
      { firstName: "Bert", email: "bert@else.be", message: "Bert asks about Pipedrive.", referenceNumber: 8 },
    ]);
    const session = await deskSession(desk.where, "marc@agency.test", "Marc Desk");
    const page = await fetch(`${desk.server.url}/desk/leads/${mine}`, { headers: { cookie: session.cookie } }).then((r) => r.text());
    expect(page).toContain(`action="/desk/leads/${mine}/personal-data"`);
    expect(page).toContain("Download this person&#x27;s data (JSON)");

    const post = (fields: Record<string, string>) =>
      fetch(`${desk.server.url}/desk/leads/${mine}/personal-data`, {
        method: "POST",
        headers: { cookie: session.cookie, origin: desk.origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
    expect((await post({})).status).toBe(403);
    const answer = await post({ csrf: session.csrf });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-NW-\d{4}-007-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = await answer.text();
    expect((JSON.parse(body) as PersonExport).requests.map((r) => r.id)).toEqual([mine]);
    expect(body).not.toContain(theirs!);
    expect(body).not.toContain("Bert");

    const lines = await withDb(desk.where, (db) =>
      db.kysely.selectFrom("desk_audit").selectAll().where("action", "=", "person export").execute(),
    );
    expect(lines).toEqual([expect.objectContaining({ operator: "Marc Desk", request_id: mine, detail: "anna@firm.be" })]);
    // Signed out: nothing.
    const stranger = await fetch(`${desk.server.url}/desk/leads/${mine}/personal-data`, {
      method: "POST",
      headers: { origin: desk.origin, "content-type": "application/x-www-form-urlencoded" },
      body: "csrf=x",
    });
    expect(stranger.status).toBe(401);
  });
});

// The mail files the outbox wrote without SMTP_URL: listed by name in the request they belong to.
describe("mail files", () => {
  it("are named in the export of their request (SQLite)", async () => {
    const database = await testDatabase("sqlite");
    const db = await openDatabase({ dataDir: database.dataDir });
    try {
      const [id] = (await seedLeads(database, [{ firstName: "Eva", email: "eva@firm.be", message: "Hello" }])) as [string];
      const row = await db.kysely.selectFrom("contact_notifications").select("id").where("request_id", "=", id).executeTakeFirstOrThrow();
      mkdirSync(join(database.dataDir, "outbox"), { recursive: true });
      const name = `20261127T080000Z-${row.id}.eml`;
      writeFileSync(join(database.dataDir, "outbox", name), "x");
      writeFileSync(join(database.dataDir, "outbox", `20261127T080000Z-${randomUUID()}.eml`), "someone else");
      const document = await exportPerson(db, database.dataDir, "eva@firm.be", { operator: null });
      expect(document.requests[0]?.mailFiles).toEqual([name]);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
