/**
 * "Close the others too" (the desk's lead page, after closing one of a person's several open
 * requests), on SQLite and PostgreSQL: which requests are the person's other open ones, and the
 * action that closes those of them the page listed, in one transaction and one audit line. The
 * browser flow is tests/e2e/desk-close-others.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskActions } from "~/desk/actions.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { listAudit } from "~/storage/operators/desk-audit-store.server";
import type { Operator } from "~/storage/operators/desk-store.server";
import { openOthers } from "~/storage/requests/close-others-store.server";
import { getLead } from "~/storage/requests/leads-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { seedLeads } from "../support/desk";

const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000);
const who = { id: "op-1", name: "Owner" } as Operator;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`closing a person's other open requests on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let ids: Record<"first" | "second" | "third" | "answered" | "stranger", string>;

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      const [first, second, third, answered, stranger] = await seedLeads(database, [
        { firstName: "Dana", email: "dana@acme.example", message: "First", createdAt: hoursAgo(50) },
        { firstName: "Dana", email: "dana@acme.example", message: "Second", createdAt: hoursAgo(20) },
        { firstName: "Dana", email: "dana@acme.example", message: "Third", createdAt: hoursAgo(2) },
        { firstName: "Dana", email: "dana@acme.example", message: "Old", createdAt: hoursAgo(90), leadStatus: "replied" },
        { firstName: "Eli", email: "eli@acme.example", message: "Same firm, another person", createdAt: hoursAgo(3) },
      ]);
      ids = { first: first!, second: second!, third: third!, answered: answered!, stranger: stranger! };
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    it("lists the person's other open requests, oldest first: not the request itself, not answered ones, not another address", async () => {
      expect((await openOthers(db, ids.first, 50)).map((o) => o.id)).toEqual([ids.second, ids.third]);
      expect((await openOthers(db, ids.first, 1)).map((o) => o.id)).toEqual([ids.second]);
      expect(await openOthers(db, ids.stranger, 50)).toEqual([]);
      expect(await openOthers(db, "no-such-request", 50)).toEqual([]);
    });

    it("closes only the listed ones still open from that address, in one audited action; a stranger's id posted with them is left alone", async () => {
      const seconds: number[] = [];
      const act = deskActions({
        db: async () => db,
        dataDir: database.dataDir,
        onQueued: () => {},
        onFirstReply: (s) => seconds.push(s),
        release: async () => "not-spam",
      });
      // "Mark as replied" on the first (a status change alone records no first reply, issue 36).
      expect(await act.markReplied(who, ids.first)).toBe("done");
      const before = (await listAudit(db, { limit: 100, offset: 0 })).length;
      // The page posts the ids it listed; a hostile post adds a stranger's, an answered one, and made-up ones.
      const posted = [ids.second, ids.third, ids.stranger, ids.answered, ids.first, "no-such-request", ids.second];
      expect(await act.closeOthers(who, ids.first, posted, "replied")).toBe(2);
      for (const id of [ids.second, ids.third]) {
        const lead = await getLead(db, id);
        expect(lead?.leadStatus).toBe("replied");
        expect(lead?.firstReplyAt).not.toBeNull();
        expect(lead?.history.map((e) => [e.kind, e.detail, e.operator])).toContainEqual(["status", "new → replied", "Owner"]);
      }
      expect((await getLead(db, ids.stranger))?.leadStatus).toBe("new");
      expect((await getLead(db, ids.answered))?.leadStatus).toBe("replied");
      // The first reply's wait observed for the first and for each of the two others.
      expect(seconds).toHaveLength(3);
      const lines = await listAudit(db, { limit: 100, offset: 0 });
      expect(lines).toHaveLength(before + 1);
      expect(lines[0]).toMatchObject({ operator: "Owner", action: "status change", requestId: ids.first });
      expect(lines[0]!.detail).toBe(`new → replied: 2 other open request(s) from this address (${ids.second}, ${ids.third})`);

      // Nothing left to close: no audit line; an unknown lead: undefined.
      expect(await act.closeOthers(who, ids.first, [ids.second, ids.third], "spam")).toBe(0);
      expect((await listAudit(db, { limit: 100, offset: 0 })).length).toBe(before + 1);
      expect(await act.closeOthers(who, "no-such-request", [ids.stranger], "spam")).toBeUndefined();
      expect((await getLead(db, ids.stranger))?.leadStatus).toBe("new");
    });
  });
}
