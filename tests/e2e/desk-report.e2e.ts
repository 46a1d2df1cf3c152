/**
 * The desk's report (issue 17, item 7): visits and leads by source and by landing page, with the
 * same figures as `contacts report --days N`, a period a person can bookmark, a chart of each day
 * drawn as inline SVG, in both languages, and nothing for a stranger.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../support/databases";
import { launchBrowser } from "../support/browser";
import { contactsCli, enrolWithPasskey, invite, seedLeads, startDesk, type DeskServer, type DeskWhere } from "../support/desk";
import { axeViolations as axe } from "../support/page-checks";
import { attribute, seedPageViews } from "../support/report";
import type { RunningServer } from "../support/server";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The UTC day `n` days before `now`, as the report names days. */
const daysAgo = (now: Date, n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);

/** A table's body as a person reads it: each row's cells' text. */
async function tableRows(page: Page, heading: string): Promise<string[][]> {
  const table = page.locator("section").filter({ has: page.getByRole("heading", { name: heading, exact: true }) }).locator("table");
  return table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.children].map((c) => (c.textContent ?? "").replace(/\s+/gu, " ").trim())));
}

/** Each bar of a chart, oldest day first: its day and its drawn height in pixels. */
async function bars(page: Page, chart: "visits" | "leads") {
  const rects = page.locator(`svg[data-chart="${chart}"] rect`);
  const days = await rects.evaluateAll((all) => all.map((r) => r.getAttribute("data-day") ?? ""));
  const heights = await rects.evaluateAll((all) => all.map((r) => r.getBoundingClientRect().height));
  return days.map((day, i) => ({ day, height: heights[i]! }));
}

describe.each(backends.filter((b) => b.enabled))("the desk's report on $name", ({ name }) => {
  let desk: DeskServer;
  let server: RunningServer;
  let origin: string;
  let where: DeskWhere;

  beforeAll(async () => {
    desk = await startDesk(name);
    ({ server, origin, where } = desk);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it("shows the CLI's figures by source, landing page and day, with a period to bookmark, in English and French; strangers get nothing", async () => {
    const page = await enrolWithPasskey(browser, await invite(where, "owner@agency.example", "Owner"));

    // Reached from the desk's navigation; nothing counted yet: said in words, no chart.
    await page.getByRole("navigation", { name: "Lead desk" }).getByRole("link", { name: "Report" }).click();
    await page.waitForURL(`${origin}/desk/report`);
    expect(await page.getByRole("heading", { name: "Visits and leads", level: 1 }).count()).toBe(1);
    expect(await page.title()).toBe("Visits and leads · Lead desk");
    expect(await page.getByText("Nothing was counted in this period: no visits and no leads yet.").count()).toBe(1);
    expect(await page.locator("svg").count()).toBe(0);
    expect(await page.getByRole("link", { name: "30 days" }).getAttribute("aria-current")).toBe("page");
    expect(await axe(page)).toEqual([]);

    // Two weeks' visits as the server's counter writes them, and leads as the form stores them.
    const now = new Date();
    const [d0, d1, d2, d10, d40] = [0, 1, 2, 10, 40].map((n) => daysAgo(now, n)) as [string, string, string, string, string];
    await seedPageViews(where, [
      { day: d2, path: "/labs", views: 12, entry: true, utmSource: "linkedin" },
      { day: d1, path: "/fr/", views: 5, entry: true, referrerHost: "www.google.com" },
      { day: d0, path: "/labs", views: 3, entry: true },
      { day: d0, path: "/contact", views: 4 },
      { day: d0, path: "/no-such-page", views: 2, entry: true, notFound: true },
      { day: d10, path: "/about", views: 20, entry: true, utmSource: "newsletter" },
      { day: d40, path: "/why", views: 9, entry: true },
    ]);
    const [fromLinkedin, fromGoogle] = (await seedLeads(where, [
      { firstName: "Alice", email: "alice@example.com", message: "A CRM audit, please.", createdAt: new Date(`${d1}T12:00:00Z`) },
      { firstName: "Bruno", email: "bruno@exemple.be", message: "Nos relances.", language: "fr", createdAt: now },
      { firstName: "Spammy", email: "spam@spam.example", message: "Cheap links!!!", leadStatus: "spam", createdAt: now },
    ])) as [string, string, string];
    await attribute(where, fromLinkedin, { utmSource: "linkedin", landingPath: "/labs" });
    await attribute(where, fromGoogle, { referrerHost: "www.google.com", landingPath: "/fr/" });

    // A stranger without a session gets a redirect to the sign-in page, never the figures.
    const stranger = await fetch(`${server.url}/desk/report?days=30`, { redirect: "manual" });
    expect(stranger.status).toBeGreaterThanOrEqual(300);
    expect(stranger.status).toBeLessThan(400);
    expect(new URL(stranger.headers.get("location") ?? "", origin).pathname).toBe("/desk/sign-in");
    expect(stranger.headers.get("cache-control")).toContain("no-store");
    expect(stranger.headers.get("x-robots-tag")).toContain("noindex");
    const leaked = await stranger.text();
    for (const secret of ["linkedin", "www.google.com", "/labs"]) expect(leaked).not.toContain(secret);
    const data = await fetch(`${server.url}/desk/report.data?days=30`, { redirect: "manual" });
    expect(await data.text()).not.toContain("linkedin");

    // Seven days: the operator's figures.
    const response = await page.goto(`${origin}/desk/report?days=7`);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    expect(await page.locator("script[type=module], script[src]").count()).toBe(0);
    expect(await page.getByRole("link", { name: "7 days" }).getAttribute("aria-current")).toBe("page");
    const totals = await page.locator("dl > div").evaluateAll((items) => items.map((i) => [i.querySelector("dt")?.textContent, i.querySelector("dd")?.textContent]));
    expect(totals).toEqual([
      ["Visits", "20"],
      ["Leads", "2"],
      ["Conversion", "10.0%"],
      ["Page views", "24"],
      ["Views of missing pages (404)", "2"],
    ]);
    expect(await tableRows(page, "By source")).toEqual([
      ["linkedin", "12", "1", "8.3%"],
      ["www.google.com", "5", "1", "20.0%"],
      ["direct (no campaign, no referrer)", "3", "0", "0.0%"],
    ]);
    expect(await tableRows(page, "By landing page")).toEqual([
      ["/labs", "15", "1", "6.7%"],
      ["/fr/", "5", "1", "20.0%"],
    ]);
    // The same figures as `contacts report --days 7 --json`.
    const cli = await contactsCli(where, ["report", "--days", "7", "--json"]);
    expect(cli.code).toBe(0);
    const report = JSON.parse(cli.stdout) as { totals: { visits: number; leads: number }; bySource: { visits: number; leads: number }[]; perDay: { day: string; visits: number; leads: number }[] };
    expect(report.totals).toMatchObject({ visits: 20, leads: 2 });
    expect((await tableRows(page, "By source")).map((r) => [Number(r[1]), Number(r[2])])).toEqual(report.bySource.map((r) => [r.visits, r.leads]));

    // The figures per day in a table, and a bar per day whose heights follow them.
    const perDay = await page.locator('table[data-report="per-day"] tbody tr').evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute("data-day"), ...[...row.querySelectorAll("td")].map((c) => Number(c.textContent))]),
    );
    // Spam caught per day sits beside the leads.
    expect(perDay).toEqual(report.perDay.map((d) => [d.day, d.visits, d.leads, (d as unknown as { spam: number }).spam, (d as unknown as { pageViews: number }).pageViews]));
    expect(perDay.map((r) => r[0])).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => daysAgo(now, n)));
    const visitBars = await bars(page, "visits");
    expect(visitBars.map((b) => b.day)).toEqual(perDay.map((r) => r[0]));
    const [v2, v1, v0] = visitBars.slice(-3).map((b) => b.height) as [number, number, number];
    expect(v2).toBeGreaterThan(v1); // 12 visits
    expect(v1).toBeGreaterThan(v0); // 5
    expect(v0).toBeGreaterThan(0); // 3
    expect(visitBars.slice(0, 4).map((b) => b.height)).toEqual([0, 0, 0, 0]);
    expect(v2 / v1).toBeCloseTo(12 / 5, 1);
    const leadBars = await bars(page, "leads");
    expect(leadBars).toHaveLength(7);
    expect(leadBars.map((b) => b.height > 0)).toEqual([false, false, false, false, false, true, true]);
    expect(leadBars[5]!.height).toBeCloseTo(leadBars[6]!.height, 5);
    expect(await page.getByRole("img", { name: /^Visits per day, .*: 20 in all, at most 12 on / }).count()).toBe(1);
    expect(await page.getByRole("img", { name: /^Leads per day, .*: 2 in all, at most 1 on / }).count()).toBe(1);
    // Readable on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page)).toEqual([]);

    // The period is the bookmarkable ?days=; anything else gets the default, never an error page.
    await page.getByRole("link", { name: "90 days" }).click();
    await page.waitForURL(`${origin}/desk/report?days=90`);
    expect(await page.locator('svg[data-chart="visits"] rect').count()).toBe(90);
    expect(await page.locator("dl > div").first().locator("dd").textContent()).toBe("49");
    for (const bad of ["abc", "365", "-7", "7.5", "1e9", "%00"]) {
      const answer = await page.goto(`${origin}/desk/report?days=${bad}`);
      expect(answer?.status(), bad).toBe(200);
      expect(await page.locator('svg[data-chart="visits"] rect').count(), bad).toBe(30);
      expect(await page.getByRole("link", { name: "30 days" }).getAttribute("aria-current"), bad).toBe("page");
      expect(await page.locator("dl > div").first().locator("dd").textContent(), bad).toBe("40");
    }
    expect(await tableRows(page, "By source")).toContainEqual(["newsletter", "20", "0", "0.0%"]);

    // In French, with the desk dark like the system.
    await page.getByRole("button", { name: "Passer le bureau en français" }).click();
    await page.waitForLoadState();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`${origin}/desk/report?days=7`);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(await page.getByRole("heading", { name: "Visites et demandes", level: 1 }).count()).toBe(1);
    expect(await page.title()).toBe("Visites et demandes · Bureau des demandes");
    expect(await page.getByRole("navigation", { name: "Bureau des demandes" }).getByRole("link", { name: "Rapport" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "7 jours" }).getAttribute("aria-current")).toBe("page");
    const frTotals = await page.locator("dl > div").evaluateAll((items) => items.map((i) => i.querySelector("dt")?.textContent));
    expect(frTotals).toEqual(["Visites", "Demandes", "Conversion", "Pages vues", "Vues de pages introuvables (404)"]);
    const frSources = await tableRows(page, "Par source");
    expect(frSources.map((r) => r[0])).toEqual(["linkedin", "www.google.com", "accès direct (ni campagne ni site référent)"]);
    expect(frSources[0]![3]).toMatch(/^8,3\s?%$/u);
    expect((await tableRows(page, "Par page d’arrivée")).map((r) => r[0])).toEqual(["/labs", "/fr/"]);
    expect(await page.getByRole("img", { name: /^Visites par jour, du .* : 20 en tout, au plus 12 le / }).count()).toBe(1);
    const barColour = await page.locator('svg[data-chart="visits"] rect').last().evaluate((r) => getComputedStyle(r).fill);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(barColour).not.toBe(background);
    expect(await axe(page)).toEqual([]);
    await page.close();
  }, 300_000);
});
