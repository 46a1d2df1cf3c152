/**
 * The lead's answer back in the desk (issue 35): a real Dovecot on loopback is the agency's mailbox
 * (IMAP_URL), the services read it as the server does, on both databases. An answer to a reply (by
 * In-Reply-To, or by the reference in the subject) shows on its lead within 30 s, trimmed of the
 * history it quotes, with its attachments by name and size; the lead is back in To answer, marked
 * as answered by the lead, and its owner is mailed. Mail that answers no lead is left as it was.
 * A restart, a second instance and a new reading of the whole mailbox store each answer once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eraseContact } from "~/contact/erasure.server";
import { teamReference } from "~/storage/requests/reference";
import { answersOf } from "~/storage/conversation/answers-store.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { inviteOperator } from "~/storage/operators/desk-enrolment-store.server";
import { getLead } from "~/storage/requests/leads-store.server";
import { assignLead } from "~/storage/operators/owners-store.server";
import { addReply } from "~/storage/conversation/replies-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { seedLeads } from "../support/desk";
import { dovecotEnabled, startDovecot, type Dovecot } from "../support/dovecot";
import { eventually, startReaderInstance, type ReaderInstance } from "../support/reader-instance";
import { smtpSink, type SmtpSink } from "../support/smtp";

/** A message as a lead's mail program files it in the agency's mailbox. */
function mail(m: {
  from: string;
  subject: string;
  messageId: string;
  inReplyTo?: string;
  text: string;
  attachment?: { name: string; bytes: number };
}): string {
  const head = [
    `From: ${m.from}`,
    `To: Northwave <hello@agency.test>`,
    `Subject: ${m.subject}`,
    `Message-ID: ${m.messageId}`,
    ...(m.inReplyTo ? [`In-Reply-To: ${m.inReplyTo}`, `References: ${m.inReplyTo}`] : []),
    `Date: ${new Date().toUTCString()}`,
    `MIME-Version: 1.0`,
  ];
  const text = m.text.replace(/\n/g, "\r\n");
  if (!m.attachment) return [...head, `Content-Type: text/plain; charset=utf-8`, ``, text, ``].join("\r\n");
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="part"`,
    ``,
    `--part`,
    `Content-Type: text/plain; charset=utf-8`,
    ``,
    text,
    `--part`,
    `Content-Type: application/pdf; name="${m.attachment.name}"`,
    `Content-Disposition: attachment; filename="${m.attachment.name}"`,
    `Content-Transfer-Encoding: base64`,
    ``,
    Buffer.alloc(m.attachment.bytes, 7).toString("base64"),
    `--part--`,
    ``,
  ].join("\r\n");
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled || !dovecotEnabled)(`the lead's answers through IMAP on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let dovecot: Dovecot;
    let smtp: SmtpSink;
    const instances: ReaderInstance[] = [];
    const ids: Record<"bo" | "cy" | "dee", string> = { bo: "", cy: "", dee: "" };
    let replyId = "";

    async function start(): Promise<ReaderInstance> {
      const instance = await startReaderInstance({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        SMTP_URL: smtp.url,
        IMAP_URL: dovecot.url,
        MAIL_TO: "Northwave <hello@agency.test>",
        MAIL_FROM: "Northwave <hello@agency.test>",
        // Nothing answers there: the sending check (another test's) fails fast and harmlessly.
        SENDING_CHECK_DNS: "127.0.0.1:9",
      });
      instances.push(instance);
      return instance;
    }

    async function stop(instance: ReaderInstance) {
      await instance.services.close();
      instances.splice(instances.indexOf(instance), 1);
    }

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      [dovecot, smtp] = await Promise.all([startDovecot(), smtpSink()]);
      [ids.bo, ids.cy, ids.dee] = (await seedLeads(database, [
        { firstName: "Bo", email: "bo@example.com", message: "Can you redo our site?", referenceNumber: 3, leadStatus: "new" },
        { firstName: "Cy", email: "cy@example.org", message: "A quote, please.", referenceNumber: 4, leadStatus: "replied" },
        { firstName: "Dee", email: "dee@example.net", message: "Hello", referenceNumber: 5 },
      ])) as [string, string, string];
      // Cy was answered from a mail program ("I replied"): Cy's next mail is an answer, not "wrote again".
      await db.kysely.updateTable("contact_requests").set({ first_reply_at: new Date().toISOString() }).where("id", "=", ids.cy).execute();
      const anna = await inviteOperator(db, { email: "anna@agency.test", name: "Anna Peeters" });
      await assignLead(db, ids.bo, anna.operator.id, { id: anna.operator.id, name: "Anna Peeters" });
      const reply = await addReply(db, {
        requestId: ids.bo,
        operator: "Anna Peeters",
        subject: "Re: Your request to Northwave",
        body: "Hello Bo, when can we talk?",
        messageIdDomain: "agency.test",
      });
      replyId = reply!.reply.messageId;
    });

    afterAll(async () => {
      for (const instance of [...instances]) await instance.services.close();
      await db?.close();
      await Promise.all([dovecot?.stop(), smtp?.stop()]);
      await database?.drop();
    });

    it("an answer shows on its lead within 30 s, trimmed, its attachment listed; the lead is back in To answer and its owner is mailed; other mail is left as it was", async () => {
      expect((await getLead(db, ids.bo))?.leadStatus).toBe("replied");
      const a = await start();
      const cyReference = (await getLead(db, ids.cy))!.reference!;
      const delivered = Date.now();
      await dovecot.deliver(
        mail({ from: "News <news@shop.example>", subject: "Our November offers", messageId: "<offers-1@shop.example>", text: "Buy now" }),
      );
      await dovecot.deliver(
        mail({
          from: "Bo Peeters <bo@example.com>",
          subject: "Re: Your request to Northwave",
          messageId: "<bo-answer-1@example.com>",
          inReplyTo: replyId,
          text: "Tuesday at 10 works for us.\n\nBo\n\nOn Thu, 26 Nov 2026 at 10:00, Anna from Northwave <hello@agency.test> wrote:\n> Hello Bo, when can we talk?",
          attachment: { name: "brief.pdf", bytes: 1234 },
        }),
      );
      // No threading headers (a new mail from another address): the reference in the subject finds it.
      await dovecot.deliver(
        mail({
          from: "Cy <cy@example.org>",
          subject: `About my request ${cyReference}`,
          messageId: "<cy-1@example.org>",
          text: "Le jeu. 26 nov. 2026 à 10:00, Cy a écrit :\n> old\n",
        }),
      );
      const [boAnswer] = await eventually("Bo's answer on the lead", async () => {
        const list = await answersOf(db, ids.bo);
        return list.length ? list : undefined;
      });
      const seconds = (Date.now() - delivered) / 1000;
      expect(seconds).toBeLessThan(30);
      expect(boAnswer).toMatchObject({
        fromAddress: "bo@example.com",
        fromName: "Bo Peeters",
        subject: "Re: Your request to Northwave",
        body: "Tuesday at 10 works for us.\n\nBo",
        attachments: [{ name: "brief.pdf", size: 1234 }],
      });
      const bo = await getLead(db, ids.bo);
      expect(bo?.leadStatus).toBe("new");
      expect(bo?.history.map((e) => `${e.kind}: ${e.detail}`)).toEqual(
        expect.arrayContaining(["answer: Re: Your request to Northwave", "status: replied → new"]),
      );
      // An answer written below the history it quotes keeps its words rather than nothing.
      const [cyAnswer] = await eventually("Cy's answer", async () => {
        const list = await answersOf(db, ids.cy);
        return list.length ? list : undefined;
      });
      expect(cyAnswer?.body).toContain("a écrit");
      expect((await getLead(db, ids.cy))?.leadStatus).toBe("new");
      // The owner hears of Bo's answer; Cy has no owner, so the agency's mailbox hears of Cy's.
      const mailTo = (address: string) =>
        eventually(`a mail to ${address}`, async () => smtp.mails.find((m) => m.envelope.to.includes(address)));
      const toAnna = await mailTo("anna@agency.test");
      expect(toAnna?.headers.get("subject")).toBe(`Bo answered (${teamReference(bo!.reference!)}): back in To answer`);
      expect(toAnna?.text).toContain("Answer (first lines): Tuesday at 10 works for us. Bo");
      expect(toAnna?.text).toContain("Attachments: brief.pdf");
      expect((await mailTo("hello@agency.test")).headers.get("subject")).toBe(
        `Cy answered (${teamReference(cyReference)}): back in To answer`,
      );
      // Read-only (EXAMINE): every message, answers and the offers alike, is still unseen, and
      // still "recent" for the agency's own mail program (a read-write SELECT would have taken that).
      expect(await dovecot.messages()).toEqual([
        { uid: 1, flags: ["\\Recent"] },
        { uid: 2, flags: ["\\Recent"] },
        { uid: 3, flags: ["\\Recent"] },
      ]);
      expect(await answersOf(db, ids.dee)).toEqual([]);
      console.log(`[lead-answers ${backend.name}] the answer was on its lead ${seconds.toFixed(1)} s after it was filed`);
      await stop(a);
    });

    it("a restart, a second instance and a fresh reading of the mailbox store each answer once", async () => {
      // Filed while no server runs: the next start reads it.
      await dovecot.deliver(
        mail({
          from: "bo@example.com",
          subject: "Re: Your request to Northwave",
          messageId: "<bo-answer-2@example.com>",
          inReplyTo: replyId,
          text: "PS: our logo is attached.",
        }),
      );
      const [first, second] = await Promise.all([start(), start()]);
      await eventually("Bo's second answer", async () => (await answersOf(db, ids.bo)).length === 2);
      // Both instances read the next answer as it arrives; one stores it.
      const uid = await dovecot.deliver(
        mail({
          from: "bo@example.com",
          subject: "Re: Your request to Northwave",
          messageId: "<bo-answer-3@example.com>",
          inReplyTo: replyId,
          text: "And a third thought.",
        }),
      );
      await Promise.all([first!.readUpTo(uid), second!.readUpTo(uid)]);
      await stop(first!);
      await stop(second!);
      // A reader that lost its place (as after the mailbox's UIDVALIDITY changed) reads the last
      // 30 days again: nothing is stored twice.
      await db.kysely.deleteFrom("app_settings").where("name", "like", "imap_read:%").execute();
      const fresh = await start();
      await fresh.readUpTo(uid);
      expect((await answersOf(db, ids.bo)).map((a) => a.body)).toEqual([
        "Tuesday at 10 works for us.\n\nBo",
        "PS: our logo is attached.",
        "And a third thought.",
      ]);
      expect(await answersOf(db, ids.cy)).toHaveLength(1);
      const told = await db.kysely.selectFrom("contact_notifications").select("id").where("channel", "=", "answer").execute();
      expect(told).toHaveLength(4);
      const events = await db.kysely.selectFrom("lead_events").select("id").where("kind", "=", "answer").execute();
      expect(events).toHaveLength(4);
      await stop(fresh);
    });

    it("after the mailbox went away and came back, the next answer is read", async () => {
      const a = await start();
      const first = await dovecot.deliver(
        mail({ from: "x@shop.example", subject: "Offers again", messageId: "<offers-2@shop.example>", text: "Buy" }),
      );
      await a.readUpTo(first);
      await dovecot.restart();
      await dovecot.deliver(
        mail({
          from: "Cy <cy@example.org>",
          subject: `Re: Your request to Northwave (${(await getLead(db, ids.cy))!.reference})`,
          messageId: "<cy-2@example.org>",
          text: "Still interested.",
        }),
      );
      // The reader notices the drop, waits 5 s and connects again.
      await eventually("Cy's answer after the restart", async () => (await answersOf(db, ids.cy)).length === 2);
      // It was a new connection that read it.
      expect(a.lines.filter((l) => l.includes("reading the leads' answers from"))).toHaveLength(2);
      await stop(a);
    });

    it("erasing the lead erases its answers", async () => {
      await eraseContact(db, database.dataDir, "bo@example.com");
      expect(await answersOf(db, ids.bo)).toEqual([]);
      const left = await db.kysely.selectFrom("lead_answers").select("request_id").execute();
      expect(left.map((r) => r.request_id)).toEqual([ids.cy, ids.cy]);
    });
  });
}
