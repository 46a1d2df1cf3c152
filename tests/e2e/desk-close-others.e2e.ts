/**
 * "Close the others too" in the browser, on SQLite (the store and the action are tested on both
 * databases in tests/integration/close-others.test.ts): a person with three open requests shows
 * "×3"; an operator marks one replied, the page lists the two others and closes them in one more
 * click, or leaves them open. Without JavaScript too: both steps are plain forms. Hostile posts
 * (a stranger's id, a status that does not close, too many ids) are refused or leave others alone.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser } from "../support/shared";
import { deskSession, seedLeads, signedInPage, startDesk, withDb, type DeskServer } from "../support/desk";
import { axeViolations as axe } from "../support/page-checks";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hours = (n: number) => new Date(Date.now() - n * 3600 * 1000);
const statusOf = (desk: DeskServer, id: string) =>
  withDb(
    desk.where,
    async (db) =>
      (await db.kysely.selectFrom("contact_requests").select("lead_status").where("id", "=", id).executeTakeFirst())?.lead_status,
  );

describe("closing a person's other open requests", () => {
  let desk: DeskServer;

  beforeAll(async () => {
    desk = await startDesk("sqlite");
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it("with JavaScript: ×3 in the inbox; marked replied, the page lists the 2 others and closes them in one audited click", async () => {
    const [first, second, third] = await seedLeads(desk.where, [
      { firstName: "Dana", email: "dana@acme.example", message: "First question", createdAt: hours(50) },
      { firstName: "Dana", email: "Dana@acme.example", message: "Second question", createdAt: hours(20) },
      { firstName: "Dana", email: "dana@acme.example", message: "Third question", createdAt: hours(2) },
    ]);
    const page = await signedInPage(browser, desk, "closer@agency.example", "Closer", { viewport: { width: 1280, height: 900 } });
    expect(await page.locator(`li[data-lead="${first}"]`).getByText("×3").count()).toBe(1);
    await page.goto(`${desk.origin}/desk/leads/${first}`);
    await page.getByRole("button", { name: "Mark as replied" }).click();
    const ask = page.getByRole("region", { name: "Close the others too?" });
    await ask.waitFor();
    expect(await ask.getByText("Dana has 2 other open requests from this address:").count()).toBe(1);
    expect(await ask.getByRole("listitem").count()).toBe(2);
    expect(await axe(page)).toEqual([]);
    await ask.getByRole("button", { name: "Mark the 2 others as replied" }).click();
    await page.getByText("2 other requests marked as replied.").waitFor();
    expect(await page.getByRole("region", { name: "Close the others too?" }).count()).toBe(0);
    expect([await statusOf(desk, second!), await statusOf(desk, third!)]).toEqual(["replied", "replied"]);
    // To answer no longer holds Dana; the audit has one line for the two.
    await page.goto(`${desk.origin}/desk`);
    expect(await page.locator(`li[data-lead="${second}"]`).count()).toBe(0);
    await page.goto(`${desk.origin}/desk/audit`);
    expect(await page.getByText("new → replied: 2 other open request(s) from this address").count()).toBe(1);
    await page.close();
  }, 240_000);

  it("without JavaScript: marked spam, the question is a second step; 'Leave them open' leaves them open, the confirmation closes them", async () => {
    const [first, second] = await seedLeads(desk.where, [
      { firstName: "Jan", email: "jan@spammy.example", message: "Cheap links", createdAt: hours(5) },
      { firstName: "Jan", email: "jan@spammy.example", message: "Cheap links again", createdAt: hours(4) },
    ]);
    const page = await signedInPage(browser, desk, "nojs-closer@agency.example", "NoJS", {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    await page.goto(`${desk.origin}/desk/leads/${first}`);
    await page.getByRole("button", { name: "Spam", exact: true }).click();
    const ask = page.getByRole("region", { name: "Close the others too?" });
    await ask.waitFor();
    expect(await ask.getByText("Jan has 1 other open request from this address:").count()).toBe(1);
    await ask.getByRole("link", { name: "Leave them open" }).click();
    await page.waitForURL(`${desk.origin}/desk/leads/${first}`);
    expect(await page.getByRole("region", { name: "Close the others too?" }).count()).toBe(0);
    expect(await statusOf(desk, second!)).toBe("new");
    // Back (the question's page again): confirm.
    await page.goBack();
    await page.getByRole("button", { name: "Mark the other one as spam" }).click();
    await page.getByText("1 other request marked as spam.").waitFor();
    expect(await statusOf(desk, second!)).toBe("spam");
    await page.close();
  }, 240_000);

  it("a hostile post: a stranger's id is left alone, a status that does not close and too many ids are refused", async () => {
    const [mine, other, stranger] = await seedLeads(desk.where, [
      { firstName: "Ann", email: "ann@example.org", message: "One", createdAt: hours(3) },
      { firstName: "Ann", email: "ann@example.org", message: "Two", createdAt: hours(2) },
      { firstName: "Bob", email: "bob@example.net", message: "Not Ann", createdAt: hours(1) },
    ]);
    const { cookie, csrf } = await deskSession(desk.where, "hostile@agency.example", "Hostile");
    const post = (body: string) =>
      fetch(`${desk.server.url}/desk/leads/${mine}`, {
        method: "POST",
        headers: { origin: desk.origin, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: `csrf=${csrf}&intent=close-others&${body}`,
        redirect: "manual",
      });
    expect((await post(`status=new&other=${other}`)).status).toBe(400);
    expect((await post("status=replied")).status).toBe(400);
    expect((await post(`status=replied&${Array.from({ length: 51 }, () => `other=${other}`).join("&")}`)).status).toBe(400);
    expect(await statusOf(desk, other!)).toBe("new");
    const taken = await post(`status=lost&other=${stranger}&other=${other}`);
    expect(taken.status).toBe(302);
    expect(taken.headers.get("location")).toContain("done=others-closed&n=1");
    expect(await statusOf(desk, stranger!)).toBe("new");
    expect(await statusOf(desk, other!)).toBe("lost");
    // An unknown lead: 404.
    const unknown = await fetch(`${desk.server.url}/desk/leads/no-such-lead`, {
      method: "POST",
      headers: { origin: desk.origin, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: `csrf=${csrf}&intent=close-others&status=lost&other=${other}`,
      redirect: "manual",
    });
    expect(unknown.status).toBe(404);
  }, 120_000);
});
