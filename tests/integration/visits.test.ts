/**
 * Page views counted in memory and added to the database (issue 17, items 5-7): flushed as
 * additive upserts, so two instances on one PostgreSQL add up; a database outage loses no count;
 * campaign values a visitor makes up cannot grow memory or rows without bound; the report adds
 * visits and leads by source and by landing page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage, openDatabase, type Db, type Storage } from "~/services/storage/database.server";
import { createVisitCounter, referrerOf, type PageView } from "~/services/visits.server";
import { pageViewsSince } from "~/services/storage/visit-store.server";
import { visitReport } from "~/services/report.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";

const at = new Date("2026-11-23T10:00:00Z");
const view = (over: Partial<PageView> = {}): PageView => ({
  path: "/labs",
  language: "en",
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  entry: true,
  notFound: false,
  ...over,
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`visit counter on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    const storages: Storage[] = [];

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase(database);
    });
    afterAll(async () => {
      for (const s of storages) await s.close();
      await db?.close();
      await database?.drop();
    });

    const instance = () => {
      const storage = createStorage(database);
      storages.push(storage);
      return createVisitCounter({ storage, now: () => at, flushEveryMs: 60_000 });
    };

    it("two instances counting the same pages add up, flush after flush", async () => {
      const a = instance();
      const b = instance();
      for (let i = 0; i < 30; i++) a.count(view({ utmSource: "linkedin", utmCampaign: "autumn" }));
      for (let i = 0; i < 12; i++) b.count(view({ utmSource: "linkedin", utmCampaign: "autumn" }));
      for (let i = 0; i < 5; i++) b.count(view({ path: "/contact", entry: false }));
      b.count(view({ path: "/no-such-page", notFound: true }));
      // PostgreSQL: at the same moment, as two servers do. SQLite (one server per file): in turn,
      // since both connections live in this one thread.
      if (backend.name === "postgres") await Promise.all([a.flush(), b.flush()]);
      else for (const c of [a, b]) await c.flush();
      a.count(view({ utmSource: "linkedin", utmCampaign: "autumn" }));
      await a.close();
      await b.close();
      expect(a.pending() + b.pending()).toBe(0);
      const rows = await pageViewsSince(db, "2026-11-23");
      const campaign = rows.find((r) => r.utm_source === "linkedin");
      expect(campaign).toMatchObject({ day: "2026-11-23", path: "/labs", language: "en", utm_campaign: "autumn", entry: 1, views: 43 });
      expect(rows.find((r) => r.path === "/contact")).toMatchObject({ entry: 0, views: 5 });
      expect(rows.find((r) => r.not_found === 1)).toMatchObject({ path: "/no-such-page", views: 1 });
      // Nothing that could identify a visitor has a column to go in.
      expect(Object.keys(campaign!).sort()).toEqual(
        ["day", "entry", "language", "not_found", "path", "referrer_host", "utm_campaign", "utm_medium", "utm_source", "views"].sort(),
      );

      const report = await visitReport(db, 30, at);
      expect(report.totals).toMatchObject({ pageViews: 48, visits: 43, notFound: 1, leads: 0 });
      expect(report.bySource).toEqual([{ key: "linkedin", visits: 43, leads: 0, conversion: 0 }]);
      expect(report.perDay.at(-1)).toEqual({ day: "2026-11-23", pageViews: 48, visits: 43, leads: 0, spam: 0 });
      expect(report.perDay).toHaveLength(30);
      await db.kysely.deleteFrom("page_views").execute();
    });

    it("made-up campaign values beyond the bound are counted as (other), never dropped", async () => {
      const storage = createStorage(database);
      storages.push(storage);
      const counter = createVisitCounter({ storage, now: () => at, maxKeys: 10 });
      for (let i = 0; i < 100; i++) counter.count(view({ utmSource: `spam-${i}` }));
      await counter.close();
      const rows = await pageViewsSince(db, "2026-11-23");
      expect(rows).toHaveLength(11);
      expect(rows.reduce((n, r) => n + r.views, 0)).toBe(100);
      expect(rows.find((r) => r.utm_source === "(other)")?.views).toBe(90);
      await db.kysely.deleteFrom("page_views").execute();
    });
  });
}

describe("visit counter without its database", () => {
  it("keeps the counts when a flush fails and writes them once the database is back", async () => {
    const database = await testDatabase("sqlite");
    let down = true;
    const real = createStorage(database);
    const storage = { get: () => (down ? Promise.reject(new Error("database down")) : real.get()) };
    const counter = createVisitCounter({ storage, now: () => at });
    for (let i = 0; i < 7; i++) counter.count(view());
    await expect(counter.flush()).rejects.toThrow("database down");
    expect(counter.pending()).toBe(7);
    counter.count(view());
    down = false;
    await counter.close();
    const db = await real.get();
    expect((await pageViewsSince(db, "2026-11-23"))[0]?.views).toBe(8);
    await real.close();
  });
});

describe("referrer of a view", () => {
  it("this site's pages are moves between pages; another host is an arrival, by host only", () => {
    expect(referrerOf("https://www.agency.test/labs?utm_source=x", ["127.0.0.1:3000", "www.agency.test"])).toEqual({ referrerHost: null, entry: false });
    expect(referrerOf("https://www.google.com/search?q=crm", ["www.agency.test"])).toEqual({ referrerHost: "www.google.com", entry: true });
    expect(referrerOf(undefined, ["www.agency.test"])).toEqual({ referrerHost: null, entry: true });
    expect(referrerOf("android-app://com.linkedin.android/", ["www.agency.test"])).toEqual({ referrerHost: null, entry: true });
  });
});
