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
import { weeklyMail } from "~/desk/weekly-mail.server";
import ReportPage from "~/desk/routes/report";
import { visitReport } from "~/visits/report.server";
import type { VisitReport } from "~/visits/report-figures";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { contactsCli, seedLeads, withDb, type SeedLead } from "../support/desk";
import { seedPageViews } from "../support/report";

/** Monday 30 November 2026, 18:00 in Brussels: the report's "now". */
const now = new Date("2026-11-30T17:00:00Z");
/** A Brussels wall-clock time in November 2026 (CET, UTC+1). */
const nov = (day: number, h: number, m = 0) => new Date(Date.UTC(2026, 10, day, h - 1, m));

type Op = "Ann" | "Bob" | "Cem";
type Lead = SeedLead & { reply?: Date; by?: Op; owner?: Op };
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
// Each lead: the hours to its first reply (elapsed), then within 24 hours? within one working day?
const leads: Lead[] = [
  lead(1, nov(2, 10), "won", { attribution: organic, reply: nov(2, 11, 30), by: "Ann", owner: "Ann" }), // 1.5 h: yes, yes
  // Friday 17:30 to Monday 10:00: 64.5 h, not within 24 hours; due Monday 17:30, within one working day. Cem replied for Ann.
  lead(2, nov(6, 17, 30), "replied", { attribution: organic, reply: nov(9, 10), by: "Cem", owner: "Ann" }),
  lead(3, nov(10, 15), "won", { attribution: ads, reply: nov(12, 16), by: "Bob", owner: "Bob" }), // 49 h: no; due Thursday 15:00 (Armistice off): no
  lead(4, nov(16, 9), "lost", { attribution: ads, reply: nov(16, 13), by: "Bob", owner: "Bob" }), // 4 h: yes, yes
  lead(5, nov(18, 12), "new", {
    attribution: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "autumn", landing_path: "/labs" },
    owner: "Ann",
  }), // unanswered, past both: late, Ann's (the owner)
  lead(6, nov(30, 10), "new", { attribution: linkedin }), // 8 h old: not judged
  lead(7, nov(20, 10), "later", { attribution: linkedin, owner: "Bob" }), // set aside, unanswered, past both: late, Bob's
  lead(8, nov(27, 10), "replied", { attribution: linkedin, reply: nov(27, 11), by: "Bob", owner: "Bob" }), // 1 h: yes, yes
  lead(9, nov(24, 10), "replied", { attribution: { landing_path: "/contact" }, reply: nov(25, 9, 30), by: "Cem" }), // 23.5 h, nobody's lead: yes, yes
  lead(10, nov(26, 14), "won", { owner: "Ann" }), // won by phone, no reply: not answered, closed without reply, not judged
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
    for (const name of ["Ann", "Bob", "Cem"]) {
      await db.kysely
        .insertInto("desk_operators")
        .values({ id: name, email: `${name.toLowerCase()}@agency.example`, name, created_at: now.toISOString() })
        .execute();
    }
    for (const [i, l] of leads.entries()) {
      await db.kysely
        .updateTable("contact_requests")
        .set({ first_reply_at: l.reply?.toISOString() ?? null, first_reply_by: l.by ?? null, assignee_id: l.owner ?? null })
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
const share = (judged: number, within: number) => ({ judged, within, share: judged ? within / judged : null });
const reply = (
  key: string,
  answered: number,
  medianHours: number | null,
  p90Hours: number | null,
  promise: [judged: number, within: number],
  workingDay: [judged: number, within: number],
) => ({
  key,
  answered,
  medianHours,
  p90Hours,
  withinPromise: share(...promise),
  withinWorkingDay: share(...workingDay),
});

/** What the month says, worked out by hand from the leads and views above. */
function expectTheMonth(r: VisitReport) {
  expect(r.totals).toEqual({
    visits: 72,
    leads: 10,
    won: 3,
    // Answered: a first reply exists (leads 1, 2, 3, 4, 8, 9); lead 10, won without one, is not.
    replied: 6,
    conversion: 10 / 72,
    pageViews: 102,
    notFound: 0,
    unknownOrigin: 1,
    noSource: 2,
    closedWithoutReply: 1,
    notSales: 0,
  });
  expect(r.previous.counted).toBe(false);
  // Won by source; a dash (null) where there are more leads than counted visits; organic and ads apart.
  expect(r.bySource).toEqual([
    row("google", 1, 2, 40, 2, 2 / 40, "search"),
    row("google ads", 1, 2, 20, 2, 2 / 20, "paid"),
    row("(direct)", 1, 2, 0, 1, null, "direct"),
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
  // Hours to the first reply: 1, 1.5, 4, 23.5, 49, 64.5. Judged: those six and leads 5 and 7 (late).
  // Within 24 hours: leads 1, 4, 8, 9. Within one working day: those and lead 2 (Friday 17:30 to Monday 10:00).
  expect(r.firstReply.totals).toEqual({
    answered: 6,
    medianHours: 13.75,
    p90Hours: 64.5,
    withinPromise: share(8, 4),
    withinWorkingDay: share(8, 5),
  });
  // Each first reply credited to the operator who sent it; an unanswered lead to its owner.
  expect(r.firstReply.byOperator).toEqual([
    reply("Bob", 3, 4, 49, [4, 2], [4, 2]),
    reply("Cem", 2, 44, 64.5, [2, 1], [2, 2]),
    reply("Ann", 1, 1.5, 1.5, [2, 1], [2, 1]),
  ]);
  expect(r.firstReply.bySource).toEqual([
    reply("google", 2, 33, 64.5, [2, 1], [2, 2]),
    reply("google ads", 2, 26.5, 49, [2, 1], [2, 1]),
    reply("linkedin", 1, 1, 1, [2, 1], [2, 1]),
    reply("(direct)", 1, 23.5, 23.5, [1, 1], [1, 1]),
    reply("newsletter", 0, null, null, [1, 0], [1, 0]),
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
        expect(text).toContain("Clients won 3  leads 10  visits 72  conversion 13.9 %  answered 6  closed without reply 1");
        expect(text).toContain(
          "First reply: answered 6, median 13.8 h, 90th percentile 2 d 17 h, within 24 hours 50.0 % (4 of 8), within one working day 62.5 % (5 of 8)",
        );
        expect(text).toContain("2 of 10 lead(s) have no known source");
      } finally {
        vi.useRealTimers();
      }
    });

    it("is what the owner's mail says (its figures are the report's, for the period it covers)", () => {
      const settings = {
        to: "owner@agency.example",
        from: "site@agency.example",
        language: "en",
        deskOrigin: "https://desk.example",
        messageIdDomain: "agency.example",
      };
      const text = weeklyMail("w1", report, settings, now).text;
      for (const line of [
        "Leads: 10",
        "Clients won: 3",
        "Answered: 6",
        "Closed without reply: 1",
        "Answered within 24 hours: 50.0% (4 of 8)",
        "Answered within one working day: 62.5% (5 of 8)",
        "Closed as not sales leads: 0",
        "Spam caught: 1",
        "- Google: 2 leads, 1 won",
        "- Google Ads: 2 leads, 1 won",
        "- direct (no campaign, no referrer): 2 leads, 1 won",
        "- LinkedIn: 3 leads, 0 won",
        "- Bob: 3 answered, median 4 h, 90th percentile 2 d 1 h",
        "- Cem: 2 answered, median 1 d 20 h, 90th percentile 2 d 17 h",
        "- Ann: 1 answered, median 1 h 30 min, 90th percentile 1 h 30 min",
        "https://desk.example/desk/report?days=30",
      ])
        expect(text).toContain(`${line}\n`);
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
        ["Answered", "6"],
        ["Closed without reply", "1"],
      ]);
      const replyTiles = [...document.querySelectorAll("[data-reply-total]")].map((t) => [...t.children].map((c) => c.textContent));
      expect(replyTiles).toEqual([
        ["Answered", "6"],
        ["Median", "13 h 45 min"],
        ["90th percentile", "2 d 17 h"],
        ["Within 24 hours", "50.0% (4 of 8)"],
        ["Within one working day", "62.5% (5 of 8)"],
      ]);
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
        ["direct (no campaign, no referrer)Direct", "1", "2", "0", "–more leads than counted visits", "1"],
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
        ["Bob", "3", "4 h", "2 d 1 h", "50.0% (2 of 4)", "50.0% (2 of 4)"],
        ["Cem", "2", "1 d 20 h", "2 d 17 h", "50.0% (1 of 2)", "100.0% (2 of 2)"],
        ["Ann", "1", "1 h 30 min", "1 h 30 min", "50.0% (1 of 2)", "50.0% (1 of 2)"],
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
