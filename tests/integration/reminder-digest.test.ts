/**
 * Reminders as one digest per recipient (issue 36), on both databases, sent through the outbox to
 * a real SMTP server: 25 leads past the promise are two mails (their owner's, MAIL_TO's), not 25;
 * never a second one within the hour, however many instances run the round at the same moment;
 * again at the start of the next working day; none outside working hours.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskMailChannels } from "~/delivery/mail/desk-mail.server";
import { createMailer } from "~/delivery/mail/mailer.server";
import { createOutboxWorker } from "~/delivery/outbox.server";
import { workingClock } from "~/platform/working-time.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { createStorage } from "~/storage/platform/storage.server";
import { inviteOperator } from "~/storage/operators/desk-enrolment-store.server";
import { setOperatorLanguage } from "~/storage/operators/desk-store.server";
import { digestListed, findDigest, queueDigests } from "~/storage/conversation/digest-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { seedLeads } from "../support/desk";
import { smtpSink, type SmtpSink } from "../support/smtp";

const clock = workingClock();
const settings = { clock, fallbackTo: "team@agency.test", fallbackLanguage: "en" };
/** Brussels wall times of the week of Monday 30 November 2026 (winter time, UTC+1). */
const at = (day: string, time: string) => new Date(`2026-${day}T${time}:00+01:00`);
const minute = 60_000;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`reminder digests on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let smtp: SmtpSink;

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      smtp = await smtpSink();
    });
    afterAll(async () => {
      await smtp?.stop();
      await db?.close();
      await database?.drop();
    });

    /** Every instance's round at the same moment, each on its own connection pool (SQLite: one after the other). */
    async function rounds(now: Date): Promise<number> {
      if (backend.name !== "postgres") return (await queueDigests(db, settings, now)) + (await queueDigests(db, settings, now));
      const others = await Promise.all([1, 2].map(() => openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl })));
      try {
        const counts = await Promise.all([db, ...others, db].map((d) => queueDigests(d, settings, now)));
        return counts.reduce((a, b) => a + b, 0);
      } finally {
        await Promise.all(others.map((o) => o.close()));
      }
    }

    async function send(now: Date): Promise<void> {
      const mailer = createMailer({ dataDir: database.dataDir, smtpUrl: smtp.url });
      const s = {
        from: "Website <site@agency.test>",
        fromAddress: "site@agency.test",
        agencyName: "Northwave",
        agency: "team@agency.test",
        messageIdDomain: "agency.test",
        deskOrigin: "https://desk.agency.test",
      };
      const channels = deskMailChannels(mailer, s, {
        findReply: async () => undefined,
        replyTimes: async () => [],
        findDigest: (id) => findDigest(db, id),
        clock,
        now: () => now,
      });
      const storage = createStorage(database);
      const worker = createOutboxWorker({ storage, channels, now: () => now });
      try {
        await worker.runOnce();
      } finally {
        await worker.stop();
        mailer.close();
        await storage.close();
      }
    }

    it("25 leads past the promise: one digest per recipient, in their language, each lead with its link; once an hour; again at the next opening", async () => {
      const { operator: claire } = await inviteOperator(db, { email: "claire@agency.test", name: "Claire" });
      await setOperatorLanguage(db, claire.id, "fr");
      // 21 nobody owns, 4 Claire owns: all received the week before, so past the promise on Monday.
      const old = Array.from({ length: 25 }, (_, i) => ({
        firstName: `Lead${String(i + 1).padStart(2, "0")}`,
        email: `lead${i}@example.com`,
        message: "Hello",
        createdAt: new Date(at("11-23", "10:00").getTime() + i * 10 * minute),
      }));
      const ids = await seedLeads(database, [
        ...old,
        // Friday 9:40: due Monday 9:40.
        { firstName: "Morning", email: "morning@example.com", message: "Early", createdAt: at("11-27", "09:40") },
        // Friday 17:30: due Monday 17:30, not before.
        { firstName: "Friday", email: "friday@example.com", message: "Late", createdAt: at("11-27", "17:30") },
      ]);
      const friday = ids.at(-1)!;
      const morning = ids.at(-2)!;
      // Claire's own leads (assigned by hand: no assignment mail in this sink).
      await db.kysely.updateTable("contact_requests").set({ assignee_id: claire.id }).where("id", "in", ids.slice(21, 25)).execute();

      // Saturday: the agency is closed, no reminder.
      expect(await rounds(at("11-28", "12:00"))).toBe(0);
      // Monday 09:02, the first round of the working day: two digests, whatever the instances.
      expect(await rounds(at("11-30", "09:02"))).toBe(2);
      await send(at("11-30", "09:02"));
      const mails = await smtp.waitFor(2);
      expect(mails).toHaveLength(2);
      const team = mails.find((m) => m.envelope.to.includes("team@agency.test"))!;
      const mine = mails.find((m) => m.envelope.to.includes("claire@agency.test"))!;
      expect(team.headers.get("subject")).toBe("Reminder: 21 leads are waiting for a reply");
      expect(team.text.match(/^- Lead/gm)).toHaveLength(digestListed);
      expect(team.text).toContain("And 1 more lead waiting: https://desk.agency.test/desk");
      expect(team.text).toContain(`https://desk.agency.test/desk/leads/${ids[0]}`);
      expect(team.text).toContain("- Lead01 (English) · waiting 6 d 23 h: more than the 24 hours promised · received 23 Nov 2026, 10:00");
      expect(team.text).not.toMatch(/^- (?:Friday|Morning) /m);
      expect(mine.headers.get("subject")).toBe("Rappel\u00a0: 4 demandes attendent une réponse");
      expect(mine.text).toContain(`https://desk.agency.test/desk/leads/${ids[24]}`);
      expect(mine.text).toContain("- Lead25 (anglais) · en attente depuis 6\u00a0j");

      // A lead crossed the promise at 09:40: not within the hour of the last digest, at 10:02 then.
      expect(await rounds(at("11-30", "09:50"))).toBe(0);
      expect(await rounds(at("11-30", "10:02"))).toBe(1);
      await send(at("11-30", "10:02"));
      const [, , crossed] = await smtp.waitFor(3);
      expect(crossed!.headers.get("subject")).toBe("Reminder: 22 leads are waiting for a reply");
      expect(crossed!.text).toMatch(
        new RegExp(
          `^- Morning \\(English\\) · waiting 3 d: more than the 24 hours promised[^\n]*\n  https://desk.agency.test/desk/leads/${morning}$`,
          "m",
        ),
      );
      expect(await rounds(at("11-30", "11:30"))).toBe(0);
      // At 17:30 the Friday lead is due: one digest to MAIL_TO, with that lead first.
      expect(await rounds(at("11-30", "17:29"))).toBe(0);
      expect(await rounds(at("11-30", "17:30"))).toBe(1);
      expect(await rounds(at("11-30", "17:45"))).toBe(0);
      await send(at("11-30", "17:30"));
      const [, , , late] = await smtp.waitFor(4);
      expect(late!.envelope.to).toEqual(["team@agency.test"]);
      expect(late!.headers.get("subject")).toBe("Reminder: 23 leads are waiting for a reply");
      // The lead that just crossed the promise comes first.
      expect(late!.text).toMatch(
        new RegExp(
          `^- Friday \\(English\\) · waiting 3 d: more than the 24 hours promised · received 27 Nov 2026, 17:30\n  https://desk.agency.test/desk/leads/${friday}$`,
          "m",
        ),
      );

      // The start of the next working day: each recipient once more, the same leads still waiting.
      expect(await rounds(at("12-01", "08:59"))).toBe(0);
      expect(await rounds(at("12-01", "09:03"))).toBe(2);
      expect(await rounds(at("12-01", "10:30"))).toBe(0);
      expect(smtp.mails).toHaveLength(4);
    });
  });
}
