/**
 * The mailbox is a door to the internet (issue 44): a real Dovecot is the agency's mailbox, and the
 * test's SMTP server files every mail to MAIL_TO into it, as the agency's mail server does, so the
 * server's own notifications reach the mailbox its reader watches. On both databases:
 * - one real answer gives one stored answer and one notification, and nothing more once the reader
 *   has read past its own notification (the loop of 68 answers in 69 s); a restart changes nothing;
 * - written fixtures, each classified: a real answer, a chaser, out-of-office mail in three languages
 *   and three header styles, a hard and a soft bounce, a list message, the agency's own notification,
 *   a stranger naming a reference, a mail-app reply with the reference, one with only the address,
 *   one whose address has two open leads. No robot and no stranger changes a lead's status;
 * - a 10 MB HTML mail and a 5 MB text mail: the event loop never waits a second; a message whose
 *   reading never ended (the server was killed on it) is not read again, and is listed as unread.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamReference } from "~/storage/requests/reference";
import { answersOf } from "~/storage/conversation/answers-store.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { inviteOperator } from "~/storage/operators/desk-enrolment-store.server";
import { heldMessages } from "~/storage/conversation/mailbox-store.server";
import { getLead } from "~/storage/requests/leads-store.server";
import { addReply } from "~/storage/conversation/replies-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { seedLeads } from "../support/desk";
import { dovecotEnabled, startDovecot, type Dovecot } from "../support/dovecot";
import { eventually, startReaderInstance, type ReaderInstance } from "../support/reader-instance";
import { smtpSink, type SmtpSink } from "../support/smtp";

const agency = "hello@agency.test";

/** A message as a mail program or a mail server files it: `headers` verbatim, then a plain body. */
function mail(headers: Record<string, string>, body: string): string {
  const head = Object.entries({ Date: new Date().toUTCString(), "MIME-Version": "1.0", ...headers }).map(([k, v]) => `${k}: ${v}`);
  if (!Object.keys(headers).some((k) => k.toLowerCase() === "content-type")) head.push("Content-Type: text/plain; charset=utf-8");
  return [...head, "", body.replace(/\r?\n/g, "\r\n"), ""].join("\r\n");
}

/** A delivery report (RFC 3464) about a message the desk sent. */
function bounce(o: { to: string; status: string; diagnostic: string; originalId: string; uid: string }): string {
  return [
    `From: Mail Delivery System <MAILER-DAEMON@mx.example.be>`,
    `To: ${agency}`,
    `Subject: Undelivered Mail Returned to Sender`,
    `Message-ID: <bounce-${o.uid}@mx.example.be>`,
    `Date: ${new Date().toUTCString()}`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/report; report-type=delivery-status; boundary="b"`,
    ``,
    `--b`,
    `Content-Type: text/plain`,
    ``,
    `I'm sorry to have to inform you that your message could not be delivered.`,
    `--b`,
    `Content-Type: message/delivery-status`,
    ``,
    `Reporting-MTA: dns; mx.example.be`,
    ``,
    `Final-Recipient: rfc822; ${o.to}`,
    `Action: ${o.status.startsWith("5") ? "failed" : "delayed"}`,
    `Status: ${o.status}`,
    `Diagnostic-Code: smtp; ${o.diagnostic}`,
    `--b`,
    `Content-Type: text/rfc822-headers`,
    ``,
    `From: Anna from Northwave <${agency}>`,
    `To: ${o.to}`,
    `Subject: Re: Your request to Northwave`,
    `Message-ID: ${o.originalId}`,
    `--b--`,
    ``,
  ].join("\r\n");
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled || !dovecotEnabled)(`the mailbox door on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let dovecot: Dovecot;
    let smtp: SmtpSink;
    /** The UIDs the relay gave the mails it filed, in order. */
    const filed: number[] = [];
    const instances: ReaderInstance[] = [];

    async function start(): Promise<ReaderInstance> {
      const instance = await startReaderInstance({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        SMTP_URL: smtp.url,
        IMAP_URL: dovecot.url,
        MAIL_TO: `Northwave <${agency}>`,
        MAIL_FROM: `Northwave <${agency}>`,
        SENDING_CHECK_DNS: "127.0.0.1:9",
        RECEIPT_MAIL: "false",
      });
      instances.push(instance);
      return instance;
    }

    async function stop(instance: ReaderInstance) {
      await instance.services.close();
      instances.splice(instances.indexOf(instance), 1);
    }

    const status = async (id: string) => (await getLead(db, id))?.leadStatus;
    const answerMails = () =>
      smtp.mails.filter((m) => m.envelope.to.includes(agency) || m.envelope.to.some((t) => t.endsWith("@agency.test")));

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      dovecot = await startDovecot();
      // The agency's mail server: what is sent to MAIL_TO lands in the mailbox the reader watches.
      smtp = await smtpSink({
        onMail: async (m) => {
          if (m.envelope.to.includes(agency)) filed.push(await dovecot.deliver(m.raw));
        },
      });
    });

    afterAll(async () => {
      for (const instance of [...instances]) await instance.services.close();
      await db?.close();
      await Promise.all([dovecot?.stop(), smtp?.stop()]);
      await database?.drop();
    });

    // Seen failing on the injected defect: with the three guards taken out together (the server's own
    // mail and Auto-Submitted classified as a person's, the team's subject with plain hyphens, a
    // reference matched whoever sent it), Jan's one answer became two, then more: "expected [ {…}, {…} ]
    // to have a length of 1 but got 2". Each guard alone is enough to keep it at one.
    it("one real answer gives one answer and one notification, and nothing more once the reader has read its own notification; a restart changes nothing", async () => {
      const [jan] = await seedLeads(database, [
        {
          firstName: "Jan",
          email: "jan@example.be",
          message: "Een offerte graag.",
          referenceNumber: 1,
          language: "nl",
          leadStatus: "replied",
        },
      ]);
      await db.kysely.updateTable("contact_requests").set({ first_reply_at: new Date().toISOString() }).where("id", "=", jan!).execute();
      const reference = (await getLead(db, jan!))!.reference!;
      const a = await start();
      const uid = await dovecot.deliver(
        mail(
          {
            From: "Jan Peeters <jan@example.be>",
            To: agency,
            Subject: `Re: Uw aanvraag bij Northwave (${reference})`,
            "Message-ID": "<jan-1@example.be>",
          },
          "Dag Anna,\n\nDinsdag om 10 uur past ons.\n\nJan",
        ),
      );
      // Jan has no owner and no reply from the desk: the notification goes to MAIL_TO, is filed in
      // the mailbox, and the reader reads it too.
      await eventually("the notification filed in the mailbox", async () => filed.length === 1);
      await a.readUpTo(filed[0]!);
      // Read past its own notification: had it taken it, the next one would be queued by now.
      await eventually(
        "the outbox idle",
        async () =>
          (await db.kysely.selectFrom("contact_notifications").select("id").where("status", "=", "pending").execute()).length === 0,
      );
      expect(uid).toBeLessThan(filed[0]!);
      const [notification] = answerMails();
      expect(notification?.headers.get("subject")).toBe(`Jan heeft geantwoord (${teamReference(reference)}): terug in Te beantwoorden`);
      expect(notification?.headers.get("auto-submitted")).toBe("auto-generated");
      expect(notification?.text).toContain("Antwoord (eerste regels): Dinsdag om 10 uur past ons. Jan");
      expect(await answersOf(db, jan!)).toHaveLength(1);
      expect(answerMails()).toHaveLength(1);
      expect(filed).toHaveLength(1);
      await stop(a);
      // A restart that reads the last 30 days again (its place lost) stores nothing twice, mails nobody.
      await db.kysely.deleteFrom("app_settings").where("name", "like", "imap_read:%").execute();
      const b = await start();
      await b.readUpTo(filed[0]!);
      expect(await answersOf(db, jan!)).toHaveLength(1);
      expect(answerMails()).toHaveLength(1);
      await stop(b);
    });

    it("classifies each fixture: robots and strangers never speak as a lead, nor change its status", async () => {
      const now = new Date().toISOString();
      const [ann, bram, cleo, dirk, eva1, eva2, fien, gus] = (await seedLeads(database, [
        { firstName: "Ann", email: "ann@example.be", message: "A CRM audit.", referenceNumber: 21, leadStatus: "won" },
        { firstName: "Bram", email: "bram@example.be", message: "Brevo, s'il vous plaît.", referenceNumber: 22, language: "fr" },
        { firstName: "Cleo", email: "cleo@example.be", message: "HubSpot?", referenceNumber: 23, leadStatus: "replied" },
        { firstName: "Dirk", email: "dirk@example.be", message: "Automation.", referenceNumber: 24, leadStatus: "replied" },
        { firstName: "Eva", email: "eva@example.be", message: "First question.", referenceNumber: 25 },
        { firstName: "Eva", email: "eva@example.be", message: "Second question.", referenceNumber: 26 },
        { firstName: "Fien", email: "fien@example.be", message: "A website.", referenceNumber: 27, leadStatus: "replied" },
        { firstName: "Gus", email: "gus@example.be", message: "A quote.", referenceNumber: 28, leadStatus: "replied" },
      ])) as string[];
      for (const id of [ann, cleo, dirk, fien, gus])
        await db.kysely.updateTable("contact_requests").set({ first_reply_at: now }).where("id", "=", id!).execute();
      const ref = async (id: string) => (await getLead(db, id))!.reference!;
      const reply = async (id: string) =>
        (await addReply(db, {
          requestId: id,
          operator: "Anna Peeters",
          subject: "Re: Your request to Northwave",
          body: "Hello",
          messageIdDomain: "agency.test",
        }))!.reply.messageId;
      await inviteOperator(db, { email: "anna@agency.test", name: "Anna Peeters" });
      const annReply = await reply(ann!);
      const fienReply = await reply(fien!);
      const gusReply = await reply(gus!);
      const a = await start();
      const sent = answerMails().length;
      const thread = (id: string) => ({ "In-Reply-To": id, References: id });
      const fixtures = [
        // Out of office, three ways and three languages, each in Ann's thread.
        mail(
          {
            From: "Ann <ann@example.be>",
            Subject: "Automatic reply: Re: Your request to Northwave",
            "Message-ID": "<ooo-en@example.be>",
            "Auto-Submitted": "auto-replied",
            ...thread(annReply),
          },
          "I am out of the office until Monday.",
        ),
        mail(
          {
            From: "Ann <ann@example.be>",
            Subject: "Réponse automatique : absente",
            "Message-ID": "<ooo-fr@example.be>",
            "X-Autoreply": "yes",
            ...thread(annReply),
          },
          "Je suis absente jusqu'au 4 janvier.",
        ),
        mail(
          {
            From: "Ann <ann@example.be>",
            Subject: "Afwezig",
            "Message-ID": "<ooo-nl@example.be>",
            Precedence: "auto_reply",
            ...thread(annReply),
          },
          "Ik ben afwezig tot maandag.",
        ),
        mail(
          {
            From: "Ann <ann@example.be>",
            Subject: `Ticket received (${await ref(ann!)})`,
            "Message-ID": "<auto-gen@example.be>",
            "Auto-Submitted": "auto-generated",
          },
          "Your ticket was received.",
        ),
        // A stranger naming Ann's reference with her name: held, never her words.
        mail(
          { From: "Ann <stranger@evil.test>", Subject: `Re: Your request (${await ref(ann!)})`, "Message-ID": "<evil-1@evil.test>" },
          "Our bank details changed: please use IBAN BE71 0961 2345 6769.",
        ),
        // Bram, never replied to, writes again: a chaser.
        mail(
          { From: "Bram <bram@example.be>", Subject: `URGENT (${await ref(bram!)})`, "Message-ID": "<bram-2@example.be>" },
          "Bonjour,\n\nURGENT !!! toujours rien ?",
        ),
        // Cleo answers from her mail app: the reference in the subject, no thread headers.
        mail(
          {
            From: "Cleo <cleo@example.be>",
            Subject: `Re: Your request to Northwave (${await ref(cleo!)})`,
            "Message-ID": "<cleo-1@example.be>",
          },
          "Thursday works.",
        ),
        // Dirk writes a new mail: only his address says which lead.
        mail({ From: "Dirk <dirk@example.be>", Subject: "Our meeting", "Message-ID": "<dirk-1@example.be>" }, "Can we move it to Friday?"),
        // A list message from Dirk's address: not an answer.
        mail(
          {
            From: "Dirk <dirk@example.be>",
            Subject: "Dirk's newsletter",
            "Message-ID": "<dirk-news@example.be>",
            "List-Id": "<news.example.be>",
            "List-Unsubscribe": "<mailto:u@example.be>",
          },
          "News",
        ),
        // Eva has two open leads: which one is not for the reader to guess.
        mail({ From: "Eva <eva@example.be>", Subject: "A question", "Message-ID": "<eva-1@example.be>" }, "About my request…"),
        // The agency's own notification, as an older version wrote it (a plain hyphen).
        mail(
          {
            From: `Northwave <${agency}>`,
            Subject: `Cleo answered (${await ref(cleo!)}): back in To answer`,
            "Message-ID": "<0b6a2c4e-8d7f-4f3a-9b1c-2d3e4f5a6b7c@agency.test>",
            "X-Contact-Request-Id": cleo!,
          },
          "Cleo answered.",
        ),
        bounce({
          to: "fien@example.be",
          status: "5.1.1",
          diagnostic: "550 5.1.1 <fien@example.be>: Recipient address rejected: User unknown",
          originalId: fienReply,
          uid: "1",
        }),
        bounce({ to: "gus@example.be", status: "4.2.2", diagnostic: "452 4.2.2 Mailbox full", originalId: gusReply, uid: "2" }),
      ];
      let last = 0;
      for (const raw of fixtures) last = await dovecot.deliver(raw);
      await a.readUpTo(last);
      await eventually(
        "the outbox idle",
        async () =>
          (await db.kysely.selectFrom("contact_notifications").select("id").where("status", "=", "pending").execute()).length === 0,
      );

      expect({
        ann: await status(ann!),
        bram: await status(bram!),
        cleo: await status(cleo!),
        dirk: await status(dirk!),
        eva1: await status(eva1!),
        eva2: await status(eva2!),
        fien: await status(fien!),
        gus: await status(gus!),
      }).toEqual({ ann: "won", bram: "new", cleo: "new", dirk: "new", eva1: "new", eva2: "new", fien: "replied", gus: "replied" });
      expect(await answersOf(db, ann!)).toEqual([]);
      expect((await answersOf(db, bram!)).map((x) => x.kind)).toEqual(["again"]);
      expect((await answersOf(db, cleo!)).map((x) => x.kind)).toEqual(["answer"]);
      expect((await answersOf(db, dirk!)).map((x) => x.body)).toEqual(["Can we move it to Friday?"]);
      for (const id of [eva1, eva2, fien, gus]) expect(await answersOf(db, id!)).toEqual([]);

      // Bram stays unanswered: no first reply, not "answered by the lead", marked as having written again.
      const bramRow = await db.kysely.selectFrom("contact_requests").selectAll().where("id", "=", bram!).executeTakeFirstOrThrow();
      expect(bramRow).toMatchObject({ first_reply_at: null, lead_answered_at: null });
      expect(bramRow.lead_wrote_again_at).toBeTruthy();

      const lines = async (id: string, kind: string) =>
        (await db.kysely.selectFrom("lead_events").select("detail").where("request_id", "=", id).where("kind", "=", kind).execute()).map(
          (e) => e.detail,
        );
      expect(await lines(ann!, "auto-reply")).toHaveLength(4);
      expect(await lines(fien!, "bounce")).toEqual([expect.stringContaining("fien@example.be (5.1.1): 550 5.1.1")]);
      expect(await lines(gus!, "delay")).toEqual([expect.stringContaining("gus@example.be (4.2.2): 452 4.2.2 Mailbox full")]);
      expect(await lines(gus!, "bounce")).toEqual([]);
      const undeliverable = await db.kysely
        .selectFrom("contact_requests")
        .select(["id", "email_undeliverable"])
        .where("id", "in", [fien!, gus!])
        .execute();
      expect(Object.fromEntries(undeliverable.map((r) => [r.id, r.email_undeliverable]))).toEqual({
        [fien!]: expect.stringContaining("Recipient address rejected"),
        [gus!]: null,
      });

      const held = await heldMessages(db);
      expect(held.map((h) => [h.state, h.fromAddress, h.requestId]).sort()).toEqual(
        [
          ["unmatched", "eva@example.be", eva2],
          ["unmatched", "stranger@evil.test", ann],
        ].sort(),
      );

      // Three messages told the team (Bram's chaser, Cleo's and Dirk's answers), and nothing else.
      const told = answerMails().slice(sent);
      expect(told.map((m) => m.headers.get("subject")).sort()).toEqual(
        [
          `Bram a réécrit (${teamReference(await ref(bram!))})\u00a0: pas encore de réponse envoyée`,
          `Cleo answered (${teamReference(await ref(cleo!))}): back in To answer`,
          `Dirk answered (${teamReference(await ref(dirk!))}): back in To answer`,
        ].sort(),
      );
      expect(told.find((m) => m.headers.get("subject")?.startsWith("Bram"))?.text).toContain("URGENT !!! toujours rien ?");
      await stop(a);
    });

    // Seen failing on the injected defect: with the whole message fetched, parsed on the event loop and
    // its text and HTML handed to the parsers uncut (as before), this test never ended: the run was
    // stopped after 300 s with the event loop still held.
    it("a 10 MB HTML mail and a 5 MB text mail never hold the event loop a second; a message whose reading never ended is not read again and is listed", async () => {
      const [hana, ivo] = (await seedLeads(database, [
        { firstName: "Hana", email: "hana@example.be", message: "A question.", referenceNumber: 41, leadStatus: "replied" },
        { firstName: "Ivo", email: "ivo@example.be", message: "Another.", referenceNumber: 42, leadStatus: "replied" },
      ])) as string[];
      await db.kysely
        .updateTable("contact_requests")
        .set({ first_reply_at: new Date().toISOString() })
        .where("id", "in", [hana!, ivo!])
        .execute();
      // Unclosed nesting: html-to-text recursed into it until the stack overflowed.
      const html = `<html><body>${"<div><span>".repeat((10 * 1024 * 1024) / 11)}Tuesday works.</body></html>`;
      const bigHtml = mail(
        {
          From: "Hana <hana@example.be>",
          Subject: "Big",
          "Message-ID": "<hana-big@example.be>",
          "Content-Type": "text/html; charset=utf-8",
        },
        html,
      );
      const bigText = mail(
        { From: "Hana <hana@example.be>", Subject: "Bigger", "Message-ID": "<hana-text@example.be>" },
        `${"Line of text. ".repeat((5 * 1024 * 1024) / 14)}\nEnd.`,
      );
      const killed = mail(
        { From: "Ivo <ivo@example.be>", Subject: "The one that was read when the server died", "Message-ID": "<ivo-1@example.be>" },
        "Hello",
      );
      const htmlUid = await dovecot.deliver(bigHtml);
      const textUid = await dovecot.deliver(bigText);
      const killedUid = await dovecot.deliver(killed);
      // The attempt line a server killed while reading Ivo's message leaves behind.
      const account = `${dovecot.user}@127.0.0.1:${dovecot.port}/INBOX`;
      const validity = String(await dovecot.uidValidity());
      await db.kysely
        .insertInto("mailbox_messages")
        .values({
          id: crypto.randomUUID(),
          account,
          uid_validity: validity,
          uid: killedUid,
          state: "reading",
          reason: null,
          request_id: ivo!,
          from_address: "ivo@example.be",
          subject: "x",
          size: 1,
          created_at: new Date().toISOString(),
        })
        .execute();
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const b = await start();
      await b.readUpTo(killedUid);
      delay.disable();
      // The longest the event loop waited while the three were read (nanoseconds).
      console.log(`[mailbox-door ${backend.name}] longest event-loop wait while reading 15 MB of mail: ${(delay.max / 1e6).toFixed(0)} ms`);
      expect(delay.max / 1e6).toBeLessThan(1_000);
      const stored = await answersOf(db, hana!);
      expect(stored.map((x) => x.subject).sort()).toEqual(["Big", "Bigger"]);
      for (const x of stored) expect(x.body).toMatch(/the rest is in the mailbox/);
      expect(await answersOf(db, ivo!)).toEqual([]);
      const held = await heldMessages(db);
      expect(held.find((h) => h.requestId === ivo)).toMatchObject({ state: "unread", reason: "never-ended" });
      expect([htmlUid, textUid].every((u) => u < killedUid)).toBe(true);
      await stop(b);
    });
  });
}
