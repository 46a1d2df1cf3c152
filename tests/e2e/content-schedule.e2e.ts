/**
 * Scheduled publishing (the content engine, part 2): on SQLite an operator schedules in the
 * browser, in Brussels time, a case study (French), an article (Dutch), a team member (French) and
 * a client quote (English) for a minute ahead; the desk's list says "scheduled for …" and the
 * database holds that instant; the server is restarted (the schedule is in the database); just
 * before the time no page shows them, and within 2 s after it each does. On PostgreSQL, the same
 * time, a quote scheduled on one instance goes live on both within 2 s, fired once.
 *
 * The desk's field holds minutes, so the time entered is two to three minutes away; once it is checked
 * stored, every schedule is moved to a few seconds from now in the database (as an operator saving
 * a nearer time would), so the test waits seconds of wall clock for the real firing, not a minute.
 */
import { sql } from "kysely";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brusselsLocal } from "~/cms/schedule/brussels-time";
import { deskContent } from "~/cms/content.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { browserCookie, deskSession, startDeskServer, withDb, type DeskData } from "../support/desk";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/shared";
import { twoInstances } from "../support/two-instances";

const postgres = backends.find((b) => b.name === "postgres")!;

const drafts = {
  case: {
    shared: { slug: "scheduled-case", tags: ["crm"], platforms: [], quoteName: "" },
    texts: {
      fr: {
        client: "Client d’essai",
        title: "Une étude programmée",
        description: "Une description d’essai.",
        actions: "- Une action",
        results: [],
      },
    },
  },
  article: {
    shared: { slug: "scheduled-insight", date: "2026-03-02", author: "Test Author", tags: ["crm"] },
    texts: { nl: { title: "Een gepland artikel", summary: "Een samenvatting.", body: "Tekst." } },
  },
  team: { shared: { name: "Scheduled Member" }, texts: { fr: { role: "Rôle programmé" } } },
  quote: {
    shared: { name: "Test Person", company: "Test Company", caseStudy: "" },
    texts: { en: { text: "Scheduled test words.", role: "Test role" } },
  },
};

/** What each collection's page shows once its language is live. */
const live = [
  { kind: "case", language: "French", field: "schedule.fr.publish", path: "/fr/projets/scheduled-case", text: "Une étude programmée" },
  {
    kind: "article",
    language: "Dutch",
    field: "schedule.nl.publish",
    path: "/nl/inzichten/scheduled-insight",
    text: "Een gepland artikel",
  },
  { kind: "team", language: "French", field: "schedule.fr.publish", path: "/fr/a-propos", text: "Scheduled Member" },
  { kind: "quote", language: "English", field: "schedule.en.publish", path: "/", text: "Scheduled test words." },
] as const;

async function shows(base: string, path: string, text: string): Promise<boolean> {
  const r = await fetch(`${base}${path}`, { headers: { "accept-encoding": "identity" } });
  return r.status === 200 && (await r.text()).includes(text);
}

/** Each entry made in the database as the desk's create does; its desk page. */
async function entries(where: DeskData): Promise<Record<(typeof live)[number]["kind"], string>> {
  return withDb(where, async (db) => {
    const content = deskContent(async () => db);
    const made = {
      case: await content.create("Op", drafts.case),
      article: await content.articles.create("Op", drafts.article),
      team: await content.team.create("Op", drafts.team),
      quote: await content.quotes.create("Op", drafts.quote),
    };
    const id = (r: object) => ("id" in r ? String(r.id) : "");
    return {
      case: `/desk/content/${id(made.case)}`,
      article: `/desk/content/articles/${id(made.article)}`,
      team: `/desk/content/team/${id(made.team)}`,
      quote: `/desk/content/quotes/${id(made.quote)}`,
    };
  });
}

/** The start of the first minute at least two minutes ahead (a datetime-local field holds minutes): nothing fires while it is all set up. */
const nextMinute = () => new Date(Math.ceil((Date.now() + 120_000) / 60_000) * 60_000);

/** The due times not yet fired, as stored (ISO, UTC). */
const storedDue = (where: DeskData) =>
  withDb(where, async (db) =>
    (await sql<{ due_at: string }>`select due_at from content_schedules where fired_at is null`.execute(db.kysely)).rows.map(
      (r) => r.due_at,
    ),
  );

/** Every schedule not yet fired moved to `at`, as a nearer time saved would be. */
const moveSchedules = (where: DeskData, at: Date) =>
  withDb(where, (db) => sql`update content_schedules set due_at = ${at.toISOString()} where fired_at is null`.execute(db.kysely));

describe("scheduled publishing, one minute ahead", () => {
  let browser: Browser;
  let page: Page;
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startDeskServer>>;
  const stops: (() => Promise<unknown>)[] = [];
  let due = nextMinute();
  let pg: { a: string; b: string; data: DeskData } | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
    database = await testDatabase("sqlite");
    server = await startDeskServer(database);
  });
  afterAll(async () => {
    await page?.context().close();
    await server?.server.stop();
    for (const stop of stops.reverse()) await stop();
    await database?.drop();
    await browser?.close();
  });

  it("each collection scheduled in the browser, in Brussels time; the desk lists them as scheduled", async () => {
    due = nextMinute();
    const where = { ...database, deskOrigin: server.origin };
    const edit = await entries(where);
    const session = await deskSession(where, "schedule@agency.example", "Schedule Op");
    page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.context().addCookies([browserCookie(server.origin, session.token)]);
    for (const l of live) {
      await page.goto(`${server.origin}${edit[l.kind]}`);
      await page.locator(`[name="${l.field}"]`).fill(brusselsLocal(due));
      await page.getByRole("button", { name: "Save the schedule" }).click();
      await expect.poll(() => page.getByRole("status").allInnerTexts()).toContain("Schedule saved.");
    }
    await page.goto(`${server.origin}/desk/content`);
    const list = await page.locator("#scheduled + ul").innerText();
    const said = new Intl.DateTimeFormat("en-BE", { timeZone: "Europe/Brussels", dateStyle: "medium", timeStyle: "short" }).format(due);
    for (const l of live) expect(list).toContain(`${l.language}: scheduled for ${said}`);
    expect(await storedDue(where)).toEqual(live.map(() => due.toISOString()));
    for (const l of live) expect(await shows(server.server.url, l.path, l.text), l.path).toBe(false);
  });

  it.skipIf(!postgres.enabled)("PostgreSQL: a quote scheduled on one of two instances, the same minute", async () => {
    const { data, a, b } = await twoInstances(stops);
    const { cookie, csrf } = await deskSession(data, "pg@agency.example", "PG Op");
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${a.server.url}${path}`, {
        method: "POST",
        headers: { cookie, origin: a.origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, ...fields }).toString(),
        redirect: "manual",
      });
    const created = await post("/desk/content/quotes/new", {
      intent: "create",
      name: "PG Person",
      company: "PG Company",
      caseStudy: "",
      "nl.text": "Geplande testwoorden.",
      "nl.role": "Testrol",
    });
    const id = created.headers.get("location")!.split("?")[0]!.split("/").at(-1)!;
    const saved = await post(`/desk/content/schedule/${id}`, {
      back: `/desk/content/quotes/${id}`,
      "schedule.nl.publish": brusselsLocal(due),
    });
    expect(saved.status).toBe(302);
    expect(await storedDue(data)).toEqual([due.toISOString()]);
    pg = { a: a.server.url, b: b.server.url, data };
  });

  it("a restart on SQLite keeps the schedule", async () => {
    await server.server.stop();
    server = await startDeskServer(database);
    for (const l of live) expect(await shows(server.server.url, l.path, l.text), l.path).toBe(false);
  });

  it("nothing is live just before the time; each page is within 2 s after it, on every instance", { timeout: 180_000 }, async () => {
    const bases = [server.server.url, ...(pg ? [pg.a, pg.b] : [])];
    const checks = [
      ...live.map((l) => ({ base: server.server.url, path: l.path, text: l.text })),
      ...(pg ? [pg.a, pg.b].map((base) => ({ base, path: "/nl/", text: "Geplande testwoorden." })) : []),
    ];
    const waitUntil = async (t: number) => {
      while (Date.now() < t) await new Promise((r) => setTimeout(r, Math.min(1000, t - Date.now())));
    };
    // The time entered is still ahead (nothing fired: the restart's check); it moves to 8 s from now
    // on each database, time for every instance's scheduler to read it and load its pages' build
    // ahead (it does so a minute ahead), as it would for a time entered.
    due = new Date(Date.now() + 8000);
    await moveSchedules(database, due);
    if (pg) await moveSchedules(pg.data, due);
    // The schedule fires at a time of the wall clock, so the test waits for that time itself. The
    // "not yet" checks run 1.5 s ahead, leaving a busy machine time to finish them before it.
    await waitUntil(due.getTime() - 1500);
    for (const c of checks) expect(await shows(c.base, c.path, c.text), `${c.base}${c.path} before the time`).toBe(false);
    expect(Date.now()).toBeLessThan(due.getTime());
    const after: string[] = [];
    const late: string[] = [];
    await Promise.all(
      checks.map(async (c) => {
        await expect.poll(() => shows(c.base, c.path, c.text), { timeout: due.getTime() + 2000 - Date.now(), interval: 50 }).toBe(true);
        const ms = Date.now() - due.getTime();
        after.push(`${c.path} on instance ${bases.indexOf(c.base)}: ${ms} ms`);
        if (ms > 2000) late.push(`${c.base}${c.path}: ${ms} ms`);
      }),
    );
    console.log(`scheduled publishing, live after the time: ${after.join(", ")}`);
    expect(late).toEqual([]);
    // Fired once: one revision and one audit line per entry, on each database.
    const fired = (where: DeskData) =>
      withDb(where, async (db) =>
        (await db.kysely.selectFrom("desk_audit").select("action").execute())
          .map((r) => r.action)
          .filter((x) => x.endsWith("scheduled-publish")),
      );
    expect((await fired(database)).sort()).toEqual([
      "article-scheduled-publish",
      "content-scheduled-publish",
      "quote-scheduled-publish",
      "team-scheduled-publish",
    ]);
    if (pg) expect(await fired(pg.data)).toEqual(["quote-scheduled-publish"]);
    await page.goto(`${server.origin}/desk/content`);
    expect(await page.locator("#scheduled ~ p").first().innerText()).toBe("Nothing is scheduled.");
  });
});
