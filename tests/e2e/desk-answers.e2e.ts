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
import { backends } from "../support/databases";
import { testDnsServer, type TestDnsServer } from "../support/dns-server";
import { dovecotEnabled, startDovecot, type Dovecot } from "../support/dovecot";
import { contactCopy } from "~/contact/copy";
import { messageExcerpt } from "~/delivery/mail/receipt-safety";
import {
  enrolWithPasskey,
  invite,
  signedInPage,
  signIn,
  signOut,
  startDesk,
  startDeskServer,
  withDb,
  type DeskServer,
} from "../support/desk";
import { withClock, tookTime } from "../support/page-clock";
import { metricsPortOf, type RunningServer } from "../support/server";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/shared";
import { decodeHeader, smtpSink, type ReceivedMail, type SmtpSink } from "../support/smtp";

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

/** Who writes in on each database: a French visitor on SQLite, a Flemish one on PostgreSQL. */
const visitors = {
  sqlite: {
    language: "fr",
    firstName: "Élodie",
    email: "elodie@atelier-elodie.example",
    message: "Bonjour,\nnous voulons automatiser nos relances e-mail avec HubSpot.\n\nPouvez-vous nous aider ?",
    request: "Votre demande auprès de Northwave",
    from: "de",
    template: "Merci, parlons-en",
    templateStart: "Bonjour Élodie,\n\nMerci pour votre message.",
  },
  postgres: {
    language: "nl",
    firstName: "Jan",
    email: "jan@bakkerij-jan.example",
    message: "Goeiedag,\nwij willen onze nieuwsbrieven in Brevo automatiseren.\n\nKunnen jullie ons helpen?",
    request: "Uw aanvraag bij Northwave",
    from: "van",
    template: "Bedankt, laten we praten",
    templateStart: "Beste Jan,\n\nBedankt voor uw bericht.",
  },
} as const;

/** The first mail to this address that `match` accepts, within 20 s. */
async function mailTo(smtp: SmtpSink, address: string, match: (m: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const find = () => smtp.mails.find((m) => m.envelope.to.includes(address) && match(m));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find()!;
}

/**
 * Anna, signed in: on SQLite by a session made directly (signedInPage); on PostgreSQL through the
 * passkey ceremony (enrol, sign out, sign in), the desk's one ceremony on that database.
 */
async function operatorPage(backend: "sqlite" | "postgres", desk: DeskServer): Promise<Page> {
  if (backend === "sqlite") return signedInPage(browser, { origin: desk.origin, where: desk.where }, "anna@northwave.test", "Anna Peeters");
  const page = await enrolWithPasskey(browser, await invite(desk.where, "anna@northwave.test", "Anna Peeters"));
  await signOut(page);
  await signIn(page);
  return page;
}

/** The lead's answer, as their mail program files it in the agency's mailbox. */
function answer(inReplyTo: string, from: string): string {
  return [
    `From: ${from}`,
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

describe.each(backends.filter((b) => b.enabled && dovecotEnabled))("the conversation and the Sending page on $name", ({ name }) => {
  let desk: DeskServer;
  let dovecot: Dovecot;
  let smtp: SmtpSink;
  let dns: TestDnsServer;
  /** The servers started after the first one stopped (a restart; on PostgreSQL a second instance). */
  const later: { server: RunningServer; origin: string }[] = [];
  const env = () => ({
    IMAP_URL: dovecot.url,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Northwave <hello@northwave.test>",
    MAIL_TO: "Northwave <hello@northwave.test>",
    DKIM_PRIVATE_KEY: dkimKey,
    DKIM_SELECTOR: "nw2026",
    SENDING_CHECK_DNS: dns.address,
    METRICS_PORT: "0",
    RECEIPT_MAIL: "true",
  });

  beforeAll(async () => {
    [dovecot, smtp, dns] = await Promise.all([startDovecot(), smtpSink(), testDnsServer()]);
    desk = await startDesk(name, env());
  });
  afterAll(async () => {
    for (const { server } of later) await server.stop();
    await desk?.stop();
    await Promise.all([dovecot?.stop(), smtp?.stop(), dns?.stop()]);
  });

  it("a visitor's request, its receipt, a templated reply, the lead's answer within 30 s, read once after a restart", async () => {
    const visitor = visitors[name];
    const t = contactCopy[visitor.language];
    // The visitor sends the form in their language; the confirmation says a copy was sent.
    const site = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await withClock(site);
    await site.goto(`${desk.origin}/${visitor.language}/contact`);
    await site.locator("form[method=post][novalidate]").waitFor();
    await site.getByLabel(t.fields.firstName.label).fill(visitor.firstName);
    await site.getByLabel(t.fields.email.label).fill(visitor.email);
    await site.getByRole("textbox", { name: new RegExp(`^${t.fields.message.label}`) }).fill(visitor.message);
    await tookTime(site, desk.where.dataDir);
    await site.getByRole("button", { name: t.submit }).click();
    const reference = (await site.getByTestId("contact-reference").textContent({ timeout: 15_000 }))!;
    expect(await site.getByTestId("contact-receipt").textContent()).toBe(t.confirmation.receipt);
    await site.close();

    // The receipt: in the visitor's language, with the reference and the message's first words.
    const receipt = await mailTo(smtp, visitor.email, (m) => m.headers.get("auto-submitted") === "auto-replied");
    expect(receipt.headers.get("content-language")).toBe(visitor.language);
    expect(decodeHeader(receipt.headers.get("subject")!)).toBe(`${visitor.request} (${reference})`);
    expect(receipt.text).toContain(reference);
    expect(receipt.text).toContain(`> ${messageExcerpt(visitor.message)}\n`);

    // An operator (on PostgreSQL through the passkey ceremony) signs, takes the lead and replies with a template.
    const page = await operatorPage(name, desk);
    await page.goto(`${desk.origin}/desk/signature`);
    await page.getByLabel("Role (optional)").fill("Consultante CRM");
    await page.getByLabel("Phone (optional)").fill("+32 470 00 00 00");
    await page.getByRole("button", { name: "Save signature" }).click();
    await page.waitForURL(/saved/);
    await page.goto(`${desk.origin}/desk`);
    await page.getByRole("link", { name: `Open the lead from ${visitor.firstName}` }).click();
    await page.waitForURL(/\/desk\/leads\//);
    const leadUrl = page.url();
    const lead = new URL(leadUrl).pathname.split("/").pop()!;
    await page.getByLabel("Assign to").selectOption({ label: "Anna Peeters" });
    await page.getByRole("button", { name: "Assign", exact: true }).click();
    await page.waitForURL(/saved=assigned/);
    await page.getByLabel("Template").selectOption({ label: visitor.template });
    await page.getByRole("button", { name: "Use template" }).click();
    await page.waitForURL(/template=/);
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.waitForURL(/done=reply/);

    // The reply as the lead gets it: the operator by name, the signature, the reference, the thread.
    const reply = await mailTo(smtp, visitor.email, (m) => !m.headers.has("auto-submitted"));
    expect(decodeHeader(reply.headers.get("from")!)).toBe(`Anna ${visitor.from} Northwave <hello@northwave.test>`);
    expect(decodeHeader(reply.headers.get("subject")!)).toBe(`Re: ${visitor.request} (${reference})`);
    expect(reply.text).toContain(visitor.templateStart);
    expect(reply.text).toContain("Anna Peeters\nConsultante CRM\n+32 470 00 00 00\n\nNorthwave");
    expect(reply.headers.get("message-id")).toMatch(/^<[0-9a-f-]+@northwave\.test>$/);
    expect(reply.headers.get("in-reply-to")).toBe(receipt.headers.get("message-id"));
    expect(reply.headers.get("references")).toBe(receipt.headers.get("message-id"));
    expect(decodeHeader(reply.headers.get("thread-topic")!)).toBe(`${visitor.request} (${reference})`);
    expect(Buffer.from(reply.headers.get("thread-index")!, "base64")).toHaveLength(22);
    expect(reply.headers.get("thread-index")).toBe(receipt.headers.get("thread-index"));

    // The lead answers through the agency's mailbox: on the lead's page within 30 s.
    const filed = Date.now();
    await dovecot.deliver(answer(reply.headers.get("message-id")!, visitor.email));
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
    expect(await item.getByText("brief.pdf (2 KB)").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Conversation" }).count()).toBe(1);
    expect(await page.locator("header [data-answered]").textContent()).toContain("Answered by the lead");
    // Back in To answer, marked, and not overdue.
    await page.goto(`${desk.origin}/desk`);
    expect(await page.locator(`[data-lead="${lead}"] [data-answered]`).textContent()).toBe("Answered by the lead");
    // Its owner is told, with the link; every mail is signed with the configured key.
    const told = await mailTo(smtp, "anna@northwave.test", (m) => /answered/.test(m.headers.get("subject") ?? ""));
    expect(told.text).toContain(`Read it and reply: ${leadUrl}`);
    expect(told.headers.get("dkim-signature")).toMatch(/d=northwave\.test;.*s=nw2026;/);
    await page.close();

    // A restart (and on PostgreSQL a second instance beside it) read the mailbox again: still one answer, one mail.
    await desk.server.stop();
    const instances = name === "postgres" ? 2 : 1;
    for (let i = 0; i < instances; i++) later.push(await startDeskServer(desk.where, { ...env(), LOG_LEVEL: "debug" }));
    await expect.poll(() => later.every(({ server }) => server.output().includes('"msg":"mailbox read"')), { timeout: 30_000 }).toBe(true);
    const stored = await withDb(desk.where, async (db) => ({
      answers: await db.kysely.selectFrom("lead_answers").select("id").where("request_id", "=", lead).execute(),
      told: await db.kysely
        .selectFrom("contact_notifications")
        .select("id")
        .where("request_id", "=", lead)
        .where("channel", "=", "answer")
        .execute(),
    }));
    expect(stored.answers).toHaveLength(1);
    expect(stored.told).toHaveLength(1);
    if (name === "postgres") {
      const audit = await withDb(desk.where, (db) =>
        db.kysely.selectFrom("desk_audit").select("action").where("operator", "=", "Anna Peeters").execute(),
      );
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["passkey enrolled", "sign-out", "reply"]));
    }
  }, 300_000);

  it("the Sending page says what is missing, then that all is well after Check again; /metrics follows", async () => {
    const { server, origin } = later.at(-1) ?? desk;
    const metricsPort = metricsPortOf(server)!;
    const page = await enrolWithPasskey(browser, await invite({ ...desk.where, deskOrigin: origin }, "ben@northwave.test", "Ben"));
    await page.getByRole("navigation", { name: "Lead desk" }).getByRole("link", { name: "Sending" }).click();
    await page.waitForURL(`${origin}/desk/sending`);
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
    await page.waitForURL(`${origin}/desk/sending`);
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
