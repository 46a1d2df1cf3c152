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
import type { VisitReport } from "~/visits/report-figures";
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

/** A table's body as a person reads it: each row's cells' text, a cell's lines joined by a space (the section's first table: the raw sources follow the channels'). */
async function tableRows(page: Page, heading: string): Promise<string[][]> {
  const table = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .locator("table")
    .first();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((c) => (c as HTMLElement).innerText.replace(/\s+/gu, " ").trim())));
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
    // form stores them, two answered (one since lost), one won without a reply (closed, not answered).
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
        firstReply: { at: new Date(at(2).getTime() + 3_600_000), by: "Ann" },
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
        firstReply: { at: new Date(at(4).getTime() + 30 * 3_600_000), by: "Bob" },
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
      .locator("[data-total]")
      .evaluateAll((items) => items.map((i) => [...i.querySelectorAll("dt, dd")].map((e) => e.textContent)));
    const visits = 30 * 2 + (10 * 1 + 10 * 2 + 10 * 3) + 5 + 7;
    // Clients won first (the owner's question), then leads, then visits.
    expect(totals).toEqual([
      ["Clients won", "1", "none in the previous 30 days"],
      ["Leads", "5", "+400% against the previous 30 days"],
      ["Visits", String(visits), `+${Math.round(((visits - 30) / 30) * 100)}% against the previous 30 days`],
      ["Conversion", `${((5 / visits) * 100).toFixed(1)}%`, "3.3% in the previous period"],
      ["Answered", "2", "none in the previous 30 days"],
      ["Closed without reply", "1"],
    ]);
    expect(
      await page
        .getByText("1 of 5 leads has no known source: no campaign and no referring site came with it, so it is counted as direct.")
        .count(),
    ).toBe(1);
    expect(await page.locator("body").textContent()).not.toMatch(/UTC|once a minute/);
    // Won, leads, visits, conversion (a dash and why where it cannot be read), answered.
    expect(await tableRows(page, "By channel")).toEqual([
      ["Search", "0", "2", String(60 + 5), `${((2 / 65) * 100).toFixed(1)}%`, "1"],
      ["Social", "0", "1", "7", `${((1 / 7) * 100).toFixed(1)}%`, "1"],
      // Alice was won with no reply sent or marked as sent: not answered (issue 47).
      ["Email", "1", "1", "60", `${((1 / 60) * 100).toFixed(1)}%`, "0"],
      ["Referral", "0", "0", "0", "– no visits", "0"],
      ["Paid", "0", "0", "0", "– no visits", "0"],
      ["Direct", "0", "1", "0", "– more leads than counted visits", "0"],
      ["Other", "0", "0", "0", "– no visits", "0"],
    ]);
    // google (a campaign source) and www.google.com (a referrer) are one source, under Search; clients won first.
    expect((await tableRows(page, "By source")).map((r) => r.slice(0, 4))).toEqual([
      ["newsletter Email", "1", "1", "60"],
      ["Google Search", "0", "2", "65"],
      ["LinkedIn Social", "0", "1", "7"],
      ["direct (no campaign, no referrer) Direct", "0", "1", "0"],
    ]);
    expect((await tableRows(page, "By campaign")).map((r) => r.slice(0, 4))).toEqual([["autumn", "1", "1", "60"]]);
    // Landing pages by their page's name, in the operator's language; unknown paths stay paths.
    expect((await tableRows(page, "By landing page")).map((r) => r[0])).toEqual([
      "Labs: system design English page",
      "Home English page",
      "Why choose us English page",
      "Home French page",
      "unknown",
    ]);

    // The same figures as `contacts report --days 30 --json`.
    const cli = await contactsCli(where, ["report", "--days", "30", "--json"]);
    expect(cli.code).toBe(0);
    const report = JSON.parse(cli.stdout) as VisitReport;
    expect(report.totals).toMatchObject({ visits, leads: 5, replied: 2, won: 1, unknownOrigin: 1, noSource: 1, closedWithoutReply: 1 });
    expect(report.previous).toMatchObject({ counted: true, totals: { visits: 30, leads: 1, replied: 0, won: 0 } });
    for (const [heading, rows] of [
      ["By channel", report.byChannel],
      ["By source", report.bySource],
      ["By campaign", report.byCampaign],
      ["By landing page", report.byLandingPage],
    ] as const) {
      expect(
        (await tableRows(page, heading)).map((r) => [r[1], r[2], r[3], r[5]].map(Number)),
        heading,
      ).toEqual(rows.map((r) => [r.won, r.leads, r.visits, r.replied]));
    }
    // The first reply as the CLI has it: the leads answered, the shares within 24 hours and within one working day.
    const replies = report.firstReply;
    expect(replies.totals.answered).toBe(2);
    expect(await page.locator('[data-reply-total="answered"] dd').textContent()).toBe("2");
    {
      for (const [key, s] of [
        ["within-promise", replies.totals.withinPromise],
        ["within-working-day", replies.totals.withinWorkingDay],
      ] as const) {
        const share = await page.locator(`[data-reply-total="${key}"] dd`).textContent();
        expect(share).toContain(s.share === null ? "none due yet" : `(${s.within} of ${s.judged})`);
      }
      expect(
        await page.locator('table[data-report="reply-source"] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute("data-key"))),
      ).toEqual(replies.bySource.map((r) => r.key));
    }

    // One chart: visits as bars, leads as a line, on one scale; the figures per day behind a disclosure.
    const chartBars = await page
      .locator('svg[data-chart="visits-and-leads"] rect')
      .evaluateAll((all) => all.map((r) => [r.getAttribute("data-day"), Number(r.getAttribute("data-visits"))]));
    expect(chartBars).toEqual(report.perDay.map((d) => [d.day, d.visits]));
    expect(await page.locator('svg[data-chart="visits-and-leads"] polyline[data-series="leads"]').count()).toBe(1);
    // Leads (at most one a day here) on a scale of their own, labelled: not on the visits' scale, where they would lie on zero.
    expect(await page.locator('[data-chart-scale="leads"]').getAttribute("data-top")).toBe("2");
    expect(await page.locator('[data-chart-axis="leads"]').textContent()).toBe("Leads");
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
    const frTotals = await page.locator("[data-total]").evaluateAll((items) => items.map((i) => i.querySelector("dt")?.textContent));
    expect(frTotals).toEqual(["Clients gagnés", "Demandes", "Visites", "Conversion", "Avec réponse", "Clôturées sans réponse"]);
    expect((await tableRows(page, "Par canal")).map((r) => r[0])).toEqual([
      "Moteurs de recherche",
      "Réseaux sociaux",
      "E-mail",
      "Sites référents",
      "Payant",
      "Accès direct",
      "Autre",
    ]);
    expect((await tableRows(page, "Par page d’arrivée")).map((r) => r[0])).toContain("Labs : conception de systèmes page anglaise");
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

  // Seen failing on the chart before issue 36: its labels were placed by inline styles, which the
  // desk's Content-Security-Policy drops, so the scale's "20" and "10" (and the days) were drawn on one spot.
  it("draws two scales per chart (visits, leads) whose labels never overlap, on a phone and a desktop, for every period", async () => {
    const page = await signedInPage(browser, desk, "chart@agency.example", "Chart");
    for (const days of [7, 30, 90]) {
      await page.goto(`${origin}/desk/report?days=${days}`);
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        // Every label shown (the scale's and the days'), as boxes on the screen.
        const boxes = await page.locator("figure").evaluate((figure) =>
          [...figure.querySelectorAll("[data-chart-scale] text, [data-chart-ticks] text")]
            .map((e) => ({ text: e.textContent ?? "", r: e.getBoundingClientRect() }))
            .filter(({ r }) => r.width > 0 && r.height > 0)
            .map(({ text, r }) => ({ text, left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
        );
        const figure = (await page.locator("figure").boundingBox())!;
        const scale = await page.locator("[data-chart-scale] text").count();
        const where = `${days} days at ${width} px`;
        // Two scales of three labels: visits on the left, leads on the right.
        expect(scale, where).toBe(6);
        // The newest day is always labelled, and the day labels are more than the last one alone.
        const ticks = await page
          .locator("[data-chart-ticks] text")
          .evaluateAll((all) => all.filter((e) => e.getBoundingClientRect().width > 0).map((e) => e.getAttribute("data-tick")));
        expect(ticks.at(-1), where).toBe(new Date().toISOString().slice(0, 10));
        expect(ticks.length, where).toBeGreaterThanOrEqual(3);
        for (const [i, a] of boxes.entries()) {
          expect(a.left, `${where}: ${a.text} inside the chart`).toBeGreaterThanOrEqual(figure.x - 0.5);
          expect(a.right, `${where}: ${a.text} inside the chart`).toBeLessThanOrEqual(figure.x + figure.width + 0.5);
          for (const b of boxes.slice(i + 1)) {
            const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
            expect(apart, `${where}: "${a.text}" and "${b.text}" overlap`).toBe(true);
          }
        }
      }
    }
    await page.close();
  }, 300_000);
});
