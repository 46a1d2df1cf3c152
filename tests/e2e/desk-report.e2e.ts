/**
 * The desk's report (issue 17, item 7): visits and leads by source and by landing page, with the
 * same figures as `contacts report --days N`, a period a person can bookmark, a chart of each day
 * drawn as inline SVG, in both languages, and nothing for a stranger.
 */
import type { Browser, Page } from "playwright-core";
import { sharedBrowser } from "../support/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactsCli, seedLeads, signedInPage, startDesk, type DeskServer, type DeskWhere } from "../support/desk";
import { axeViolations as axe } from "../support/page-checks";
import { seedPageViews } from "../support/report";
import type { VisitReport } from "~/visits/report.server";
import type { RunningServer } from "../support/server";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The UTC day `n` days before `now`, as the report names days. */
const daysAgo = (now: Date, n: number) => new Date(now.getTime() - n * 86_400_000).toISOString().slice(0, 10);

/** A table's body as a person reads it: each row's cells' text (the section's first table: the raw sources follow the channels'). */
async function tableRows(page: Page, heading: string): Promise<string[][]> {
  const table = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .locator("table")
    .first();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((c) => (c.textContent ?? "").replace(/\s+/gu, " ").trim())));
}

// On SQLite (the visit and lead stores are tested on both databases in tests/integration), signed in
// by a session made directly (the passkey ceremony is desk-sign-in's).
describe("the desk's report", () => {
  let desk: DeskServer;
  let server: RunningServer;
  let origin: string;
  let where: DeskWhere;

  beforeAll(async () => {
    desk = await startDesk("sqlite");
    ({ server, origin, where } = desk);
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it("shows the CLI's figures by source, landing page and day, with a period to bookmark, in English and French; strangers get nothing", async () => {
    const page = await signedInPage(browser, desk, "owner@agency.example", "Owner");

    // Reached from the desk's navigation; nothing counted yet: said in words, no chart.
    await page.getByRole("navigation", { name: "Lead desk" }).getByRole("link", { name: "Report" }).click();
    await page.waitForURL(`${origin}/desk/report`);
    expect(await page.getByRole("heading", { name: "Visits and leads", level: 1 }).count()).toBe(1);
    expect(await page.title()).toBe("Visits and leads · Lead desk");
    expect(await page.getByText("Nothing was counted in this period: no visits and no leads yet.").count()).toBe(1);
    expect(await page.locator("svg").count()).toBe(0);
    expect(await page.getByRole("link", { name: "30 days" }).getAttribute("aria-current")).toBe("page");
    expect(await axe(page)).toEqual([]);

    // A month of visits as the server's counter writes them, and the month before; leads as the
    // form stores them, some answered and one won.
    const now = new Date();
    const day = (n: number) => daysAgo(now, n);
    const seeded: Parameters<typeof seedPageViews>[1] = [];
    for (let n = 0; n < 30; n++) {
      seeded.push({
        day: day(n),
        path: "/labs",
        views: 2,
        entry: true,
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "autumn",
      });
      seeded.push({ day: day(n), path: "/", views: 1 + (n % 3), entry: true, referrerHost: "www.google.com" });
      seeded.push({ day: day(n), path: "/contact", views: 4 });
    }
    seeded.push({ day: day(3), path: "/fr/", views: 5, entry: true, utmSource: "google" });
    seeded.push({ day: day(2), path: "/why", views: 7, entry: true, referrerHost: "www.linkedin.com" });
    seeded.push({ day: day(0), path: "/no-such-page", views: 2, entry: true, notFound: true });
    for (let n = 30; n < 60; n++) seeded.push({ day: day(n), path: "/labs", views: 1, entry: true, referrerHost: "www.bing.com" });
    await seedPageViews(where, seeded);
    const at = (n: number) => new Date(`${day(n)}T12:00:00Z`);
    await seedLeads(where, [
      {
        firstName: "Alice",
        email: "alice@example.com",
        message: "A CRM audit, please.",
        createdAt: at(1),
        leadStatus: "won",
        attribution: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn", landing_path: "/labs" },
      },
      {
        firstName: "Bruno",
        email: "bruno@exemple.be",
        message: "Nos relances.",
        language: "fr",
        createdAt: at(2),
        leadStatus: "replied",
        attribution: { referrer_host: "www.google.com", landing_path: "/" },
      },
      {
        firstName: "Chloé",
        email: "chloe@exemple.be",
        message: "Une formation.",
        language: "fr",
        createdAt: at(3),
        attribution: { utm_source: "google", landing_path: "/fr/" },
      },
      {
        firstName: "Dirk",
        email: "dirk@example.be",
        message: "Bonjour.",
        createdAt: at(4),
        leadStatus: "lost",
        attribution: { referrer_host: "www.linkedin.com", landing_path: "/why" },
      },
      { firstName: "Eve", email: "eve@example.com", message: "No trail at all.", createdAt: at(5) },
      { firstName: "Spammy", email: "spam@spam.example", message: "Cheap links!!!", leadStatus: "spam", createdAt: at(1) },
      {
        firstName: "Older",
        email: "older@example.com",
        message: "Last month.",
        createdAt: at(40),
        attribution: { referrer_host: "www.bing.com", landing_path: "/labs" },
      },
    ]);

    // A stranger without a session gets a redirect to the sign-in page, never the figures.
    const stranger = await fetch(`${server.url}/desk/report?days=30`, { redirect: "manual" });
    expect(stranger.status).toBeGreaterThanOrEqual(300);
    expect(stranger.status).toBeLessThan(400);
    expect(new URL(stranger.headers.get("location") ?? "", origin).pathname).toBe("/desk/sign-in");
    expect(stranger.headers.get("cache-control")).toContain("no-store");
    expect(stranger.headers.get("x-robots-tag")).toContain("noindex");
    const leaked = await stranger.text();
    for (const secret of ["newsletter", "www.google.com", "/labs"]) expect(leaked).not.toContain(secret);
    const data = await fetch(`${server.url}/desk/report.data?days=30`, { redirect: "manual" });
    expect(await data.text()).not.toContain("newsletter");

    // Thirty days: the operator's first screen, on a phone.
    const response = await page.goto(`${origin}/desk/report?days=30`);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(await page.locator("script[type=module], script[src]").count()).toBe(0);
    const totals = await page
      .locator("dl > div")
      .evaluateAll((items) => items.map((i) => [...i.querySelectorAll("dt, dd")].map((e) => e.textContent)));
    const visits = 30 * 2 + (10 * 1 + 10 * 2 + 10 * 3) + 5 + 7;
    expect(totals).toEqual([
      ["Visits", String(visits), `+${Math.round(((visits - 30) / 30) * 100)}% against the previous 30 days`],
      ["Leads", "5", "+400% against the previous 30 days"],
      ["Conversion", `${((5 / visits) * 100).toFixed(1)}%`, "3.3% in the previous period"],
      ["Replied", "3", "none in the previous 30 days"],
      ["Won", "1", "none in the previous 30 days"],
    ]);
    expect(await page.getByText("1 of 5 leads came with nothing known of their origin").count()).toBe(1);
    expect(await page.locator("body").textContent()).not.toMatch(/UTC|once a minute/);
    expect(await tableRows(page, "By channel")).toEqual([
      ["Search", String(60 + 5), "2", `${((2 / 65) * 100).toFixed(1)}%`, "1", "0"],
      ["Social", "7", "1", `${((1 / 7) * 100).toFixed(1)}%`, "1", "0"],
      ["Email", "60", "1", `${((1 / 60) * 100).toFixed(1)}%`, "1", "1"],
      ["Referral", "0", "0", "no visits", "0", "0"],
      ["Paid", "0", "0", "no visits", "0", "0"],
      ["Direct", "0", "1", "no visits", "0", "0"],
      ["Other", "0", "0", "no visits", "0", "0"],
    ]);
    // google (a campaign source) and www.google.com (a referrer) are one source, under Search.
    expect((await tableRows(page, "By source")).map((r) => r.slice(0, 3))).toEqual([
      ["googleSearch", "65", "2"],
      ["newsletterEmail", "60", "1"],
      ["linkedinSocial", "7", "1"],
      ["direct (no campaign, no referrer)Direct", "0", "1"],
    ]);
    expect((await tableRows(page, "By campaign")).map((r) => r.slice(0, 3))).toEqual([["autumn", "60", "1"]]);

    // The same figures as `contacts report --days 30 --json`.
    const cli = await contactsCli(where, ["report", "--days", "30", "--json"]);
    expect(cli.code).toBe(0);
    const report = JSON.parse(cli.stdout) as VisitReport;
    expect(report.totals).toMatchObject({ visits, leads: 5, replied: 3, won: 1, unknownOrigin: 1 });
    expect(report.previous.totals).toMatchObject({ visits: 30, leads: 1, replied: 0, won: 0 });
    for (const [heading, rows] of [
      ["By channel", report.byChannel],
      ["By source", report.bySource],
      ["By campaign", report.byCampaign],
      ["By landing page", report.byLandingPage],
    ] as const) {
      expect(
        (await tableRows(page, heading)).map((r) => r.slice(1, 3).concat(r.slice(4)).map(Number)),
        heading,
      ).toEqual(rows.map((r) => [r.visits, r.leads, r.replied, r.won]));
    }

    // One chart: visits as bars, leads as a line, on one scale; the figures per day behind a disclosure.
    const chartBars = await page
      .locator('svg[data-chart="visits-and-leads"] rect')
      .evaluateAll((all) => all.map((r) => [r.getAttribute("data-day"), Number(r.getAttribute("data-visits"))]));
    expect(chartBars).toEqual(report.perDay.map((d) => [d.day, d.visits]));
    expect(await page.locator('svg[data-chart="visits-and-leads"] polyline[data-series="leads"]').count()).toBe(1);
    expect(
      await page
        .getByRole("img", { name: new RegExp(`^Visits \\(bars\\) and leads \\(line\\) per day, .*: ${visits} visits and 5 leads in all`) })
        .count(),
    ).toBe(1);
    const table = page.locator('table[data-report="per-day"]');
    expect(await table.isVisible()).toBe(false);
    await page.getByText("Show the figures").click();
    expect(await table.isVisible()).toBe(true);
    const perDay = await table
      .locator("tbody tr")
      .evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute("data-day"), ...[...row.querySelectorAll("td")].map((c) => Number(c.textContent))]),
      );
    // Spam caught per day sits beside the leads.
    expect(perDay).toEqual(report.perDay.map((d) => [d.day, d.visits, d.leads, d.spam, d.pageViews]));
    expect(report.series).toEqual(["visits", "leads", "spam", "pageViews"]);
    // Readable on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page)).toEqual([]);
    // The judge sees a defect: the chart without its text alternative (seen failing: svg-img-alt).
    await page.locator('svg[data-chart="visits-and-leads"]').evaluate((svg) => svg.removeAttribute("aria-label"));
    expect((await axe(page)).join(" ")).toContain("svg-img-alt");

    // The period is the bookmarkable ?days=; anything else gets the default, never an error page.
    await page.goto(`${origin}/desk/report?days=7`);
    expect(await page.locator('svg[data-chart="visits-and-leads"] rect').count()).toBe(7);
    for (const bad of ["abc", "365", "-7", "7.5", "1e9", "%00"]) {
      const answer = await page.goto(`${origin}/desk/report?days=${bad}`);
      expect(answer?.status(), bad).toBe(200);
      expect(await page.locator('svg[data-chart="visits-and-leads"] rect').count(), bad).toBe(30);
      expect(await page.getByRole("link", { name: "30 days" }).getAttribute("aria-current"), bad).toBe("page");
    }

    // In French, with the desk dark like the system.
    await page.getByRole("button", { name: "Passer le bureau en français" }).click();
    await page.waitForLoadState();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(`${origin}/desk/report?days=30`);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-BE");
    expect(await page.getByRole("heading", { name: "Visites et demandes", level: 1 }).count()).toBe(1);
    expect(await page.title()).toBe("Visites et demandes · Bureau des demandes");
    const frTotals = await page.locator("dl > div").evaluateAll((items) => items.map((i) => i.querySelector("dt")?.textContent));
    expect(frTotals).toEqual(["Visites", "Demandes", "Conversion", "Répondues", "Gagnées"]);
    expect((await tableRows(page, "Par canal")).map((r) => r[0])).toEqual([
      "Moteurs de recherche",
      "Réseaux sociaux",
      "E-mail",
      "Sites référents",
      "Payant",
      "Accès direct",
      "Autre",
    ]);
    expect((await tableRows(page, "Par page d’arrivée")).map((r) => r[0])).toContain("/labs");
    expect(await page.getByRole("img", { name: /^Visites \(barres\) et demandes \(ligne\) par jour, du / }).count()).toBe(1);
    const barColour = await page
      .locator('svg[data-chart="visits-and-leads"] rect')
      .last()
      .evaluate((r) => getComputedStyle(r).fill);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(barColour).not.toBe(background);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axe(page)).toEqual([]);
    await page.close();
  }, 600_000);
});
