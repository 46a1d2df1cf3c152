/**
 * The audit of failed sign-ins, on SQLite and PostgreSQL: at most one line per client (an IPv6 /64,
 * an IPv4 address) and minute, carrying the number of failures it stands for.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientKey } from "~/contact/intake.server";
import { recordFailure, relyingParty } from "~/desk/passkeys.server";
import { defaultLogger } from "~/platform/log.server";
import { openDatabase, type Db } from "~/storage/database.server";
import { listAudit } from "~/storage/desk-audit-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";

const start = Date.parse("2030-03-04T10:20:00.000Z");

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`failed sign-ins in the audit on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    it("50 failures from one /64 in a minute are one line with their count; a second /64 a second line; the next minute a new line", async () => {
      let now = start + 5_000;
      const rp = relyingParty({
        db: async () => db,
        origin: "https://desk.agency.test",
        rpId: "desk.agency.test",
        rpName: "Lead desk",
        logger: defaultLogger(),
        now: () => now,
      });
      const failed = async () => (await listAudit(db, { limit: 100, offset: 0 })).filter((e) => e.action === "failed sign-in");
      // Fifty addresses of one /64, one failure each, within the minute.
      for (let i = 1; i <= 50; i++) {
        now = start + 5_000 + i * 1000;
        await recordFailure(rp, db, clientKey(`2001:db8:aa:1::${i.toString(16)}`), undefined, "unknown passkey");
      }
      let lines = await failed();
      expect(lines).toHaveLength(1);
      expect(lines[0]!.detail).toMatch(/^unknown passkey \(50 failed sign-ins from client [0-9a-f]{8} in the minute from 10:20 UTC\)$/);

      // Another /64 in the same minute: its own line.
      await recordFailure(rp, db, clientKey("2001:db8:aa:2::1"), undefined, "unknown passkey");
      lines = await failed();
      expect(lines).toHaveLength(2);
      expect(lines.map((l) => l.detail).filter((d) => /\(client [0-9a-f]{8}\)$/.test(d))).toHaveLength(1);

      // The first /64 again in the next minute: a new line, the first one keeps its 50.
      now = start + 60_000 + 1_000;
      await recordFailure(rp, db, clientKey("2001:db8:aa:1::99"), undefined, "no user handle");
      lines = await failed();
      expect(lines).toHaveLength(3);
      expect(lines.filter((l) => l.detail.includes("(50 failed sign-ins"))).toHaveLength(1);
      expect(lines[0]!.detail).toMatch(/^no user handle \(client [0-9a-f]{8}\)$/);
    });
  });
}
