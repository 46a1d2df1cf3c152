/**
 * Receipts for doubted real requests (issue 47, item 5), on each database, through the production
 * server and read at a real SMTP sink. A request the filter puts in "check" only for a quick send
 * (the page's script measured 1.8 s: autofill and a pasted message) and a link shortener gets its
 * receipt at once, and its confirmation says a copy follows; the same request with the hidden
 * field filled is spam and never gets one; a request doubted for something else too (a script the
 * site does not speak) is "check" and gets none until an operator says "Not spam". The post's
 * timing is the test's: the fill-time token is one served 30 s before, the script's timer is the
 * posted `fill_ms`.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { en } from "~/contact/copy/en";
import { fillTimeField, honeypotField } from "~/contact/action-data";
import { contactServerOn, isReceipt, receiptSettings } from "../support/contact-server";
import { backends } from "../support/databases";
import { pollUntil } from "../support/poll";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

const brief =
  "Hello, we run four beer brands and are looking at the Enterprise package for our CRM and our e-mail programme. " +
  "Our brief is here: https://bit.ly/3xBrief. Could we talk next week?";
/** The confirmation's sentence about the copy, as the page writes it (HTML-escaped apostrophes aside). */
const copySentence = en.confirmation.receipt;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`receipts for doubted real requests, production server on ${backend.name}`, () => {
    const rig = contactServerOn(backend.name, receiptSettings);
    /** A post as a person's browser sends it: a token served 30 s before, the script's own timer, a client of its own network. */
    const post = (fields: Record<string, string>, ip: string) => rig.post({ [fillTimeField]: "1800", ...fields }, ip);
    const stored = (email: string) =>
      rig.db.kysely
        .selectFrom("contact_requests")
        .select(["id", "lead_status", "spam_check", "spam_reasons", "receipt_at"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
    const queuedReceipts = async (id: string) =>
      (
        await rig.db.kysely
          .selectFrom("contact_notifications")
          .select("id")
          .where("request_id", "=", id)
          .where("channel", "=", "receipt")
          .execute()
      ).length;

    it("'check' for a shortener and a quick send only: the receipt follows, and the confirmation says so", async () => {
      const response = await post({ firstName: "Pieter", email: "pieter@brouwerij.example", message: brief }, "192.0.2.10");
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('data-testid="contact-receipt"');
      expect(page.replaceAll("&#x27;", "'")).toContain(copySentence);

      const row = await stored("pieter@brouwerij.example");
      expect(row.lead_status).toBe("new");
      expect(Number(row.spam_check)).toBe(1);
      expect(
        JSON.parse(row.spam_reasons ?? "[]")
          .map((r: { kind: string }) => r.kind)
          .sort(),
      ).toEqual(["shortener", "too-fast"]);
      expect(row.receipt_at).not.toBeNull();

      const [receipt] = await pollUntil(
        () => {
          const mails = rig.smtp.mails.filter((m) => isReceipt(m) && m.envelope.to.includes("pieter@brouwerij.example"));
          return mails.length ? mails : undefined;
        },
        { timeoutMs: 30_000, intervalMs: 50, failure: () => "no receipt reached the sink" },
      );
      expect(receipt!.text).toMatch(/^Hello Pieter,\n/);
    });

    it("the same request with the hidden field filled: spam, no receipt, and the confirmation says none", async () => {
      const response = await post(
        { firstName: "Pieter", email: "trap@brouwerij.example", message: brief, [honeypotField]: "https://brouwerij.example" },
        "198.51.100.10",
      );
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('data-testid="contact-receipt"');
      const row = await stored("trap@brouwerij.example");
      expect(row.lead_status).toBe("spam");
      expect(row.receipt_at).toBeNull();
      expect(await queuedReceipts(row.id)).toBe(0);
    });

    it("'check' with another doubt beside the shortener (a script the site does not speak): no receipt until released", async () => {
      const response = await post(
        {
          firstName: "Ivan",
          email: "ivan@import.example",
          message: "Здравствуйте, мы импортируем пиво в Бельгию и ищем агентство для CRM. Бриф: https://bit.ly/3xImport",
        },
        "203.0.113.10",
      );
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain('data-testid="contact-receipt"');
      const row = await stored("ivan@import.example");
      expect(row.lead_status).toBe("new");
      expect(Number(row.spam_check)).toBe(1);
      expect(JSON.parse(row.spam_reasons ?? "[]").map((r: { kind: string }) => r.kind)).toContain("foreign-script");
      expect(row.receipt_at).toBeNull();
      expect(await queuedReceipts(row.id)).toBe(0);
    });

    it("the agency is told of the two leads (spam is not notified); only the first visitor gets a receipt", async () => {
      // The agency's notifications go out after the receipt above: once all are in, nothing else is on its way.
      await pollUntil(() => (rig.smtp.mails.filter((m) => m.envelope.to.includes("hello@agency.test")).length >= 2 ? true : undefined), {
        timeoutMs: 30_000,
        intervalMs: 50,
        failure: () => "the agency's notifications did not reach the sink",
      });
      const receipts = rig.smtp.mails.filter(isReceipt).flatMap((m) => m.envelope.to);
      expect(receipts).toEqual(["pieter@brouwerij.example"]);
    });
  });
}
