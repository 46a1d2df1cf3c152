/**
 * The short reference a visitor reads over the phone (`NW-2611-042`): given in the request's own
 * transaction, unique per day in Brussels even when instances store at once, never handed out twice
 * in a day, given to the requests stored before it existed, and what the desk finds a lead by.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createContactService, type ContactService } from "~/contact/intake.server";
import { eraseContact } from "~/contact/erasure.server";
import { createStorage, type Storage } from "~/storage/platform/storage.server";
import { openDatabase, openSqliteFile, sqliteFileName, type Db, type StorageConfig } from "~/storage/platform/database.server";
import { getLead } from "~/storage/requests/leads-store.server";
import { parseFilter } from "~/desk/inbox/lead-filter";
import { exportLeads, listLeads } from "~/storage/requests/inbox-store.server";
import { migrationProvider } from "~/storage/migrations/index.server";
import { backends, testDatabase, type TestDatabase, postgresEnabled } from "../support/databases";

const person = (n: number) => ({
  firstName: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  message: `Hello, this is message number ${n}.`,
});
/** A client of its own per request: the rate limit is not what is tested here. */
const meta = (n: number) => ({ language: "en" as const, clientIp: `198.51.100.${n % 250}`, userAgent: "test" });

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`short references on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    const storages: Storage[] = [];

    /** One server instance: its own storage (on PostgreSQL, its own pool of connections). */
    function instance(now: () => Date): ContactService {
      const storage = createStorage(database);
      storages.push(storage);
      return createContactService({ storage, rateLimit: 1_000, now });
    }

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase(database);
    });
    afterEach(async () => {
      await Promise.all(storages.splice(0).map((s) => s.close()));
      await db.kysely.deleteFrom("contact_notifications").execute();
      await db.kysely.deleteFrom("contact_requests").execute();
      await db.kysely.deleteFrom("reference_counters").execute();
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    // Several instances share PostgreSQL; SQLite is one process (two connections to one file in one
    // process block each other's event loop: not a deployment this app supports).
    const instances = backend.name === "postgres" ? "two instances" : "one instance";
    it(`${instances} storing 60 requests at once give 60 different numbers of the same day, 1 to 60`, async () => {
      const at = () => new Date("2026-11-26T10:00:00.000Z");
      const first = instance(at);
      const second = backend.name === "postgres" ? instance(at) : first;
      const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? first : second)!.submit(person(i), meta(i))));
      const references = outcomes.map((o) => (o.kind === "stored" ? o.reference : o.kind));
      for (const reference of references) expect(reference).toMatch(/^NW-2611-\d{3}$/);
      expect(new Set(references).size).toBe(60);
      expect(references.map((r) => Number(r.slice(-3))).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      // Stored with the request: the visitor's reference is the row's.
      const rows = await db.kysely
        .selectFrom("contact_requests")
        .select(["id", "reference", "reference_day", "reference_number"])
        .execute();
      expect(rows).toHaveLength(60);
      for (const outcome of outcomes) {
        if (outcome.kind !== "stored") continue;
        const row = rows.find((r) => r.id === outcome.id);
        expect(row?.reference).toBe(outcome.reference);
        expect(row?.reference_day).toBe("2026-11-26");
      }
    });

    it("counts each day in Brussels from 1, and never gives an erased request's number again", async () => {
      let now = new Date("2026-11-25T22:58:00.000Z"); // 23:58 in Brussels
      const service = instance(() => now);
      const stored = async (n: number) => {
        const outcome = await service.submit(person(n), meta(n));
        if (outcome.kind !== "stored") throw new Error(outcome.kind);
        return outcome.reference;
      };
      expect(await stored(1)).toBe("NW-2511-001");
      expect(await stored(2)).toBe("NW-2511-002");
      await eraseContact(db, database.dataDir, person(2).email);
      expect(await stored(3)).toBe("NW-2511-003");
      now = new Date("2026-11-25T23:01:00.000Z"); // 00:01 on the 26th in Brussels, still the 25th in UTC
      expect(await stored(4)).toBe("NW-2611-001");
      // Spam and throttled requests are stored too, and keep their own number.
      const spam = await service.submit(person(5), { ...meta(5), spamReasons: [{ kind: "honeypot" }] });
      expect(spam).toMatchObject({ kind: "spam", reference: "NW-2611-002" });
    });

    it("the desk finds a lead by its reference, as typed or as read out, and shows and exports it", async () => {
      const service = instance(() => new Date("2026-03-09T09:00:00.000Z"));
      const outcomes = [];
      for (let i = 0; i < 12; i++) outcomes.push(await service.submit(person(i), meta(i)));
      const twelfth = outcomes[11]!;
      if (twelfth.kind !== "stored") throw new Error(twelfth.kind);
      expect(twelfth.reference).toBe("NW-0903-012");
      for (const q of ["NW-0903-012", "nw-0903-012", "nw 0903 12", "0903-012", "NW0903012"]) {
        const found = await listLeads(db, parseFilter(new URLSearchParams({ q })), 1);
        expect(
          found.leads.map((l) => l.id),
          q,
        ).toEqual([twelfth.id]);
      }
      // A part of it finds every lead of that day.
      expect((await listLeads(db, parseFilter(new URLSearchParams({ q: "0903" })), 1)).total).toBe(12);
      expect((await getLead(db, twelfth.id))?.reference).toBe("NW-0903-012");
      const exported = await exportLeads(db, parseFilter(new URLSearchParams({ q: "NW-0903-012" })));
      expect(exported.map((r) => [r.id, r.reference])).toEqual([[twelfth.id, "NW-0903-012"]]);
    });
  });
}

/** A database at 0013 (before references), with requests of two days in it. */
async function requestsBefore0014(kysely: Kysely<unknown>) {
  const migrated = await new Migrator({ db: kysely, provider: migrationProvider }).migrateTo("0013_desk_passkey_details");
  expect(migrated.error).toBeUndefined();
  for (const [id, createdAt] of [
    ["b", "2026-11-25T09:00:00.000Z"],
    ["a", "2026-11-25T23:30:00.000Z"], // 00:30 on the 26th in Brussels
    ["c", "2026-11-25T08:00:00.000Z"],
    ["d", "2026-11-26T10:00:00.000Z"],
  ] as const) {
    await sql`insert into contact_requests (id, first_name, email, email_key, message, language, status, ip_hash, created_at)
      values (${id}, 'Old', ${`${id}@example.be`}, ${`${id}@example.be`}, 'Hello there', 'en', 'accepted', 'x', ${createdAt})`.execute(
      kysely,
    );
  }
}

async function expectBackfilled(db: Db, config: StorageConfig) {
  const rows = await db.kysely.selectFrom("contact_requests").select(["id", "reference"]).orderBy("id").execute();
  expect(rows).toEqual([
    { id: "a", reference: "NW-2611-001" },
    { id: "b", reference: "NW-2511-002" },
    { id: "c", reference: "NW-2511-001" },
    { id: "d", reference: "NW-2611-002" },
  ]);
  // The next request of the 26th goes on from there.
  const storage = createStorage(config);
  try {
    const service = createContactService({ storage, rateLimit: 100, now: () => new Date("2026-11-26T12:00:00.000Z") });
    expect(await service.submit(person(1), meta(1))).toMatchObject({ kind: "stored", reference: "NW-2611-003" });
  } finally {
    await storage.close();
  }
}

describe("requests stored before references existed", () => {
  it("SQLite: get theirs, day by day in the order they came", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "references-"));
    const old = openSqliteFile(join(dataDir, sqliteFileName));
    await requestsBefore0014(old.kysely as Kysely<unknown>);
    await old.close();
    const db = await openDatabase({ dataDir });
    try {
      await expectBackfilled(db, { dataDir });
    } finally {
      await db.close();
    }
  });

  it.skipIf(!postgresEnabled)("PostgreSQL: get theirs, day by day in the order they came", async () => {
    const database = await testDatabase("postgres");
    const old = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.databaseUrl }) }) });
    try {
      await requestsBefore0014(old);
    } finally {
      await old.destroy();
    }
    const db = await openDatabase(database);
    try {
      await expectBackfilled(db, database);
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
