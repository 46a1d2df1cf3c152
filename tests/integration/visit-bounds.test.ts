/**
 * Bounds on what a stranger can make the visit counter keep (issue 34), on each database: one
 * client claiming a new user agent with every view keeps at most `visitAgentsPerClient` visits a
 * day; and erasing a person also empties the campaign values a link put their address in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eraseContact } from "~/contact/erasure.server";
import { createStorage } from "~/storage/platform/storage.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { createVisitCounter, visitAgentsPerClient } from "~/visits/visits.server";
import type { PageView } from "~/visits/page-view";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { pageView } from "../support/page-view";

const at = new Date("2026-11-26T10:00:00.000Z");
const view = (over: Partial<PageView> = {}): PageView => pageView("/", over);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`visit bounds on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase(database);
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    it("one client with a new user agent on each of 300 views keeps at most the bound of visits; another client is not affected", async () => {
      const storage = createStorage(database);
      const counter = createVisitCounter({ storage, now: () => at, flushEveryMs: 60_000 });
      for (let i = 0; i < 300; i++) counter.count(view(), { ip: "2001:db8:aa:bb::1", userAgent: `Robot/${i}` });
      counter.count(view(), { ip: "198.51.100.7", userAgent: "Firefox" });
      await counter.flush();
      await counter.close();
      await storage.close();
      const visits = await db.kysely.selectFrom("visits").select("key").execute();
      expect(visits.length).toBe(visitAgentsPerClient + 1 + 1);
      await db.kysely.deleteFrom("visits").execute();
    });

    it("erasing a person empties the campaign values that held their address, in visits in progress and daily counts", async () => {
      const storage = createStorage(database);
      const counter = createVisitCounter({ storage, now: () => at, flushEveryMs: 60_000 });
      const planted = view({
        utmSource: "newsletter",
        utmCampaign: "for Jan.Peeters@Firm.example",
        utmContent: "jan.peeters@firm.example",
      });
      counter.count(planted, { ip: "203.0.113.9", userAgent: "Firefox" });
      counter.count(view({ utmSource: "newsletter", utmCampaign: "autumn" }), { ip: "203.0.113.10", userAgent: "Firefox" });
      await counter.flush();
      await counter.close();
      await storage.close();
      await eraseContact(db, database.dataDir, "jan.peeters@firm.example");
      const visits = await db.kysely.selectFrom("visits").selectAll().execute();
      const text = JSON.stringify(visits).toLowerCase();
      expect(text).not.toContain("jan.peeters@firm.example");
      expect(visits.map((v) => v.utm_campaign).sort()).toEqual(["autumn", null]);
      const counts = await db.kysely.selectFrom("page_views").select(["utm_campaign"]).execute();
      expect(JSON.stringify(counts).toLowerCase()).not.toContain("jan.peeters@firm.example");
      expect(counts.map((c) => c.utm_campaign)).toContain("autumn");
    });
  });
}
