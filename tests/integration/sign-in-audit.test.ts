/**
 * The audit of failed sign-ins, on SQLite and PostgreSQL: at most one line per client (an IPv6 /64,
 * an IPv4 address) and minute, carrying the number of failures it stands for, and past the first
 * clients of a minute one line for all the others. And the limits on a clock the test turns: a flood
 * of unknown passkeys is refused until its minute has passed, the operator's passkey never is.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientKey } from "~/contact/intake.server";
import {
  recordFailure,
  relyingParty,
  signIn,
  signInAttemptLimit,
  signInAuditLinesPerMinute,
  signInGlobalLimitPerMinute,
  signInOptions,
  signInWindowMs,
} from "~/access/passkeys.server";
import { defaultLogger } from "~/platform/log.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { listAudit } from "~/storage/operators/desk-audit-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { assertion, softPasskey, storeOperatorWithPasskey } from "../support/passkey";

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

    const party = (clock: () => number) =>
      relyingParty({
        db: async () => db,
        origin: "https://desk.agency.test",
        rpId: "desk.agency.test",
        rpName: "Lead desk",
        logger: defaultLogger(),
        now: clock,
      });
    /** The failed sign-ins of the audit written in the minute from `minute`. */
    const failedIn = async (minute: number) =>
      (await listAudit(db, { limit: 500, offset: 0 })).filter(
        (e) => e.action === "failed sign-in" && e.at.slice(0, 16) === new Date(minute).toISOString().slice(0, 16),
      );

    it("past the first clients of a minute, the others' failures share one line, counted even when they come at once", async () => {
      const minute = start + 2 * 60_000;
      const rp = party(() => minute + 30_000);
      // Fifty /64s fail at once, one failure each.
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          recordFailure(rp, db, clientKey(`2001:db8:bb:${i.toString(16)}::1`), undefined, "unknown passkey"),
        ),
      );
      let lines = await failedIn(minute);
      expect(lines).toHaveLength(signInAuditLinesPerMinute + 1);
      const others = `(${50 - signInAuditLinesPerMinute} failed sign-ins in the minute from 10:22 UTC from clients past the first ${signInAuditLinesPerMinute}, one line for all of them)`;
      expect(lines.filter((l) => l.detail === `unknown passkey ${others}`)).toHaveLength(1);
      expect(lines.filter((l) => /^unknown passkey \(client [0-9a-f]{8}\)$/.test(l.detail))).toHaveLength(signInAuditLinesPerMinute);

      // A client with a line of its own keeps it; a client among the others adds to theirs.
      await recordFailure(rp, db, clientKey("2001:db8:bb:0::2"), undefined, "no user handle");
      await recordFailure(rp, db, clientKey("2001:db8:bb:31::2"), undefined, "no user handle");
      lines = await failedIn(minute);
      expect(lines).toHaveLength(signInAuditLinesPerMinute + 1);
      expect(
        lines.filter((l) => /^no user handle \(2 failed sign-ins from client [0-9a-f]{8} in the minute from 10:22 UTC\)$/.test(l.detail)),
      ).toHaveLength(1);
      expect(
        lines.filter((l) => l.detail.startsWith(`no user handle (${51 - signInAuditLinesPerMinute} failed sign-ins in the minute`)),
      ).toHaveLength(1);
    });

    // Seen failing before the fix: the operator's options and assertion were refused (429) for the minute.
    it("110 failures from 11 /64s, each naming an unknown passkey: the operator signs in at once from a clean address; unknown passkeys wait for the minute, failed clients for their 15", async () => {
      let now = start + 10 * 60_000;
      const rp = party(() => now);
      const passkey = softPasskey(`op-${backend.name}`);
      await storeOperatorWithPasskey(db, passkey, { email: "anna@agency.example", name: "Anna" });
      const unknown = (client: string) =>
        signIn(rp, client, "x", { id: randomUUID(), response: {} } as never).then((r) => (r.ok ? 200 : r.status));

      const statuses: number[] = [];
      for (let net = 1; net <= 11; net++) {
        for (let i = 1; i <= signInAttemptLimit; i++) statuses.push(await unknown(`2001:db8:cc:${net.toString(16)}::${i.toString(16)}`));
      }
      expect(statuses).toEqual([...Array(signInGlobalLimitPerMinute).fill(403), ...Array(110 - signInGlobalLimitPerMinute).fill(429)]);
      // The bound still holds a flood: an unknown passkey from a fresh client is refused.
      expect(await unknown("2001:db8:cc:ff::1")).toBe(429);

      // The operator, from an address with no failures: a challenge, and her passkey is verified.
      const options = await signInOptions(rp, "192.0.2.10");
      if ("error" in options) throw new Error(`no challenge: ${options.error}`);
      const { challenge } = options.options as { challenge: string };
      const response = assertion(passkey, { challenge, origin: "https://desk.agency.test", rpId: "desk.agency.test" });
      const result = await signIn(rp, "192.0.2.10", options.challengeId, response);
      expect(result).toMatchObject({ ok: true, cookie: expect.stringMatching(/^__Host-desk-session=/) });

      // Once the minute has passed, an unknown passkey from a fresh client is looked at again...
      now += 60_000;
      expect(await unknown("2001:db8:cc:fe::1")).toBe(403);
      // ...while a client that failed 10 times waits for its 15 minutes.
      expect(await signInOptions(rp, "2001:db8:cc:1::ffff")).toEqual({ error: "too-many", status: 429 });
      now += signInWindowMs;
      expect(await signInOptions(rp, "2001:db8:cc:1::ffff")).toMatchObject({ challengeId: expect.any(String) });
    });
  });
}
