// @vitest-environment jsdom
/**
 * The report for an owner (issue 36, item 4) on a seeded month, November 2026, on both databases:
 * the figures computed by hand here (conversion, won by source, first reply's median, 90th
 * percentile and share within the promise in working hours) are the report's, the same in
 * `contacts report --json` and on the desk's report page (rendered from its loader's data).
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { landingPageNames } from "~/desk/report/page-names";
import ReportPage from "~/desk/routes/report";
import { visitReport, type VisitReport } from "~/visits/report.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { contactsCli, seedLeads, withDb, type SeedLead } from "../support/desk";
import { seedPageViews } from "../support/report";

/** Monday 30 November 2026, 18:00 in Brussels: the report's "now". */
const now = new Date("2026-11-30T17:00:00Z");
/** A Brussels wall-clock time in November 2026 (CET, UTC+1). */
const nov = (day: number, h: number, m = 0) => new Date(Date.UTC(2026, 10, day, h - 1, m));

type Lead = SeedLead & { reply?: Date; owner?: "Ann" | "Bob" };
const organic = { referrer_host: "www.google.com", landing_path: "/" };
const ads = { utm_source: "google", utm_medium: "cpc", landing_path: "/fr/a-propos" };
const linkedin = { referrer_host: "www.linkedin.com", landing_path: "/why" };
const lead = (n: number, createdAt: Date, leadStatus: Lead["leadStatus"], over: Partial<Lead>): Lead => ({
  firstName: `Lead ${n}`,
  email: `lead${n}@example.be`,
  message: "A question.",
  createdAt,
  leadStatus,
  ...over,
});

// Working hours: Monday to Friday 09:00-18:00 Brussels; Sunday 1 and Wednesday 11 November are holidays.
const leads: Lead[] = [
  lead(1, nov(2, 10), "won", { attribution: organic, reply: nov(2, 11, 30), owner: "Ann" }), // 1.5 h, in time
  lead(2, nov(6, 17), "replied", { attribution: organic, reply: nov(9, 10), owner: "Ann" }), // 1 h + 1 h, in time
  lead(3, nov(10, 15), "won", { attribution: ads, reply: nov(12, 16), owner: "Bob" }), // 3 h + 7 h, due Thursday 15:00: late
  lead(4, nov(16, 9), "lost", { attribution: ads, reply: nov(16, 13), owner: "Bob" }), // 4 h, in time
  lead(5, nov(18, 12), "new", {
    attribution: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn", landing_path: "/labs" },
    owner: "Ann",
  }), // unanswered, past due: late
  lead(6, nov(30, 10), "new", { attribution: linkedin }), // not yet due: not judged
  lead(7, nov(20, 10), "new", { attribution: linkedin, owner: "Bob" }), // unanswered, past due: late
  lead(8, nov(27, 10), "replied", { attribution: linkedin, reply: nov(27, 11), owner: "Bob" }), // 1 h, in time
  lead(9, nov(24, 10), "replied", { attribution: { landing_path: "/contact" }, reply: nov(25, 9, 30) }), // 8 h + 0.5 h, in time
  lead(10, nov(26, 14), "won", { owner: "Ann" }), // nothing known; won by phone, no reply: not judged
  lead(11, nov(26, 15), "spam", {}),
];

const views = [
  { day: "2026-11-10", path: "/", views: 40, entry: true, referrerHost: "www.google.com" },
  { day: "2026-11-12", path: "/fr/a-propos", views: 20, entry: true, utmSource: "google", utmMedium: "cpc" },
  { day: "2026-11-18", path: "/labs", views: 10, entry: true, utmSource: "newsletter", utmMedium: "email", utmCampaign: "autumn" },
  { day: "2026-11-20", path: "/why", views: 2, entry: true, referrerHost: "www.linkedin.com" },
  { day: "2026-11-20", path: "/contact", views: 30 },
];

async function seed(database: TestDatabase) {
  await seedPageViews(database, views);
  const ids = await seedLeads(database, leads);
  await withDb(database, async (db) => {
    for (const name of ["Ann", "Bob"]) {
      await db.kysely
        .insertInto("desk_operators")
        .values({ id: name, email: `${name.toLowerCase()}@agency.example`, name, created_at: now.toISOString() })
        .execute();
    }
    for (const [i, l] of leads.entries()) {
      await db.kysely
        .updateTable("contact_requests")
        .set({ first_reply_at: l.reply?.toISOString() ?? null, assignee_id: l.owner ?? null })
        .where("id", "=", ids[i]!)
        .execute();
    }
  });
}

const row = (key: string, won: number, leads: number, visits: number, replied: number, conversion: number | null, channel?: string) => ({
  key,
  won,
  leads,
  visits,
  replied,
  conversion,
  ...(channel ? { channel } : {}),
});
const reply = (
  key: string,
  answered: number,
  medianHours: number | null,
  p90Hours: number | null,
  judged: number,
  withinPromise: number,
) => ({
  key,
  answered,
  medianHours,
  p90Hours,
  judged,
  withinPromise,
  share: judged ? withinPromise / judged : null,
});

/** What the month says, worked out by hand from the leads and views above. */
function expectTheMonth(r: VisitReport) {
  expect(r.totals).toEqual({
    visits: 72,
    leads: 10,
    won: 3,
    replied: 7,
    conversion: 10 / 72,
    pageViews: 102,
    notFound: 0,
    unknownOrigin: 1,
    noSource: 2,
  });
  expect(r.previous.counted).toBe(false);
  // Won by source; a dash (null) where there are more leads than counted visits; organic and ads apart.
  expect(r.bySource).toEqual([
    row("google", 1, 2, 40, 2, 2 / 40, "search"),
    row("google ads", 1, 2, 20, 2, 2 / 20, "paid"),
    row("(direct)", 1, 2, 0, 2, null, "direct"),
    row("linkedin", 0, 3, 2, 1, null, "social"),
    row("newsletter", 0, 1, 10, 0, 1 / 10, "email"),
  ]);
  expect(r.byChannel.map((c) => [c.key, c.won, c.leads, c.visits, c.conversion])).toEqual([
    ["search", 1, 2, 40, 2 / 40],
    ["social", 0, 3, 2, null],
    ["email", 0, 1, 10, 1 / 10],
    ["referral", 0, 0, 0, null],
    ["paid", 1, 2, 20, 2 / 20],
    ["direct", 1, 2, 0, null],
    ["other", 0, 0, 0, null],
  ]);
  // Answered in working hours: 1, 1.5, 2, 4, 8.5, 10. Judged: those six and leads 5 and 7 (late).
  expect(r.firstReply.totals).toEqual({ answered: 6, medianHours: 3, p90Hours: 10, judged: 8, withinPromise: 5, share: 5 / 8 });
  expect(r.firstReply.byOperator).toEqual([
    reply("Bob", 3, 4, 10, 4, 2),
    reply("Ann", 2, 1.75, 2, 3, 2),
    reply("(unassigned)", 1, 8.5, 8.5, 1, 1),
  ]);
  expect(r.firstReply.bySource).toEqual([
    reply("google", 2, 1.75, 2, 2, 2),
    reply("google ads", 2, 7, 10, 2, 1),
    reply("linkedin", 1, 1, 1, 2, 1),
    reply("(direct)", 1, 8.5, 8.5, 1, 1),
    reply("newsletter", 0, null, null, 1, 0),
  ]);
  // No figure over 100 %.
  for (const f of [r.totals, ...r.byChannel, ...r.bySource, ...r.byRawSource, ...r.byCampaign, ...r.byLandingPage]) {
    expect(f.conversion ?? 0).toBeLessThanOrEqual(1);
  }
}

afterEach(cleanup);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the report of a seeded month on ${backend.name}`, () => {
    let database: TestDatabase;
    let report: VisitReport;

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      await seed(database);
      report = await withDb(database, (db) => visitReport(db, 30, now));
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("has the figures worked out by hand", () => {
      expectTheMonth(report);
    });

    it("is what `contacts report --json` prints", async () => {
      vi.useFakeTimers({ toFake: ["Date"], now });
      try {
        const cli = await contactsCli(database, ["report", "--days", "30", "--json"]);
        expect(cli.code).toBe(0);
        expect(JSON.parse(cli.stdout)).toEqual(JSON.parse(JSON.stringify(report)));
        // And as text: clients won first, the first reply in working hours, no comparison with an empty month.
        const text = (await contactsCli(database, ["report", "--days", "30"])).stdout;
        expect(text).toContain("2026-11-01 to 2026-11-30 (30 days), nothing counted before to compare with");
        expect(text).toContain("Clients won 3  leads 10  visits 72  conversion 13.9 %  answered 7");
        expect(text).toContain("First reply, in working hours: median 3.0 h, 90th percentile 10.0 h, within the promise 62.5 % (5 of 8)");
        expect(text).toContain("2 of 10 lead(s) have no known source");
      } finally {
        vi.useRealTimers();
      }
    });

    it("is what the report page shows: won first, page names, no comparison, sources without a known source said in words", async () => {
      const data = {
        lang: "en",
        report,
        pages: landingPageNames(
          report.byLandingPage.map((r) => r.key),
          "en",
        ),
      };
      const Stub = createRoutesStub([{ path: "/desk/report", Component: ReportPage, loader: () => data }]);
      render(createElement(Stub, { initialEntries: ["/desk/report"] }));
      // The stub runs the loader first: on a busy machine that can take longer than findBy's default second.
      await screen.findByRole("heading", { level: 1, name: "Visits and leads" }, { timeout: 20_000 });
      const tiles = [...document.querySelectorAll("[data-total]")].map((t) => [...t.children].map((c) => c.textContent));
      expect(tiles).toEqual([
        ["Clients won", "3"],
        ["Leads", "10"],
        ["Visits", "72"],
        ["Conversion", "13.9%"],
        ["Answered", "7"],
      ]);
      const replyTiles = [...document.querySelectorAll("[data-reply-total]")].map((t) => t.querySelector("dd")?.textContent);
      expect(replyTiles).toEqual(["3 h", "10 h", "62.5% (5 of 8)"]);
      expect(
        screen.getByText(
          "2 of 10 leads have no known source: no campaign and no referring site came with them, so they are counted as direct.",
        ),
      ).toBeTruthy();
      const cells = (name: string) =>
        [...document.querySelectorAll(`table[data-report="${name}"] tbody tr`)].map((tr) => [...tr.children].map((c) => c.textContent));
      expect(cells("source")).toEqual([
        ["GoogleSearch", "1", "2", "40", "5.0%", "2"],
        ["Google AdsPaid", "1", "2", "20", "10.0%", "2"],
        ["direct (no campaign, no referrer)Direct", "1", "2", "0", "–more leads than counted visits", "2"],
        ["LinkedInSocial", "0", "3", "2", "–more leads than counted visits", "1"],
        ["newsletterEmail", "0", "1", "10", "10.0%", "0"],
      ]);
      expect(cells("landing-page").map((c) => c[0])).toEqual([
        "HomeEnglish page",
        "AboutFrench page",
        "unknown",
        "Why choose usEnglish page",
        "Labs: system designEnglish page",
        "ContactEnglish page",
      ]);
      expect(cells("reply-operator")).toEqual([
        ["Bob", "3", "4 h", "10 h", "50.0% (2 of 4)"],
        ["Ann", "2", "1 h 45 min", "2 h", "66.7% (2 of 3)"],
        ["nobody (unassigned)", "1", "8 h 30 min", "8 h 30 min", "100.0% (1 of 1)"],
      ]);
      expect(cells("reply-source").map((c) => c[0])).toEqual([
        "Google",
        "Google Ads",
        "LinkedIn",
        "direct (no campaign, no referrer)",
        "newsletter",
      ]);
      // No comparison line on a period with nothing counted before it, and no figure over 100 %.
      expect(document.body.textContent).not.toMatch(/previous/);
      const texts: string[] = [];
      for (let walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); walk.nextNode();)
        texts.push(walk.currentNode.textContent ?? "");
      const shares = texts.flatMap((t) => [...t.matchAll(/(\d+(?:[.,]\d+)?)\s?%/g)].map((m) => Number(m[1]!.replace(",", "."))));
      expect(shares.length).toBeGreaterThan(10);
      expect(Math.max(...shares)).toBeLessThanOrEqual(100);
      expect(
        within(document.querySelector('[data-report="definitions"]') as HTMLElement).getByText(/^Leads divided by visits\./),
      ).toBeTruthy();
    });
  });
}
