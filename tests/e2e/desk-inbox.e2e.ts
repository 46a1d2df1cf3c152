/**
 * The desk drives the reply (issue 23): the inbox opens on what needs an answer, overdue first; a
 * phone gets cards and a sticky bar; the lead page says what each action did and leads on to the
 * next lead to answer. On SQLite (the stores are tested on both databases in tests/integration),
 * signed in by a session made directly (the passkey ceremony is desk-sign-in's).
 */
import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { sharedBrowser } from "../support/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage } from "../support/browser";
import { seedLeads, signedInPage, startDesk, type DeskServer } from "../support/desk";
import { axeViolations as axe } from "../support/page-checks";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hours = (n: number) => new Date(Date.now() - n * 3600 * 1000);
const long =
  "We run three shops in Liège and Namur and would like one CRM for the counters, the web shop and the newsletter, with a migration of our old contacts.";

/** Nothing on the page is wider than the screen (no sideways scrolling). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const leadOrder = (page: Page) => page.locator("li[data-lead]").evaluateAll((items) => items.map((li) => li.getAttribute("data-lead")));

describe("the inbox and the lead page", () => {
  let desk: DeskServer;
  let origin: string;
  let ids: Record<"dana" | "eli" | "fay" | "gus" | "spammy", string>;

  beforeAll(async () => {
    desk = await startDesk("sqlite");
    origin = desk.origin;
    const [dana, eli, fay, gus, spammy] = (await seedLeads(desk.where, [
      { firstName: "Dana", email: "dana@acme.example", message: long, createdAt: hours(10 * 24), attribution: { utm_source: "LinkedIn" } },
      {
        firstName: "Eli",
        email: "eli@acme.example",
        message: "A second question from the same firm.",
        // Past the promise whatever the day and hour the test runs: more than a week.
        createdAt: hours(8 * 24),
        package: "starter",
      },
      {
        firstName: "Fay",
        email: "fay@example.org",
        message: "Can you call me back?",
        createdAt: hours(1),
        attribution: { utm_source: "linkedin" },
      },
      { firstName: "Gus", email: "gus@example.net", message: "Thanks for the answer.", createdAt: hours(5), leadStatus: "replied" },
      { firstName: "Spammy", email: "spam@spam.example", message: "Cheap links for your site!!!", createdAt: hours(2), leadStatus: "spam" },
    ])) as [string, string, string, string, string];
    ids = { dana, eli, fay, gus, spammy };
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it("on a 390 px phone: To answer first, overdue first; cards; filters by select; the lead page's bar, words and next lead", async () => {
    const page = await signedInPage(browser, desk, "phone@agency.example", "Phone");
    // To answer: new only (no spam, no replied), oldest waiting first, overdue counted.
    expect(await leadOrder(page)).toEqual([ids.dana, ids.eli, ids.fay]);
    expect(await page.getByText("Overdue 2", { exact: true }).count()).toBe(1);
    const dana = page.locator(`li[data-lead="${ids.dana}"]`);
    expect(await dana.textContent()).toContain("acme.example");
    const snippet = (await dana.locator("p").nth(1).textContent()) ?? "";
    expect(snippet.endsWith("…")).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(91);
    expect(await page.getByRole("link", { name: /^All 4$/ }).count()).toBe(1);
    // The first card starts within the first 40 % of the phone's screen (issue 36; a screenshot is taken for the record).
    const firstTop = await page
      .locator("li[data-lead]")
      .first()
      .evaluate((e) => e.getBoundingClientRect().top);
    if (process.env.DESK_SCREENSHOT) await page.screenshot({ path: process.env.DESK_SCREENSHOT });
    expect(firstTop / 844).toBeLessThan(0.4);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axe(page)).toEqual([]);

    // Filters sit behind a disclosure; a select filters as soon as it changes; no empty parameter.
    expect(await page.getByLabel("Source").isVisible()).toBe(false);
    await page.getByText("Filters", { exact: true }).click();
    const options = await page.getByLabel("Source").locator("option").allTextContents();
    expect(options.filter((o) => o.toLowerCase() === "linkedin")).toHaveLength(1);
    await page.getByLabel("Source").selectOption("linkedin");
    await page.waitForURL(`${origin}/desk?source=linkedin`);
    expect(await leadOrder(page)).toEqual([ids.dana, ids.fay]);

    // The whole card opens the lead, in the view it came from: the point over its snippet belongs
    // to the card's link (stretched over the card). During the cross-fade of the filtered navigation
    // every point belongs to <html>, and the fade may begin after the address changed (a wait for no
    // animations failed once on a clean-clone gate, 2026-12-02): the point is asked until it finds
    // the link, up to 10 s; a card whose link is not stretched fails, naming what the point found.
    const pointed = () =>
      dana
        .locator("p")
        .nth(1)
        .evaluate((p) => {
          p.scrollIntoView({ block: "center" });
          const box = p.getBoundingClientRect();
          const x = box.left + 8;
          const y = box.top + box.height / 2;
          const there = document.elementFromPoint(x, y);
          const link = there?.closest("a")?.getAttribute("href");
          return (
            link ?? `no link at (${x}, ${y}) in ${innerWidth}×${innerHeight}: ${there ? `<${there.tagName.toLowerCase()}>` : "nothing"}`
          );
        });
    await expect.poll(pointed).toBe(`/desk/leads/${ids.dana}?source=linkedin`);
    await dana.getByRole("link").click();
    await page.waitForURL(`${origin}/desk/leads/${ids.dana}?source=linkedin`);
    expect(await page.getByRole("link", { name: "Next lead →" }).getAttribute("href")).toBe(`/desk/leads/${ids.fay}?source=linkedin`);
    const related = page.getByRole("region", { name: "Other requests from this address or domain" });
    expect(await related.textContent()).toContain("Eli");
    // Message before the actions; the sticky bar holds Reply, Mark as replied and Status.
    const bar = page.locator("[data-sticky-bar]");
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole("link", { name: "Reply" }).count()).toBe(1);
    expect(await bar.getByRole("link", { name: "Status" }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.goto(`${origin}/desk`);
    expect(await scrollsSideways(page)).toBe(false);
    await page.goto(`${origin}/desk/leads/${ids.dana}?source=linkedin`);
    await page.setViewportSize({ width: 390, height: 844 });

    await bar.getByRole("button", { name: "Mark as replied" }).click();
    await page.waitForURL(/done=replied/);
    expect(await page.getByRole("status").first().textContent()).toContain("Marked as replied.");
    await page.getByRole("link", { name: "Next lead to answer →" }).click();
    await page.waitForURL(`${origin}/desk/leads/${ids.eli}`);

    // Spam in one click.
    await page.getByRole("button", { name: "Spam", exact: true }).click();
    await page.waitForURL(/done=spam/);
    expect(await page.getByRole("status").first().textContent()).toContain("Marked as spam.");

    // Bulk "Mark as spam" from the inbox.
    await page.goto(`${origin}/desk`);
    expect(await leadOrder(page)).toEqual([ids.fay]);
    await page.getByLabel("Select the lead from Fay").check();
    await page.getByRole("button", { name: "Mark as spam" }).click();
    await page.waitForURL(/done=spam&n=1/);
    expect(await page.getByRole("status").first().textContent()).toContain("Marked 1 lead as spam.");
    expect(await page.getByRole("link", { name: /^Spam 3$/ }).count()).toBe(1);

    // The Excel export (issue 36, item 6): a workbook a spreadsheet library opens, with headers in the
    // operator's language, one status as a word, and the time received as a date in Brussels time.
    expect(await page.locator('a[href^="/desk/export.xlsx"]').textContent()).toBe("Export for Excel");
    const records = (await (await page.context().request.get(`${origin}/desk/export.json?status=all`)).json()) as {
      id: string;
      createdAt: string;
    }[];
    const gusAt = records.find((r) => r.id === ids.gus)!.createdAt;
    const xlsx = await page.context().request.get(`${origin}/desk/export.xlsx?status=all`);
    expect(xlsx.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(["Reference", "Received (Brussels time)", "Status", "First name"]);
    const gus = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(4).value === "Gus")!;
    expect(gus.getCell(3).value).toBe("Replied");
    expect(gus.getCell(2).type).toBe(ExcelJS.ValueType.Date);
    const brussels = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Brussels", dateStyle: "short", timeStyle: "short" });
    expect((gus.getCell(2).value as Date).toISOString().slice(0, 16).replace("T", " ")).toBe(brussels.format(new Date(gusAt)));
    // The former "Excel" CSV's address leads to the workbook; the plain CSV for CRMs is as it was.
    const former = await page.context().request.get(`${origin}/desk/export.csv?status=all&excel=1`, { maxRedirects: 0 });
    expect(former.status()).toBe(302);
    expect(former.headers()["location"]).toBe("/desk/export.xlsx?status=all");
    const csv = await (await page.context().request.get(`${origin}/desk/export.csv?status=all`)).body();
    expect(csv[0]).not.toBe(0xef);
    expect(csv.toString("utf8").split("\r\n")[0]).toBe(
      "id,reference,created_at,status,language,package,first_name,email,message,mail_status,mail_sent_at,webhook_status,webhook_sent_at,utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer_host,landing_path,heard_from,lead_status,first_reply_at,assignee,replies_count,not_sales_kind",
    );
    expect(csv.toString("utf8")).toContain(`\r\n${ids.gus},,${gusAt},accepted,en,,Gus,gus@example.net,Thanks for the answer.,sent,`);

    // French: « Forfait », « Toutes », « Ce n’est pas du spam ».
    await page.getByRole("button", { name: "Passer le bureau en français" }).click();
    await page.waitForURL(/\/desk/);
    await page.goto(`${origin}/desk?status=spam`);
    expect(await page.getByRole("link", { name: /^Toutes / }).count()).toBe(1);
    await page.getByText("Filtres", { exact: true }).click();
    expect(await page.getByLabel("Forfait").locator("option").first().textContent()).toBe("Toutes");
    expect(await axe(page)).toEqual([]);
    await page.goto(`${origin}/desk/leads/${ids.spammy}`);
    expect(await page.getByRole("button", { name: "Ce n’est pas du spam" }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await page.close();
  }, 480_000);

  it("without JavaScript, on a desktop: the filter button filters and leaves no empty parameter", async () => {
    const page = await signedInPage(browser, desk, "nojs@agency.example", "NoJS", {
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const state = await page.context().storageState();
    await page.goto(`${origin}/desk?status=all&language=&q=`);
    expect(page.url()).toBe(`${origin}/desk?status=all`);
    await page.getByText("Filters", { exact: true }).click();
    await page.getByLabel("Search (first name, email, message or reference)").fill("shops");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await page.waitForURL(`${origin}/desk?status=all&q=shops`);
    expect(await leadOrder(page)).toEqual([ids.dana]);
    // axe runs its script in the page, which hangs with JavaScript off: the same address is judged
    // in a page with JavaScript (the open disclosure, the filtered list).
    await page.close();
    const judged = await openPage(browser, { viewport: { width: 1280, height: 900 }, storageState: state });
    await judged.goto(`${origin}/desk?status=all&q=shops`);
    expect(await axe(judged)).toEqual([]);
    await judged.close();
  }, 240_000);
});
