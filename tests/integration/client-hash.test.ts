import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clientKey, createContactService, hashClient, limitWindowMs } from "~/contact/intake.server";
import { createStorage, type Storage } from "~/storage/platform/storage.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { deleteExpiredIpKeys } from "~/storage/platform/ip-keys-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";

describe("client key", () => {
  it("an IPv4 address is itself, also when mapped into IPv6", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("an IPv6 client is its /64: privacy addresses of one subscriber are one client", () => {
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:db8:1:2:ffff:eeee:dddd:9"));
    expect(clientKey("2001:0db8:0001:0002:0000:0000:0000:0001")).toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
  });
});

const at = (iso: string) => new Date(iso);
const visitor = (n: number) => ({
  firstName: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  message: `Message number ${n}, long enough.`,
});

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`daily client-address keys on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let storage: Storage;
    let clock = at("2026-03-10T23:30:00Z");

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase(database);
      storage = createStorage(database);
    });
    afterEach(async () => {
      await db.kysely.deleteFrom("contact_notifications").execute();
      await db.kysely.deleteFrom("contact_requests").execute();
      await db.kysely.deleteFrom("app_settings").execute();
    });
    afterAll(async () => {
      await storage?.close();
      await db?.close();
      await database?.drop();
    });

    const service = () => createContactService({ storage, rateLimit: 2, now: () => clock });
    const keys = async () => (await db.kysely.selectFrom("app_settings").selectAll().orderBy("name").execute()).map((r) => r.name);
    const hashes = async () =>
      (await db.kysely.selectFrom("contact_requests").select("ip_hash").orderBy("created_at").execute()).map((r) => r.ip_hash);

    it("the hourly limit holds across midnight, when the key changes", async () => {
      const contact = service();
      clock = at("2026-03-10T23:30:00Z");
      expect((await contact.submit(visitor(1), { language: "en", clientIp: "198.51.100.4" })).kind).toBe("stored");
      expect((await contact.submit(visitor(2), { language: "en", clientIp: "198.51.100.4" })).kind).toBe("stored");
      // Past midnight: a new key, but the window still reaches the two requests of yesterday.
      clock = at("2026-03-11T00:10:00Z");
      expect((await contact.submit(visitor(3), { language: "en", clientIp: "198.51.100.4" })).kind).toBe("throttled");
      expect(await keys()).toEqual(["ip_hash_key:2026-03-10", "ip_hash_key:2026-03-11"]);
      // An hour after the last of them, the client may write again.
      clock = at("2026-03-11T01:20:00Z");
      expect((await contact.submit(visitor(4), { language: "en", clientIp: "198.51.100.4" })).kind).toBe("stored");
    });

    it("one address gives unrelated hashes on two days, and a past day's key is deleted within the window", async () => {
      const contact = service();
      clock = at("2026-03-10T12:00:00Z");
      await contact.submit(visitor(1), { language: "en", clientIp: "198.51.100.4" });
      clock = at("2026-03-11T12:00:00Z");
      await contact.submit(visitor(2), { language: "en", clientIp: "198.51.100.4" });
      const [day1, day2] = await hashes();
      expect(day1).not.toBe(day2);

      // At 00:30 the previous day's key is still needed for the window; at 01:00 it goes.
      expect(await deleteExpiredIpKeys(db, at("2026-03-11T00:30:00Z"), limitWindowMs)).toBe(0);
      expect(await deleteExpiredIpKeys(db, at("2026-03-11T01:00:00Z"), limitWindowMs)).toBe(1);
      expect(await keys()).toEqual(["ip_hash_key:2026-03-11"]);
      // No key left reproduces the first day's hash: it can no longer be tied to the address.
      const left = await db.kysely.selectFrom("app_settings").select("value").execute();
      expect(left.map((k) => hashClient(k.value, clientKey("198.51.100.4")))).not.toContain(day1);
      expect(left.map((k) => hashClient(k.value, clientKey("198.51.100.4")))).toContain(day2);
    });

    it("an IPv6 client changing its interface bits stays one client to the limit", async () => {
      const contact = service();
      clock = at("2026-03-10T10:00:00Z");
      expect((await contact.submit(visitor(1), { language: "en", clientIp: "2001:db8:1:2::1" })).kind).toBe("stored");
      expect((await contact.submit(visitor(2), { language: "en", clientIp: "2001:db8:1:2:a:b:c:d" })).kind).toBe("stored");
      expect((await contact.submit(visitor(3), { language: "en", clientIp: "2001:db8:1:2:ffff::9" })).kind).toBe("throttled");
      // Another /64 is another client.
      expect((await contact.submit(visitor(4), { language: "en", clientIp: "2001:db8:1:3::1" })).kind).toBe("stored");
    });
  });
}
