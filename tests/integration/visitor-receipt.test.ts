/**
 * The visitor's receipt (issue 35), on each database, read in the SMTP sink as the visitor gets it:
 * within seconds of an accepted request, in the visitor's language, with the reference, a copy of
 * the message's first words, the site's promise and the booking link, marked `Auto-Submitted: auto-replied`,
 * answered to the agency. At most one per address per 24 hours; none for a repeated send, for
 * spam or for a "possibly spam" lead until an operator releases it; none at all with
 * RECEIPT_MAIL=false. The services run as the server runs them (startServices).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "~/contact/intake.server";
import type { Operator } from "~/storage/operators/desk-store.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { createStorage } from "~/storage/platform/storage.server";
import { startServices, type Services } from "../../server/services";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { testEnv } from "../support/env";
import { decodeHeader, smtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp";

const booking = "https://cal.example/northwave/30min";
const operator: Operator = {
  id: "op-1",
  email: "anna@agency.test",
  name: "Anna",
  language: "en",
  role: null,
  phone: null,
  createdAt: "2026-11-01T00:00:00.000Z",
};
/**
 * A doubt that keeps the receipt back until an operator releases the lead: a shortener beside a
 * script the site does not speak (a shortener alone, or a quick send, gets its receipt: issue 47).
 */
const shortener = [
  { kind: "shortener" as const, host: "bit.ly" },
  { kind: "foreign-script" as const, script: "cyrillic" as const },
];

function services(database: TestDatabase, smtp: SmtpSink, receipts: boolean): Promise<Services> {
  return startServices(
    testEnv({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      SMTP_URL: smtp.url,
      MAIL_TO: "Northwave <hello@agency.test>",
      MAIL_FROM: "Northwave website <site@agency.test>",
      SITE_URL: "https://northwave.example",
      BOOKING_URL: booking,
      RECEIPT_MAIL: receipts ? "true" : "false",
      // Nothing answers there: the sending check fails fast and harmlessly.
      SENDING_CHECK_DNS: "127.0.0.1:9",
    }),
  );
}

/** The receipts the sink holds for one address. */
const receiptsTo = (smtp: SmtpSink, address: string) =>
  smtp.mails.filter((m) => m.envelope.to.includes(address) && m.headers.get("auto-submitted") === "auto-replied");

/** The receipts queued for an address, whatever was sent yet: what the bounds decide. */
async function queuedReceipts(db: Db, address: string): Promise<number> {
  const rows = await db.kysely
    .selectFrom("contact_notifications")
    .innerJoin("contact_requests", "contact_requests.id", "contact_notifications.request_id")
    .select("contact_notifications.id")
    .where("contact_notifications.channel", "=", "receipt")
    .where("contact_requests.email", "=", address)
    .execute();
  return rows.length;
}

async function mailTo(smtp: SmtpSink, address: string, subject: RegExp): Promise<ReceivedMail> {
  await expect
    .poll(() => smtp.mails.some((m) => m.envelope.to.includes(address) && subject.test(decodeHeader(m.headers.get("subject") ?? ""))), {
      timeout: 30_000,
    })
    .toBe(true);
  return smtp.mails.find((m) => m.envelope.to.includes(address) && subject.test(decodeHeader(m.headers.get("subject") ?? "")))!;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the visitor's receipt on ${backend.name}`, () => {
    let database: TestDatabase;
    let smtp: SmtpSink;
    let running: Services;
    let db: Db;
    // Each visitor on a network of their own: one receipt per network an hour (receipts-store).
    let network = 0;
    const submit = (email: string, message: string, more: { language?: "en" | "fr" | "nl"; check?: boolean; spam?: boolean } = {}) =>
      running.contact.submit(
        { firstName: "Élodie", email, message },
        {
          language: more.language ?? "en",
          clientIp: `10.1.${++network}.${Math.floor(Math.random() * 250)}`,
          ...(more.check ? { checkReasons: shortener } : {}),
          ...(more.spam ? { spamReasons: [{ kind: "honeypot" as const }] } : {}),
        },
      );

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      smtp = await smtpSink();
      running = await services(database, smtp, true);
      db = await openDatabase(database);
    });
    afterAll(async () => {
      await running?.close();
      await db?.close();
      await smtp?.stop();
      await database?.drop();
    });

    it("an accepted request: the receipt in the visitor's language with the reference, the copy, the promise and the booking link", async () => {
      const message = "Bonjour,\nnous cherchons de l'aide pour HubSpot.\n\nMerci";
      const sent = await submit("elodie@atelier.example", message, { language: "fr" });
      expect(sent).toMatchObject({ kind: "stored", receipt: true });
      const reference = sent.kind === "stored" ? sent.reference : "";
      const receipt = await mailTo(smtp, "elodie@atelier.example", /^Votre demande auprès de Northwave/);
      expect(decodeHeader(receipt.headers.get("subject")!)).toBe(`Votre demande auprès de Northwave (${reference})`);
      expect(receipt.headers.get("auto-submitted")).toBe("auto-replied");
      expect(receipt.headers.get("x-auto-response-suppress")).toBe("All");
      expect(receipt.headers.get("content-language")).toBe("fr");
      expect(receipt.headers.get("reply-to")).toMatch(/hello@agency\.test/);
      expect(decodeHeader(receipt.headers.get("from")!)).toMatch(/^"?Northwave"? <site@agency\.test>$/);
      expect(receipt.text).toContain("Bonjour Élodie,");
      expect(receipt.text).toContain("Merci\u00a0! Nous vous répondrons dans les 24h");
      expect(receipt.text).toContain(`Votre référence\u00a0: ${reference}`);
      // The first words on one line (issue 49: no raw text, no link).
      expect(receipt.text).toContain("Votre message\u00a0:\n> Bonjour, nous cherchons de l'aide pour HubSpot. Merci\n");
      expect(receipt.text).toContain(`Réserver un appel de 30 minutes\u00a0: ${booking}`);
      // No tracking: plain text only, and no address but the site's and the booking page's.
      expect(receipt.html).toBe("");
      expect(receipt.raw).not.toMatch(/<img|multipart\/alternative/i);
      expect(new Set(receipt.text.match(/https?:\/\/\S+/g))).toEqual(new Set(["https://northwave.example", booking]));
      // The agency's notification went too, to the agency.
      await mailTo(smtp, "hello@agency.test", /New contact request from Élodie/);
    });

    it("one per address per 24 hours; a repeated send is the same request and sends nothing again", async () => {
      const first = await submit("jan@bakkerij.example", "Goeiedag, wij zoeken hulp met Brevo.", { language: "nl" });
      expect(first).toMatchObject({ kind: "stored", receipt: true });
      const receipt = await mailTo(smtp, "jan@bakkerij.example", /^Uw aanvraag bij Northwave/);
      expect(receipt.headers.get("content-language")).toBe("nl");
      expect(receipt.text).toContain("Wij hebben uw aanvraag goed ontvangen en antwoorden u binnen 24\u00a0uur.");
      // The same message again within ten minutes: the first request, whose receipt was sent.
      const again = await submit("JAN@bakkerij.example ", "Goeiedag,  wij zoeken hulp met Brevo.", { language: "nl" });
      expect(again).toMatchObject({ kind: "stored", reference: first.kind === "stored" ? first.reference : "", receipt: true });
      // Another message the same day: a lead and a notification, no second receipt.
      const second = await submit("jan@bakkerij.example", "En nog een vraag over onze nieuwsbrief.", { language: "nl" });
      expect(second).toMatchObject({ kind: "stored", receipt: false });
      const reference = second.kind === "stored" ? second.reference : "";
      await expect.poll(() => smtp.mails.some((m) => m.text.includes(`Reference: ${reference}`)), { timeout: 30_000 }).toBe(true);
      expect(await queuedReceipts(db, "jan@bakkerij.example")).toBe(1);
      expect(receiptsTo(smtp, "jan@bakkerij.example")).toHaveLength(1);
    });

    it("none for spam or a 'possibly spam' lead until an operator releases it; then it goes, within the address's bound", async () => {
      const spam = await submit("sam@spam.example", "Buy links now, cheap links here", { spam: true });
      const doubted = await submit("eva@brouwerij.example", "Hello, could you read https://bit.ly/brief please?", { check: true });
      const doubtedAgain = await submit("eva@brouwerij.example", "A second question: https://bit.ly/two?", { check: true });
      expect(spam).toMatchObject({ kind: "spam", receipt: false });
      expect(doubted).toMatchObject({ kind: "stored", receipt: false });
      const id = (o: typeof doubted) => (o.kind === "stored" || o.kind === "spam" ? o.id : "");
      expect(await queuedReceipts(db, "sam@spam.example")).toBe(0);
      expect(await queuedReceipts(db, "eva@brouwerij.example")).toBe(0);

      // Released from the desk: the receipt goes then, and only once for the address that day.
      expect(await running.desk.actions.settleCheck(operator, id(doubted), "release")).toBe("done");
      const receipt = await mailTo(smtp, "eva@brouwerij.example", /^Your request to Northwave/);
      expect(receipt.text).toContain("> Hello, could you read … please?");
      expect(receipt.text).not.toContain("bit.ly");
      expect(await running.desk.actions.settleCheck(operator, id(doubtedAgain), "release")).toBe("done");
      expect(await running.contact.release(id(spam))).toBe("released");
      await mailTo(smtp, "sam@spam.example", /^Your request to Northwave/);
      expect(await queuedReceipts(db, "eva@brouwerij.example")).toBe(1);
      expect(await queuedReceipts(db, "sam@spam.example")).toBe(1);
    });

    it("the 24 hours are counted from the last receipt, by the service's clock", async () => {
      const clockDb = await testDatabase(backend.name);
      const storage = createStorage(clockDb);
      try {
        let now = new Date(Date.now() - 3 * 24 * 3_600_000);
        const contact = createContactService({ storage, rateLimit: 100, receipt: true, now: () => now });
        const send = (message: string) =>
          contact.submit({ firstName: "Ada", email: "ada@firm.example", message }, { language: "en", clientIp: "192.0.2.10" });
        const later = (ms: number) => (now = new Date(now.getTime() + ms));
        expect(await send("First question about our CRM")).toMatchObject({ receipt: true });
        later(24 * 3_600_000 - 60_000);
        expect(await send("Second question, a day later")).toMatchObject({ kind: "stored", receipt: false });
        later(2 * 60_000);
        expect(await send("Third question, over a day after the first")).toMatchObject({ kind: "stored", receipt: true });
      } finally {
        await storage.close();
        await clockDb.drop();
      }
    });

    it("RECEIPT_MAIL=false: the agency is notified, the visitor gets nothing, released or not", async () => {
      const quietDb = await testDatabase(backend.name);
      const quiet = await services(quietDb, smtp, false);
      try {
        const sent = await quiet.contact.submit(
          { firstName: "Noor", email: "noor@quiet.example", message: "Hello, a question about Klaviyo." },
          { language: "en", clientIp: "192.0.2.20" },
        );
        const doubted = await quiet.contact.submit(
          { firstName: "Noor", email: "noor2@quiet.example", message: "Hello, see https://bit.ly/q please" },
          { language: "en", clientIp: "192.0.2.21", checkReasons: shortener },
        );
        expect(sent).toMatchObject({ kind: "stored", receipt: false });
        expect(await quiet.desk.actions.settleCheck(operator, doubted.kind === "stored" ? doubted.id : "", "release")).toBe("done");
        await mailTo(smtp, "hello@agency.test", /New contact request from Noor/);
        const quietRows = await openDatabase(quietDb);
        try {
          expect(await queuedReceipts(quietRows, "noor@quiet.example")).toBe(0);
          expect(await queuedReceipts(quietRows, "noor2@quiet.example")).toBe(0);
        } finally {
          await quietRows.close();
        }
        expect(smtp.mails.filter((m) => m.envelope.to.some((to) => to.endsWith("@quiet.example")))).toHaveLength(0);
      } finally {
        await quiet.close();
        await quietDb.drop();
      }
    });
  });
}
