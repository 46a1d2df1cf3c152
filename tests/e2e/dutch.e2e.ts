/**
 * Issue 27, "Done when": a visitor reads the site in Dutch and sends the form in Dutch, with and
 * without JavaScript: /nl/ → a service page → /nl/pakketten → 'Kies dit pakket' → the form, and
 * the lead is stored with language nl and the package. The form's other states in Dutch: the
 * counter, the sending state, the rules, 'Te veel aanvragen' and offline.
 */
// Addresses are at example.com: the spam filter does not ask DNS about reserved names, and here DNS answers for no other domain.
import type { Browser, Page } from "playwright-core";
import { sharedBrowser } from "../support/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactCopy } from "~/contact/copy";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { openPage } from "../support/browser";
import { runTimersUntil, tookTime, withClock } from "../support/page-clock";
import { storedRows } from "../support/stored-rows";
import { startServer, type RunningServer } from "../support/server";

const t = contactCopy.nl;

let browser: Browser;
let smtp: SmtpSink;
let server: RunningServer;
beforeAll(async () => {
  browser = await sharedBrowser();
  smtp = await smtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

/**
 * A person takes more than the minimum fill time: half a minute here, on the page's clock and the
 * token's (see tookTime); the page's timers then held, so that a toast stays while it is read.
 */
const humanPause = (page: Page, where: RunningServer) => tookTime(page, where.dataDir, { hold: true });

/** A held clock run until the page shows a toast with `text`. */
const toastWith = (page: Page, text: string) =>
  runTimersUntil(page, async () => (await page.locator("[data-sonner-toast]").getByText(text).count()) > 0, `a toast says '${text}'`);

const requestBy = async (dir: string, email: string) => (await storedRows(dir)).requests.find((r) => r.email === email);

async function fill(page: Page, values: { firstName: string; email: string; message: string }) {
  await page.getByLabel(t.fields.firstName.label).fill(values.firstName);
  await page.getByLabel(t.fields.email.label).fill(values.email);
  await page.getByRole("textbox", { name: new RegExp(`^${t.fields.message.label}`) }).fill(values.message);
}

/** /nl/ → Labs → Pakketten → 'Kies dit pakket – Pulse Professional': the Dutch contact form, the package named. */
async function walkToTheForm(javaScriptEnabled: boolean): Promise<Page> {
  const page = await openPage(browser, { viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  if (javaScriptEnabled) await withClock(page);
  await page.goto(`${server.url}/nl/`, { waitUntil: "load" });
  expect(await page.locator("html").getAttribute("lang")).toBe("nl-BE");
  await page.getByRole("link", { name: "Ontdek Labs" }).click();
  await page.waitForURL(`${server.url}/nl/labs`);
  expect(await page.locator("h1").innerText()).toBe("Bouw uw CRM op een stevig fundament");
  await page.locator("header nav").getByRole("link", { name: "Pakketten" }).click();
  await page.waitForURL(`${server.url}/nl/pakketten`);
  await page.getByRole("link", { name: /^Kies dit pakket – Pulse Professional/ }).click();
  await page.waitForURL(`${server.url}/nl/contact?package=professional#write-to-us-professional`);
  await expect.poll(() => page.locator("[data-testid=chosen-package]:visible").allTextContents()).toEqual(["Pulse Professional"]);
  return page;
}

describe("the Dutch journey from the home page to a stored lead", () => {
  it("with JavaScript: the rules, the counter and the sending state in Dutch; stored as nl with the package; mailed", async () => {
    const page = await walkToTheForm(true);
    await page.locator("form[method=post][novalidate]").waitFor();
    await page.getByRole("textbox", { name: /^Bericht/ }).fill("kort");
    await expect.poll(() => page.getByText("4/2000 tekens").count()).toBe(1);
    await page.getByRole("button", { name: t.submit }).click();
    await expect.poll(() => page.getByText("Vul uw voornaam in.").count()).toBe(1);
    expect(await page.getByText("Vul een geldig e\u2011mailadres in, bijvoorbeeld naam@bedrijf.be.").count()).toBe(1);
    expect(await page.getByText("Vertel ons iets meer: minstens 10 tekens.").count()).toBe(1);

    // The post is held on its way until the sending state has been read.
    let answer: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/contact.json", async (route) => {
      await read;
      await route.continue();
    });
    const lotte = {
      firstName: "Lotte",
      email: "lotte.pakket@example.com",
      message: "Wij willen graag het pakket Pulse Professional bespreken.",
    };
    await fill(page, lotte);
    await humanPause(page, server);
    const before = smtp.mails.length;
    await page.getByRole("button", { name: t.submit }).click();
    await expect.poll(() => page.getByRole("button", { name: "Bezig met verzenden…" }).count()).toBe(1);
    answer();
    await page.getByTestId("contact-confirmation").waitFor({ timeout: 10_000 });
    await toastWith(page, "Bericht verzonden!");
    expect(await page.getByTestId("contact-confirmation").getByText("Bedankt! Wij antwoorden u binnen 24\u00a0uur").count()).toBe(1);

    await expect.poll(async () => (await requestBy(server.dataDir, lotte.email))?.language).toBe("nl");
    expect((await requestBy(server.dataDir, lotte.email))?.package).toBe("professional");
    const mail = (await smtp.waitFor(before + 1)).find((m) => m.text.includes(lotte.email))!;
    // The agency's notification stays in its own language; it names the lead's.
    expect(mail.headers.get("subject")).toBe("New contact request from Lotte (Pulse Professional)");
    expect(mail.text).toContain("Language: Dutch (Nederlands)");
    await page.close();
  });

  it("without JavaScript: the server answers in Dutch, keeps the package, stores nl and the package", async () => {
    const page = await walkToTheForm(false);
    await fill(page, { firstName: "Wout", email: "wout.zonderjs@example.com", message: "Te kort" });
    await page.getByRole("button", { name: t.submit }).click();
    await page.waitForLoadState("load");
    expect(await page.getByText("Vertel ons iets meer: minstens 10 tekens.").count()).toBe(1);
    expect(await page.locator("[data-testid=chosen-package]:visible").allTextContents()).toEqual(["Pulse Professional"]);
    await page.getByRole("textbox", { name: /^Bericht/ }).fill("Wij hebben vragen over het pakket, zonder JavaScript.");
    await humanPause(page, server); // the token's half minute (no page clock without JavaScript)
    await page.getByRole("button", { name: t.submit }).click();
    await page.getByTestId("contact-confirmation").waitFor();
    expect(await page.getByTestId("contact-confirmation").getByText("Bericht verzonden!").count()).toBe(1);
    const row = await requestBy(server.dataDir, "wout.zonderjs@example.com");
    expect(row?.language).toBe("nl");
    expect(row?.package).toBe("professional");
    await page.close();
  });
});

describe("the Dutch form when limits and failures hit", () => {
  it("says 'Te veel aanvragen' over CONTACT_RATE_LIMIT, and 'Geen verbinding' offline, keeping what was typed", async () => {
    const limited = await startServer({ CONTACT_RATE_LIMIT: "1" });
    try {
      const page = await withClock(await openPage(browser, { viewport: { width: 390, height: 900 } }));
      await page.goto(`${limited.url}/nl/contact`);
      await page.locator("form[method=post][novalidate]").waitFor();
      // The first request is taken and confirmed; the second is over the limit.
      await fill(page, { firstName: "Els", email: "els.druk@example.com", message: "Aanvraag nummer 1 voor u." });
      await humanPause(page, limited);
      await page.getByRole("button", { name: t.submit }).click();
      await page.getByTestId("contact-confirmation").waitFor({ timeout: 15_000 });
      await page.getByRole("button", { name: t.confirmation.another }).click();
      await fill(page, { firstName: "Els", email: "els.druk@example.com", message: "Aanvraag nummer 2 voor u." });
      await humanPause(page, limited);
      await page.getByRole("button", { name: t.submit }).click();
      await toastWith(page, t.notices.throttled.title);
      expect(await page.getByText(t.notices.throttled.description).count()).toBe(1);
      expect(await page.getByRole("textbox", { name: /^Bericht/ }).inputValue()).toBe("Aanvraag nummer 2 voor u.");

      await page.route(/\/contact(\.json)?(\?.*)?$/, (route) =>
        route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
      );
      await page.getByRole("button", { name: t.submit }).click();
      await toastWith(page, t.notices.offline.title);
      await expect.poll(() => page.getByText(t.notices.offline.description).count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByText(t.notices.offline.title, { exact: true }).count()).toBe(1);
      expect(await page.getByRole("textbox", { name: /^Bericht/ }).inputValue()).toBe("Aanvraag nummer 2 voor u.");
      await page.close();
    } finally {
      await limited.stop();
    }
  });
});
