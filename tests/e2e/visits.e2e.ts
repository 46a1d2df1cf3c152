/**
 * Visits and lead attribution on the production server (issue 17, proof): a scripted pattern of
 * requests and a Chromium session with the speculation rules on give the report the pattern
 * implies (±2 %), the lead carries its campaign and landing page, nothing is stored in the
 * browser, and two instances on one PostgreSQL add up.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser } from "../support/shared";
import { pageIds, pages } from "~/i18n/pages";
import { visitReport } from "~/visits/report.server";
import { listContacts } from "~/storage/records-store.server";
import { openDatabase } from "~/storage/database.server";
import { pageViewsSince } from "~/storage/visit-store.server";
import { testDatabase, postgresEnabled } from "../support/databases";
import { openPage } from "../support/browser";
import { runTimersUntil, tookTime, withClock } from "../support/page-clock";
import { startServer } from "../support/server";
import type { Browser } from "playwright-core";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function hit(url: string, times: number, init: RequestInit = {}) {
  for (let i = 0; i < times; i++) {
    const response = await fetch(url, { ...init, headers: { "User-Agent": chrome, ...(init.headers as Record<string, string>) } });
    await response.arrayBuffer();
  }
}

const within2Percent = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.max(expected * 0.02, 0));

describe("visits counted by the server", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterAll(() => browser?.close());

  it("counts a scripted pattern of visits within 2 %: browsers only, not robots, HEAD, assets or pages fetched ahead; 404s apart; a beacon only for a page served ahead, once", async () => {
    // Behind a proxy, so that each scripted visitor has an address of its own.
    const server = await startServer({ LOG_LEVEL: "warn", TRUST_PROXY: "true" });
    const u = server.url;
    const html = await (await fetch(`${u}/contact`, { headers: { "User-Agent": googlebot } })).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const from = (n: number) => ({ "X-Forwarded-For": `198.51.100.${n}` });
    let views = 0;
    let visits = 0;

    // 40 visitors from a LinkedIn campaign, each reading 1 to 4 pages; 25 from Google in French,
    // 2 pages each; 15 typing the address, one page each.
    for (let n = 0; n < 40; n++) {
      await hit(`${u}/labs?utm_source=linkedin&utm_campaign=autumn&utm_medium=social`, 1, { headers: from(n) });
      const more = n % 4;
      for (const path of ["/why", "/about", "/contact"].slice(0, more))
        await hit(`${u}${path}`, 1, { headers: { ...from(n), Referer: `${u}/labs` } });
      views += 1 + more;
      visits++;
    }
    for (let n = 40; n < 65; n++) {
      await hit(`${u}/fr/`, 1, { headers: { ...from(n), Referer: "https://www.google.com/search?q=crm+agence" } });
      await hit(`${u}/fr/contact`, 1, { headers: { ...from(n), Referer: `${u}/fr/` } });
      views += 2;
      visits++;
    }
    for (let n = 65; n < 80; n++) {
      await hit(`${u}/`, 1, { headers: from(n) });
      views++;
      visits++;
    }
    await hit(`${u}/no-such-page`, 3, { headers: from(200) });
    // Not page views:
    await hit(`${u}/labs`, 6, { headers: { "User-Agent": googlebot } });
    await hit(`${u}/labs`, 3, { method: "HEAD" });
    await hit(`${u}${asset}`, 5);
    await hit(`${u}/pulse`, 4, { headers: { ...from(201), "Sec-Purpose": "prefetch;prerender" } });
    await hit(`${u}/about`, 2, { headers: { "User-Agent": "" } });
    // A page fetched ahead and then shown: its beacon counts it, once, however often it is sent.
    // Issue 22, defect 1: seen failing before the fix (300 beacons from curl were 300 visits).
    const shown = encodeURIComponent("/about?utm_source=newsletter");
    await hit(`${u}/about?utm_source=newsletter`, 1, { headers: { ...from(202), "Sec-Purpose": "prefetch;prerender" } });
    await hit(`${u}/__visit?p=${shown}&r=`, 300, { headers: { ...from(202), "Sec-Fetch-Site": "same-origin" } });
    views++;
    visits++;
    // Beacons for pages never served ahead to that client: nothing.
    await hit(`${u}/__visit?p=/about&r=https://www.linkedin.com/`, 300, { headers: from(203) });
    await hit(`${u}/__visit?p=${encodeURIComponent("/pulse")}&r=`, 1, { headers: { ...from(204), "Sec-Fetch-Site": "same-origin" } });
    await hit(`${u}/__visit?p=/pulse&r=`, 1, { headers: { ...from(201), "User-Agent": googlebot } });
    await hit(`${u}/__visit?p=${encodeURIComponent(asset!)}&r=`, 1, { headers: from(201) });
    await hit(`${u}/__visit?p=/pulse&r=`, 1, { headers: { ...from(201), "Sec-Fetch-Site": "cross-site" } });

    // SIGTERM writes what is still in memory.
    expect(await server.stop()).toBe(0);
    const db = await openDatabase({ dataDir: server.dataDir });
    const report = await visitReport(db, 1);
    await db.close();
    within2Percent(report.totals.pageViews, views);
    within2Percent(report.totals.visits, visits);
    expect(report.totals).toMatchObject({ pageViews: views, visits, notFound: 3, leads: 0 });
    expect(report.bySource.map((r) => [r.key, r.channel, r.visits])).toEqual([
      ["linkedin", "social", 40],
      ["google", "search", 25],
      ["(direct)", "direct", 15],
      ["newsletter", "email", 1],
    ]);
    expect(report.byLandingPage.map((r) => [r.key, r.visits])).toEqual([
      ["/labs", 40],
      ["/fr/", 25],
      ["/", 15],
      ["/about", 1],
    ]);
  });

  it("Chromium with the speculation rules: hovered pages are not counted, shown ones once; the lead carries its campaign; nothing stored in the browser", async () => {
    const server = await startServer({ LOG_LEVEL: "warn" });
    const page = await openPage(browser, { userAgent: chrome, viewport: { width: 1440, height: 900 } });
    let expectedViews = 0;
    let expectedVisits = 0;

    // Lands from a campaign, rests on a link without following it (the rules prerender it), then
    // takes the header's Contact link.
    await page.goto(`${server.url}/labs?utm_source=linkedin&utm_campaign=autumn`);
    expectedViews++;
    expectedVisits++;
    // What the browser does with the hover, as DevTools reports it (the Preload domain).
    const preload = await page.context().newCDPSession(page);
    const attempts: { url: string; status: string; reason?: string }[] = [];
    preload.on("Preload.prerenderStatusUpdated", (e) => attempts.push({ url: e.key.url, status: e.status, reason: e.prerenderStatus }));
    await preload.send("Preload.enable");
    // The footer's Services column (at this width the header keeps the service lines in its Services menu).
    await page.locator('footer a[href="/pulse"]').first().hover();
    // The rules ask for /pulse on hover. Chromium under DevTools (as every automated Chromium is)
    // refuses the prerender itself (PrerenderingDisabledByDevTools), so the page counted below
    // can only be the tour's visit: "a prerendered page never shown is not counted" is proven by
    // the next test, which plays the prerender and the activation in the page.
    await expect
      .poll(() => attempts.some((a) => new URL(a.url).pathname === "/pulse"), { message: JSON.stringify(attempts), timeout: 10_000 })
      .toBe(true);
    await preload.detach();
    await page.mouse.move(0, 300);
    await page.locator('header a[href="/contact"]:visible').first().click();
    await page.waitForURL(`${server.url}/contact`);
    expectedViews++;
    // The page's clock (for the form's timer, see tookTime) only now that the page's visit beacon
    // has gone, as its script ran: the clock's stand-in for `performance` has no navigation entry,
    // where the beacon reads that the page came from the rules' prefetch (a view then missed).
    await page.locator("form[method=post][novalidate]").waitFor();
    await withClock(page);
    await page.getByLabel("First name").fill("Alice");
    await page.getByLabel("Business email").fill("alice@example.com");
    await page.getByRole("textbox", { name: /^Message/ }).fill("We would like to hear about your CRM audits.");
    await page.getByLabel("How did you hear about us? (optional)").selectOption("linkedin");
    // Half a minute on the form, on the page's clock and the token's (see tookTime), the page's
    // timers held so that the toast is still up when it is counted.
    await tookTime(page, server.dataDir, { hold: true });
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByTestId("contact-confirmation").waitFor({ timeout: 15_000 });
    await runTimersUntil(page, async () => (await page.locator("[data-sonner-toast]").count()) > 0, "the toast shows");
    expect(await page.getByText("Message sent!").count()).toBe(2); // the toast and the confirmation
    await page.clock.resume();

    // Every page in both languages: nothing in any storage API, no cookie.
    for (const id of pageIds) {
      for (const path of [pages[id].en, pages[id].fr]) {
        await page.goto(`${server.url}${path}`);
        expectedViews++; // the same visit: no new one, whatever the address bar says
        const stored = await page.evaluate(async () => ({
          local: localStorage.length,
          session: sessionStorage.length,
          indexedDb: (await indexedDB.databases()).length,
          cookie: document.cookie,
        }));
        expect(stored, path).toEqual({ local: 0, session: 0, indexedDb: 0, cookie: "" });
      }
    }
    expect(await page.context().cookies()).toEqual([]);
    await page.close();

    expect(await server.stop()).toBe(0);
    const db = await openDatabase({ dataDir: server.dataDir });
    const report = await visitReport(db, 1);
    const [lead] = await listContacts(db);
    const pulseViews = (await pageViewsSince(db, report.from)).filter((r) => r.path === "/pulse").reduce((sum, r) => sum + r.views, 0);
    await db.close();
    // The hovered page's views, not its visits: a view of /pulse reached from /labs is not an
    // entry, so the landing-page figure alone (checked before) could not see a hover counted.
    // One view: the tour's. (Not seen failing here: see above, Chromium refuses the prerender.)
    expect(pulseViews).toBe(1);
    expect(report.byLandingPage.map((r) => [r.key, r.visits])).toEqual([["/labs", 1]]);
    within2Percent(report.totals.pageViews, expectedViews);
    within2Percent(report.totals.visits, expectedVisits);
    expect(report.bySource).toEqual([{ key: "linkedin", channel: "social", visits: 1, leads: 1, replied: 0, won: 0, conversion: 1 }]);
    expect(lead?.attribution).toMatchObject({
      utmSource: "linkedin",
      utmCampaign: "autumn",
      landingPath: "/labs",
      heardFrom: "linkedin",
      referrerHost: null,
    });
  }, 300_000);

  it("a prerendered page sends its beacon only when shown, once; never shown, it is not counted", async () => {
    // Chromium refuses speculative prerendering while DevTools is attached (the test's driver), so
    // the page plays it: the document is fetched as the rules fetch it (Sec-Purpose: prefetch;
    // prerender, which the server does not count) and `document.prerendering` is true until a
    // `prerenderingchange` event, as in a real prerender.
    // Seen failing with the defect the brief names: the beacon made to send at once while
    // document.prerendering (not on activation), this saw one beacon before the page was shown.
    const server = await startServer({ LOG_LEVEL: "warn" });
    const page = await withClock(await openPage(browser, { userAgent: chrome, viewport: { width: 1440, height: 900 } }));
    await page.addInitScript(() => {
      let prerendering = true;
      Object.defineProperty(Document.prototype, "prerendering", { configurable: true, get: () => prerendering });
      (window as unknown as { activate: () => void }).activate = () => {
        prerendering = false;
        document.dispatchEvent(new Event("prerenderingchange"));
      };
    });
    const beacons: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/__visit") beacons.push(request.url());
    });
    await page.setExtraHTTPHeaders({ "Sec-Purpose": "prefetch;prerender" });
    await page.goto(`${server.url}/why?utm_source=newsletter`);
    await page.setExtraHTTPHeaders({});
    // Nothing sent while it is not shown: its load is past (a beacon sent as the page's script ran
    // would be among the requests by now), and so are 10 s of the page's timers, run on its clock
    // (a beacon asked for from a timer would have been asked for by then).
    await page.clock.runFor(10_000);
    expect(beacons, "a beacon before the page was shown").toEqual([]);

    await page.evaluate(() => (window as unknown as { activate: () => void }).activate());
    await expect.poll(() => beacons.length).toBe(1);
    await page.clock.runFor(10_000); // once: no second beacon from the page's timers either
    expect(beacons).toHaveLength(1);
    await page.close();

    expect(await server.stop()).toBe(0);
    const db = await openDatabase({ dataDir: server.dataDir });
    const report = await visitReport(db, 1);
    await db.close();
    expect(report.totals).toMatchObject({ pageViews: 1, visits: 1 });
    expect(report.bySource.map((r) => [r.key, r.visits])).toEqual([["newsletter", 1]]);
  });

  it.skipIf(!postgresEnabled)("two instances on one PostgreSQL add up, and agree on a visit that moves between them", async () => {
    const database = await testDatabase("postgres");
    const env = { LOG_LEVEL: "warn", DATABASE_URL: database.databaseUrl!, TRUST_PROXY: "true" };
    const a = await startServer(env);
    const b = await startServer(env);
    const visitor = (n: number) => ({ headers: { "X-Forwarded-For": `198.51.100.${n}` } });
    await Promise.all([
      (async () => {
        for (let n = 0; n < 25; n++) await hit(`${a.url}/labs?utm_source=linkedin`, 1, visitor(n));
      })(),
      (async () => {
        for (let n = 25; n < 42; n++) await hit(`${b.url}/labs?utm_source=linkedin`, 1, visitor(n));
      })(),
    ]);
    // One visitor lands on one instance and reads on at the other (a load balancer's choice).
    await hit(`${a.url}/why?utm_source=newsletter`, 1, visitor(100));
    const db = await openDatabase(database);
    await expect
      .poll(async () => (await db.kysely.selectFrom("visits").select("key").where("utm_source", "=", "newsletter").execute()).length)
      .toBe(1);
    await hit(`${b.url}/about`, 1, visitor(100));
    await Promise.all([a.stop(), b.stop()]);
    const report = await visitReport(db, 1);
    await db.close();
    await database.drop();
    expect(report.totals).toMatchObject({ visits: 43, pageViews: 44 });
    expect(report.bySource.map((r) => [r.key, r.visits])).toEqual([
      ["linkedin", 42],
      ["newsletter", 1],
    ]);
  });
});
