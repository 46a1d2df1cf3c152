/** Migrations replayed on a database an earlier version wrote: what they did then, they do now. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase, openSqliteFile, sqliteFileName } from "~/storage/platform/database.server";
import { eraseByEmail } from "~/storage/requests/retention-store.server";
import { migrationProvider } from "~/storage/migrations/index.server";

describe("migrations on a database from before 0002", () => {
  it("an address stored with capitals and accents is limited and erased by its one key", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "migrations-"));
    const old = openSqliteFile(join(dataDir, sqliteFileName));
    const to0001 = await new Migrator({ db: old.kysely, provider: migrationProvider }).migrateTo("0001_contact_requests");
    expect(to0001.error).toBeUndefined();
    for (const [id, email] of [
      ["a", "Émilie@Example.BE"],
      ["b", "  émilie@example.be "],
      ["c", "someone@example.be"],
    ]) {
      await sql`insert into contact_requests (id, first_name, email, message, language, status, ip_hash, created_at)
        values (${id}, 'Émilie', ${email}, 'Hello', 'fr', 'accepted', 'x', '2026-01-01T00:00:00.000Z')`.execute(old.kysely);
    }
    await old.close();

    const db = await openDatabase({ dataDir });
    try {
      const keys = await db.kysely.selectFrom("contact_requests").select(["id", "email_key"]).orderBy("id").execute();
      expect(keys).toEqual([
        { id: "a", email_key: "émilie@example.be" },
        { id: "b", email_key: "émilie@example.be" },
        { id: "c", email_key: "someone@example.be" },
      ]);
      // The right to erasure reaches both rows written before the key existed.
      expect((await eraseByEmail(db, "ÉMILIE@example.be")).requests).toBe(2);
    } finally {
      await db.close();
    }
  });
});
