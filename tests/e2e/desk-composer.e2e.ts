/**
 * The lead page's composer (issue 44, items 6 and 7): a template inserted at the cursor is set apart
 * by a blank line (under the greeting from the quoted message); the reply box in the page's own
 * font; on a phone, while a draft exists, the filled button is "Send"; and two operators on one lead:
 * a reply or a status change over the other's since the page was opened is held, with who did what,
 * the text kept, and "Send anyway" or discard. On SQLite (the check in the send's transaction on
 * both databases: tests/integration/desk-replies.test.ts).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser } from "../support/shared";
import { deskWithMail } from "../support/desk-with-mail";
import { seedLeads, signedInPage, withDb } from "../support/desk";
import { axeViolations as axe } from "../support/page-checks";
import { mailsTo, waitForMailsTo } from "../support/smtp";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hour = 3600 * 1000;
const desktop = { viewport: { width: 1280, height: 900 } };

/** A template's words as the page holds them for the compose script. */
const templateText = (page: Page, name: string) =>
  page.evaluate((name) => {
    const option = [...document.querySelectorAll("select[name=template] option")].find((o) => o.textContent === name);
    const template = document.querySelector<HTMLTemplateElement>(`template[data-reply-template="${option?.getAttribute("value")}"]`);
    return template?.content.textContent?.trim() ?? "";
  }, name);

/** The phone bar's controls that are shown and filled (a background of their own): its primary action. */
const filledInBar = (page: Page) =>
  page
    .locator("[data-sticky-bar]")
    .locator("a, button")
    .evaluateAll((controls) =>
      controls
        .filter((c) => c instanceof HTMLElement && c.offsetParent !== null && getComputedStyle(c).backgroundColor !== "rgba(0, 0, 0, 0)")
        .map((c) => c.textContent),
    );

describe("the composer and two operators on one lead", () => {
  const desk = deskWithMail("team@agency.example");

  // Issue 44 found the template glued to the sentence before it ("…HubSpot.Thank you for your message.").
  it("a template chosen after a typed sentence is set apart by a blank line; from the quoted text, it goes under the greeting", async () => {
    const [carla] = (await seedLeads(desk.where, [
      {
        firstName: "Carla",
        email: "carla@example.com",
        message: "Could you look at our HubSpot set-up?",
        createdAt: new Date(Date.now() - hour),
      },
    ])) as [string];
    const page = await signedInPage(browser, desk, "cora@agency.example", "Cora", desktop);
    await page.goto(`${desk.origin}/desk/leads/${carla}`);
    const body = page.getByLabel("Your reply");
    // The reply box in the page's own face (Inter), at its normal weight, not bold monospace.
    expect(await body.evaluate((el) => [getComputedStyle(el).fontFamily, getComputedStyle(el).fontWeight])).toEqual([
      expect.stringMatching(/^"Inter Variable"/),
      "400",
    ]);
    const draft = await body.inputValue();
    const greeting = "Hello Carla,\n\n";
    expect(draft.startsWith(greeting)).toBe(true);
    // The operator writes a sentence under the greeting, then chooses a template at its end.
    const sentence = "We have set up HubSpot for several firms like yours.";
    await body.evaluate((el: HTMLTextAreaElement, at) => (el.focus(), el.setSelectionRange(at, at)), greeting.length);
    await page.keyboard.type(sentence);
    await page.getByLabel("Template").selectOption({ label: "Thank you: let's talk" });
    const talk = await templateText(page, "Thank you: let's talk");
    expect(talk).toMatch(/^Thank you for your message\./);
    await page.getByRole("button", { name: "Use template" }).click();
    const rest = draft.slice(greeting.length).replace(/^\s+/, "");
    const once = `${greeting}${sentence}\n\n${talk}\n\n${rest}`;
    await expect.poll(() => body.inputValue()).toBe(once);
    expect(await page.locator("#template-status").textContent()).toBe("Template inserted at the cursor.");

    // The cursor in the quoted message: the template goes under the greeting, apart from both sides.
    const quoted = once.indexOf("> Could you look");
    expect(quoted).toBeGreaterThan(0);
    await body.evaluate((el: HTMLTextAreaElement, at) => (el.focus(), el.setSelectionRange(at, at)), quoted + 6);
    await page.getByLabel("Template").selectOption({ label: "A few more details" });
    const details = await templateText(page, "A few more details");
    await page.getByRole("button", { name: "Use template" }).click();
    await expect.poll(() => body.inputValue()).toBe(`Hello Carla,\n\n${details}\n\n${sentence}\n\n${talk}\n\n${rest}`);
    await page.close();
  });

  // Issue 44 found the bar's filled button still "Mark as replied" with a draft typed (the form not the page's target).
  it("on a 390 px phone, while a draft exists, the filled button is Send and Mark as replied is secondary", async () => {
    const [eli] = (await seedLeads(desk.where, [
      { firstName: "Eli", email: "eli@example.com", message: "Can you help us with Brevo?", createdAt: new Date(Date.now() - hour) },
    ])) as [string];
    const page = await signedInPage(browser, desk, "cora@agency.example", "Cora", { viewport: { width: 390, height: 844 } });
    await page.goto(`${desk.origin}/desk/leads/${eli}`);
    const bar = page.locator("[data-sticky-bar]");
    expect(await filledInBar(page)).toEqual(["Mark as replied"]);
    // The operator scrolls to the reply box and writes (no "Reply" tap: the form is not the target).
    await page.getByLabel("Your reply").click();
    await page.keyboard.type("Thank you, Eli. ");
    expect(new URL(page.url()).hash).toBe("");
    await expect.poll(() => filledInBar(page)).toEqual(["Send"]);
    expect(await bar.getByRole("button", { name: "Mark as replied" }).isVisible()).toBe(true);
    expect(await bar.getByRole("link", { name: "Status" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page)).toEqual([]);
    // "Send" sends the draft.
    await bar.getByRole("button", { name: "Send", exact: true }).click();
    await page.waitForURL(/done=reply/);
    const [mail] = await waitForMailsTo(desk.sink, "eli@example.com", 1);
    expect(mail!.text).toContain("Thank you, Eli.");
    await page.close();
  });

  it("two operators: the second's reply is held naming the first, its text kept, one mail out; then sent anyway; a status change too, without JavaScript", async () => {
    const [dana] = (await seedLeads(desk.where, [
      { firstName: "Dana", email: "dana@example.com", message: "Do you do Odoo?", createdAt: new Date(Date.now() - hour) },
    ])) as [string];
    const marc = await signedInPage(browser, desk, "marc@agency.example", "Marc", desktop);
    const nora = await signedInPage(browser, desk, "nora@agency.example", "Nora", desktop);
    const noraPlain = await signedInPage(browser, desk, "nora@agency.example", "Nora", {
      ...desktop,
      javaScriptEnabled: false,
    });
    // All three pages opened before anybody acts.
    for (const page of [marc, nora, noraPlain]) await page.goto(`${desk.origin}/desk/leads/${dana}`);

    await marc.getByLabel("Your reply").fill("Hello Dana,\n\nYes, we do Odoo.\n\nMarc");
    await marc.getByRole("button", { name: "Send reply" }).click();
    await marc.waitForURL(/done=reply/);
    await waitForMailsTo(desk.sink, "dana@example.com", 1);

    const noraText = "Hello Dana,\n\nWe would be glad to look at your Odoo.\n\nNora";
    await nora.getByLabel("Your reply").fill(noraText);
    await nora.getByRole("button", { name: "Send reply" }).click();
    const held = nora.getByRole("group", { name: /^Marc replied / });
    await held.waitFor();
    expect(await nora.locator("#reply-held").textContent()).toMatch(/^Marc replied (just now|\d+ minutes? ago)\.$/);
    expect(await held.textContent()).toContain("Your reply was not sent. It is kept below: send it anyway, or discard it.");
    expect(await nora.getByLabel("Your reply").inputValue()).toBe(noraText);
    // Held: nothing stored, nothing queued; the lead got Marc's mail only.
    const replies = () =>
      withDb(desk.where, (db) => db.kysely.selectFrom("desk_replies").select("operator").where("request_id", "=", dana).execute());
    expect(await replies()).toEqual([{ operator: "Marc" }]);
    expect(mailsTo(desk.sink, "dana@example.com")).toHaveLength(1);
    expect(await axe(nora)).toEqual([]);

    await nora.getByRole("button", { name: "Send anyway" }).click();
    await nora.waitForURL(/done=reply/);
    const mails = await waitForMailsTo(desk.sink, "dana@example.com", 2);
    expect(mails.map((m) => m.text.includes("We would be glad to look at your Odoo."))).toEqual([false, true]);
    expect((await replies()).map((r) => r.operator).sort()).toEqual(["Marc", "Nora"]);

    // Marc marks the lead won; Nora's page without JavaScript, opened before both replies, changes it.
    await marc.goto(`${desk.origin}/desk/leads/${dana}`);
    await marc.locator("main select[name=status]").selectOption("won");
    await marc.getByRole("button", { name: "Save status" }).click();
    await marc.waitForURL(/done=status/);
    await noraPlain.locator("main select[name=status]").selectOption("lost");
    await noraPlain.getByRole("button", { name: "Save status" }).click();
    const heldStatus = noraPlain.getByRole("form", { name: /^Marc changed the status to Won / });
    await heldStatus.waitFor();
    expect(await noraPlain.locator("#status-held").textContent()).toMatch(/^Marc changed the status to Won (just now|\d+ minutes? ago)\.$/);
    expect(await heldStatus.textContent()).toContain("Your change (Lost) was not saved: save it anyway, or discard it.");
    const status = () =>
      withDb(desk.where, (db) =>
        db.kysely.selectFrom("contact_requests").select("lead_status").where("id", "=", dana).executeTakeFirstOrThrow(),
      );
    expect(await status()).toEqual({ lead_status: "won" });
    // Discarding goes back to the lead's page afresh.
    expect(await heldStatus.getByRole("link", { name: "Discard my change" }).getAttribute("href")).toBe(`/desk/leads/${dana}`);
    await heldStatus.getByRole("button", { name: "Save anyway" }).click();
    await noraPlain.waitForURL(/done=status/);
    expect(await status()).toEqual({ lead_status: "lost" });
    // Marc's page, from before Nora's change, is held in turn; axe on the held form (axe needs the
    // page's JavaScript).
    await marc.locator("main select[name=status]").selectOption("won");
    await marc.getByRole("button", { name: "Save status" }).click();
    await marc.getByRole("form", { name: /^Nora changed the status to Lost / }).waitFor();
    expect(await axe(marc)).toEqual([]);
    expect(await status()).toEqual({ lead_status: "lost" });
    for (const page of [marc, nora, noraPlain]) await page.close();
  }, 180_000);
});
