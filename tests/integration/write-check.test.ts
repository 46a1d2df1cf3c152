/**
 * /readyz's write check (app/storage/platform/write-check.server.ts) on both databases: the probe's upsert,
 * its interval, a failed write's minute, and the causes read from each database's own errors.
 * The server's whole story on a disk that really fills up is in disk-full.test.ts.
 */
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "~/contact/intake.server";
import { createStorage, type Storage } from "~/storage/platform/storage.server";
import { createWriteCheck, failureHoldMs, probeSettingName, writeProblemOf } from "~/storage/platform/write-check.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";

/** The error each database gives a write when its disk is full, as the drivers raise it. */
const diskFull = {
  sqlite: Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }),
  postgres: Object.assign(new Error('could not extend file "base/16384/16385": No space left on device'), { code: "53100" }),
};

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the write check on ${backend.name}`, () => {
    let database: TestDatabase;
    let storage: Storage;
    let now = 0;
    const clock = () => now;
    const probeValue = async () =>
      (
        await (
          await storage.get()
        ).kysely
          .selectFrom("app_settings")
          .select("value")
          .where("name", "=", probeSettingName)
          .executeTakeFirst()
      )?.value;

    beforeAll(async () => {
      database = await testDatabase(backend.name);
    });
    afterAll(async () => {
      await database?.drop();
    });
    afterEach(async () => {
      await storage?.close();
    });

    it("writable: the probe upserts one row, at most once per interval whoever asks", async () => {
      storage = createStorage(database);
      now = Date.parse("2026-11-28T10:00:00Z");
      const check = createWriteCheck(storage, { probeEveryMs: 5_000, now: clock });
      const asked = await Promise.all([check.state(), check.state(), check.state()]);
      expect(asked).toEqual(Array(3).fill({ database: "up", disk: "ok" }));
      expect(await probeValue()).toBe("2026-11-28T10:00:00.000Z");
      now += 4_999;
      await check.state();
      expect(await probeValue()).toBe("2026-11-28T10:00:00.000Z");
      now += 1;
      await check.state();
      expect(await probeValue()).toBe("2026-11-28T10:00:05.000Z");
      // Always the same row, never one per probe.
      const rows = await (
        await storage.get()
      ).kysely
        .selectFrom("app_settings")
        .select("name")
        .where("name", "=", probeSettingName)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("a write that failed for want of room holds the instance out until a probe measures the room back, or for its minute", async () => {
      storage = createStorage(database);
      now = Date.parse("2026-11-28T11:00:00Z");
      const check = createWriteCheck(storage, { probeEveryMs: 5_000, now: clock });
      expect(await check.state()).toEqual({ database: "up", disk: "ok" });
      check.failed(diskFull[backend.name]);
      // The probe made before the failure proves nothing about it.
      expect(await check.state()).toEqual({ database: "up", disk: "full" });
      now += 5_000;
      // SQLite: the probe measures DATA_DIR's free space (there is room here) and writes: over.
      // PostgreSQL: its disk is the server's, and a tiny update fits where a request may not: held.
      expect(await check.state()).toEqual({ database: "up", disk: backend.name === "sqlite" ? "ok" : "full" });
      now += failureHoldMs;
      expect(await check.state()).toEqual({ database: "up", disk: "ok" });
      // A request stored after a failure ends it at once.
      check.failed(diskFull[backend.name]);
      expect((await check.state()).disk).toBe("full");
      check.succeeded();
      expect((await check.state()).disk).toBe("ok");
      // A failure that is not the storage's (a lost connection) is no reason to call the disk full.
      check.failed(new Error("Connection terminated unexpectedly"));
      expect(await check.state()).toEqual({ database: "up", disk: "ok" });
    });

    it("a read-only database: the probe finds it, a refused request is counted as read_only, and nothing is written", async () => {
      let readOnly: Storage;
      if (backend.name === "sqlite") {
        storage = createStorage(database);
        // The connection the server holds, made read-only (as a file system remounted read-only is).
        await sql`pragma query_only = on`.execute((await storage.get()).kysely);
        readOnly = storage;
      } else {
        // Migrated first; then every session read-only, as on a standby or with default_transaction_read_only.
        await createStorage(database)
          .get()
          .then((db) => db.close());
        const url = new URL(database.databaseUrl!);
        url.searchParams.set("options", "-c default_transaction_read_only=on");
        storage = createStorage({ ...database, databaseUrl: url.toString() });
        readOnly = storage;
      }
      now = Date.parse("2026-11-28T12:00:00Z");
      const check = createWriteCheck(readOnly, { probeEveryMs: 5_000, now: clock });
      expect(await check.state()).toEqual({ database: "read-only", disk: "ok" });

      const failures: unknown[] = [];
      const service = createContactService({ storage: readOnly, rateLimit: 100, onStore: (error) => error && failures.push(error) });
      const outcome = await service.submit(
        { firstName: "Noor", email: "noor@example.com", message: "A request the database cannot take." },
        { language: "en", clientIp: "192.0.2.7" },
      );
      expect(outcome).toEqual({ kind: "unavailable" });
      expect(failures.map(writeProblemOf)).toEqual(["read-only"]);
      const stored = await (await readOnly.get()).kysely.selectFrom("contact_requests").select("id").execute();
      expect(stored).toEqual([]);

      if (backend.name === "sqlite") {
        // Writable again: the next probe says so by itself.
        await sql`pragma query_only = off`.execute((await storage.get()).kysely);
        now += 5_000;
        expect(await check.state()).toEqual({ database: "up", disk: "ok" });
      }
    });
  });
}
