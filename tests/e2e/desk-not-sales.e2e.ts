/**
 * "Not a sales lead" in the browser, on SQLite (the same flow through the server's HTTP answers on
 * both databases: tests/integration/not-sales.test.ts): a job application closed from its lead page
 * (with JavaScript) and a press question from its inbox row's menu (without: both are plain forms)
 * leave To answer and the overdue count, and are in their own view with their kind; the lead page
 * suggests the kind from the message's words. axe judges the lead page, the inbox with the row's
 * menu open, and the view (with JavaScript: axe runs in the page).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser } from "../support/shared";
import { seedLeads, signedInPage, startDesk, type DeskServer } from "../support/desk";
import { axeViolations as axe } from "../support/page-checks";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("closing messages as not sales leads", () => {
  let desk: DeskServer;

  beforeAll(async () => {
    desk = await startDesk("sqlite");
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it("one from the lead page, one from the row: out of To answer and the overdue count, in their own view", async () => {
    const [job, press, sales] = await seedLeads(desk.where, [
      {
        firstName: "Amira",
        email: "amira@mail.example",
        message: "Hello, I would like to apply for an internship. My CV is attached.",
        createdAt: daysAgo(4),
      },
      {
        firstName: "Bert",
        email: "bert@krant.example",
        message: "Ik ben journalist bij een krant: mag ik u interviewen?",
        createdAt: daysAgo(4),
      },
      { firstName: "Carl", email: "carl@brouwerij.example", message: "We need help with our CRM for four brands.", createdAt: daysAgo(4) },
    ]);
    const page = await signedInPage(browser, desk, "sorter@agency.example", "Sorter", { viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(20_000);
    await page.getByText("Overdue 3").waitFor();

    await page.goto(`${desk.origin}/desk/leads/${job}`);
    const section = page.getByRole("region", { name: "Not a sales lead" });
    await section.getByText("Looks like a job application.").waitFor();
    expect(await axe(page)).toEqual([]);
    await section.getByRole("button", { name: "Job application" }).click();
    await page.getByText("Closed as not a sales lead: out of To answer and the sales figures.").waitFor();
    await section.getByText("Closed as not a sales lead: Job application.").waitFor();
    // The inbox with the press question's menu open (axe runs in the page: with JavaScript).
    await page.goto(`${desk.origin}/desk`);
    await page.locator(`li[data-lead="${press}"]`).getByText("Not a sales lead", { exact: true }).click();
    await page.getByRole("button", { name: "Close Bert's message as not a sales lead: Press" }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.close();

    // The row's menu without JavaScript: a disclosure and a form.
    const plain = await signedInPage(browser, desk, "sorter@agency.example", "Sorter", {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    plain.setDefaultTimeout(20_000);
    const row = plain.locator(`li[data-lead="${press}"]`);
    await row.getByText("Not a sales lead", { exact: true }).click();
    const button = row.getByRole("button", { name: "Close Bert's message as not a sales lead: Press" });
    await button.waitFor();
    await button.click();
    await plain.getByText("1 message closed as not a sales lead.").waitFor();
    expect(await plain.locator(`li[data-lead="${press}"]`).count()).toBe(0);
    expect(await plain.locator(`li[data-lead="${job}"]`).count()).toBe(0);
    expect(await plain.locator(`li[data-lead="${sales}"]`).count()).toBe(1);
    expect(await plain.getByText("Overdue 1").count()).toBe(1);

    await plain.getByRole("link", { name: /^Not a sales lead 2$/ }).click();
    await plain.locator(`li[data-lead="${press}"]`).getByText("Not a sales lead: Press").waitFor();
    expect(await plain.locator(`li[data-lead="${job}"]`).getByText("Not a sales lead: Job application").count()).toBe(1);
    await plain.close();
    const view = await signedInPage(browser, desk, "sorter@agency.example", "Sorter", { viewport: { width: 1280, height: 900 } });
    await view.goto(`${desk.origin}/desk?status=other`);
    await view.locator(`li[data-lead="${press}"]`).waitFor();
    expect(await axe(view)).toEqual([]);
    await view.close();
  }, 180_000);
});
