/**
 * Issue 35 in the desk as an operator sees it: the production server reads a real Dovecot on loopback
 * (IMAP_URL); the lead's answer to a reply appears on the lead's page within 30 s, in the
 * conversation, with "Answered by the lead" there and in the inbox, and the agency is mailed. The
 * Sending page, fed by a DNS server of the test's own, says what is missing, then, once the records
 * are published and "Check again" pressed, that all is well; /metrics follows.
 */
import { generateKeyPairSync } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addReply } from "~/storage/replies-store.server";
import { backends } from "../support/databases";
import { testDnsServer, type TestDnsServer } from "../support/dns-server";
import { dovecotEnabled, startDovecot, type Dovecot } from "../support/dovecot";
import { enrolWithPasskey, invite, seedLeads, startDesk, withDb, type DeskServer } from "../support/desk";
import { metricsPortOf } from "../support/server";
import { sharedBrowser } from "../support/shared";
import { smtpSink, type SmtpSink } from "../support/smtp";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const dkimKey = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const dkimRecord = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;

/** The lead's answer, as their mail program files it in the agency's mailbox. */
function answer(inReplyTo: string): string {
  return [
    `From: Bo Peeters <bo@example.com>`,
    `To: Northwave <hello@northwave.test>`,
    `Subject: Re: Your request to Northwave`,
    `Message-ID: <bo-e2e-1@example.com>`,
    `In-Reply-To: ${inReplyTo}`,
    `References: ${inReplyTo}`,
    `Date: ${new Date().toUTCString()}`,
    `MIME-Version: 1.0`,
    `Content-Type: multipart/mixed; boundary="part"`,
    ``,
    `--part`,
    `Content-Type: text/plain; charset=utf-8`,
    ``,
    `Tuesday at 10 works for us.`,
    ``,
    `On Thu, 26 Nov 2026 at 10:00, Anna from Northwave <hello@northwave.test> wrote:`,
    `> When can we talk?`,
    `--part`,
    `Content-Type: application/pdf; name="brief.pdf"`,
    `Content-Disposition: attachment; filename="brief.pdf"`,
    `Content-Transfer-Encoding: base64`,
    ``,
    Buffer.alloc(2048, 1).toString("base64"),
    `--part--`,
    ``,
  ].join("\r\n");
}

/** The gauge of one check as /metrics reports it. */
async function gauge(metricsPort: number, check: string): Promise<string | undefined> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return new RegExp(`^mail_sending_check_ok\\{check="${check}"\\} (\\d)$`, "m").exec(text)?.[1];
}

/** Each check's verdict on the Sending page, as its badge says it. */
async function verdicts(page: Page): Promise<string[]> {
  return page.locator("[data-check] [data-verdict]").allTextContents();
}

describe.each(backends.filter((b) => b.enabled && dovecotEnabled))("the lead's answer and the Sending page on $name", ({ name }) => {
  let desk: DeskServer;
  let dovecot: Dovecot;
  let smtp: SmtpSink;
  let dns: TestDnsServer;
  let lead = "";

  beforeAll(async () => {
    [dovecot, smtp, dns] = await Promise.all([startDovecot(), smtpSink(), testDnsServer()]);
    desk = await startDesk(name, {
      IMAP_URL: dovecot.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "Northwave <hello@northwave.test>",
      MAIL_TO: "Northwave <hello@northwave.test>",
      DKIM_PRIVATE_KEY: dkimKey,
      DKIM_SELECTOR: "nw2026",
      SENDING_CHECK_DNS: dns.address,
      METRICS_PORT: "0",
    });
    [lead] = (await seedLeads(desk.where, [
      { firstName: "Bo", email: "bo@example.com", message: "Can you redo our site?", referenceNumber: 7 },
    ])) as [string];
  });
  afterAll(async () => {
    await desk?.stop();
    await Promise.all([dovecot?.stop(), smtp?.stop(), dns?.stop()]);
  });

  it("the answer is on the lead's page within 30 s, in the conversation; the lead is back in To answer, marked, and the agency is mailed", async () => {
    const reply = await withDb(desk.where, (db) =>
      addReply(db, {
        requestId: lead,
        operator: "Anna Peeters",
        subject: "Re: Your request to Northwave",
        body: "When can we talk?",
        messageIdDomain: "northwave.test",
      }),
    );
    const page = await enrolWithPasskey(browser, await invite(desk.where, "anna@northwave.test", "Anna Peeters"));
    const filed = Date.now();
    await dovecot.deliver(answer(reply!.reply.messageId));
    const leadUrl = `${desk.origin}/desk/leads/${lead}`;
    await vi.waitFor(
      async () => {
        await page.goto(leadUrl);
        // Both the mark and the conversation (a load during the store may read the lead just before it).
        const shown = (await page.locator("header [data-answered]").count()) > 0 && (await page.locator("[data-answer]").count()) > 0;
        if (!shown) throw new Error("the answer did not appear on the lead's page within 30 s");
      },
      { timeout: 30_000, interval: 250 },
    );
    console.log(`[desk-answers ${name}] on the lead's page ${((Date.now() - filed) / 1000).toFixed(1)} s after it was filed`);
    const item = page.locator("[data-answer]");
    expect(await item.textContent()).toContain("Tuesday at 10 works for us.");
    expect(await item.textContent()).not.toContain("When can we talk?");
    expect(await item.getByText("Bo Peeters answered,").count()).toBe(1);
    expect(await item.getByText("brief.pdf (2 KB)").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Conversation" }).count()).toBe(1);
    expect(await page.locator("header [data-answered]").textContent()).toContain("Answered by the lead");
    // The inbox's To answer view lists it again, marked.
    await page.goto(`${desk.origin}/desk`);
    expect(await page.locator(`[data-lead="${lead}"] [data-answered]`).textContent()).toBe("Answered by the lead");
    // Nobody owns the lead: the agency's mailbox is told, with the link.
    await expect.poll(() => smtp.mails.some((m) => m.headers.get("subject")?.startsWith("Bo answered")), { timeout: 20_000 }).toBe(true);
    const told = smtp.mails.find((m) => m.headers.get("subject")?.startsWith("Bo answered"))!;
    expect(told.envelope.to).toEqual(["hello@northwave.test"]);
    expect(told.text).toContain(`Read it and reply: ${leadUrl}`);
    // Every mail the server sends is signed with the configured key.
    expect(told.headers.get("dkim-signature")).toMatch(/d=northwave\.test;.*s=nw2026;/);
    await page.close();
  });

  it("the Sending page says what is missing, then that all is well after Check again; /metrics follows", async () => {
    const metricsPort = metricsPortOf(desk.server)!;
    const page = await enrolWithPasskey(browser, await invite(desk.where, "ben@northwave.test", "Ben"));
    await page.getByRole("navigation", { name: "Lead desk" }).getByRole("link", { name: "Sending" }).click();
    await page.waitForURL(`${desk.origin}/desk/sending`);
    expect(await page.title()).toBe("Sending · Lead desk");
    expect(await verdicts(page)).toEqual(["Needs attention", "Needs attention", "Needs attention"]);
    expect(await page.locator('[data-check="spf"]').textContent()).toContain("northwave.test publishes no SPF record.");
    expect(await page.locator('[data-check="dkim"]').textContent()).toContain(
      "No DKIM key is published at nw2026._domainkey.northwave.test.",
    );
    expect(await page.locator('[data-check="dmarc"]').textContent()).toContain("northwave.test has no DMARC policy.");
    expect(await gauge(metricsPort, "spf")).toBe("0");

    dns.records.set("northwave.test", { TXT: ["v=spf1 include:_spf.mailer.test ~all"] });
    dns.records.set("nw2026._domainkey.northwave.test", { TXT: [dkimRecord] });
    dns.records.set("_dmarc.northwave.test", { TXT: ["v=DMARC1; p=quarantine"] });
    await page.getByRole("button", { name: "Check again" }).click();
    await page.waitForURL(`${desk.origin}/desk/sending`);
    expect(await verdicts(page)).toEqual(["OK", "OK", "OK"]);
    expect(await page.locator('[data-check="dkim"]').textContent()).toContain(
      "its 2048-bit public key is published at nw2026._domainkey.northwave.test",
    );
    // The relay is on this machine: SPF is only checked for a usable record, and the page says why.
    expect(await page.getByText("a server on this machine or its network").count()).toBe(1);
    expect(await Promise.all(["spf", "dkim", "dmarc"].map((check) => gauge(metricsPort, check)))).toEqual(["1", "1", "1"]);
    await page.close();
  });
});
