/**
 * Addresses that can change, in the store and through export/import, on both databases: a
 * published case study renamed twice leaves its old addresses (each published language) leading
 * to the newest, in one revision and audit line each; one language renamed moves only that
 * language's address; a draft-only rename leaves none; a taken (in that language) or malformed
 * address is refused, per language, with nothing changed; an entry stored before 0043 has its one
 * address in every language; `content export` writes redirects.json and an
 * import into another database brings the redirects back with the entries.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, openSqliteFile, sqliteFileName } from "~/storage/platform/database.server";
import { migrationProvider } from "~/storage/migrations/index.server";
import { listRedirects, renameEntry } from "~/cms/slugs/redirects-store.server";
import { deskContent } from "~/cms/content.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { contactsCli, withDb } from "../support/desk";

const draft = (slug: string) => ({
  shared: { slug, tags: ["crm"], platforms: [], quoteName: "" },
  texts: {
    en: { client: "Test client", title: `Case ${slug}`, description: "A test description.", actions: "- An action", results: [] },
    nl: { client: "Testklant", title: `Casus ${slug}`, description: "Een testbeschrijving.", actions: "- Een actie", results: [] },
  },
});

const afterRenames = [
  ["/nl/projecten/first", "/nl/projecten/vierde"],
  ["/nl/projecten/second", "/nl/projecten/vierde"],
  ["/nl/projecten/third", "/nl/projecten/vierde"],
  ["/projects/first", "/projects/third"],
  ["/projects/second", "/projects/third"],
];

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`addresses that can change on ${backend.name}`, () => {
    const databases: TestDatabase[] = [];
    afterAll(async () => {
      for (const d of databases) await d.drop();
    });

    it("renames, redirects without chains, refuses what it must, and travels through export and import", async () => {
      const source = await testDatabase(backend.name);
      databases.push(source);
      const dir = mkdtempSync(join(tmpdir(), "redirects-export-"));
      await withDb(source, async (db) => {
        const content = deskContent(async () => db);
        const made = await content.create("Op", draft("first"));
        const id = "id" in made ? made.id : "";
        await content.save("Op", id, draft("first"), "en");
        await content.save("Op", id, draft("first"), "nl");
        const other = await content.create("Op", draft("other"));
        expect(await renameEntry(db, "Op", id, "other")).toEqual({ en: "slug-taken", fr: "slug-taken", nl: "slug-taken" });
        expect(await renameEntry(db, "Op", id, "Not An Address")).toEqual({ en: "invalid", fr: "invalid", nl: "invalid" });
        expect(await renameEntry(db, "Op", id, { fr: "Pas Une Adresse" })).toEqual({ fr: "invalid" });
        expect(await renameEntry(db, "Op", id, "first")).toBe("unchanged");
        expect(await renameEntry(db, "Op", id, "second")).toBe("done");
        expect(await renameEntry(db, "Op", id, "third")).toBe("done");
        // One language renamed: only its old address leads anywhere new, the English stays.
        expect(await renameEntry(db, "Op", id, { nl: "vierde" })).toBe("done");
        expect((await listRedirects(db)).map((r) => [r.from, r.to]).sort()).toEqual(afterRenames);
        const entry = await content.entry(id);
        expect(entry?.published.nl?.slugs?.nl).toBe("vierde");
        expect(entry?.slug).toBe("third");
        expect(entry?.published.en?.slug).toBe("third");
        expect((await content.revisions(id))[0]?.action).toBe("rename");
        // Never published: no old address to keep. An address is taken only in its own language.
        const otherId = "id" in other ? other.id : "";
        expect(await renameEntry(db, "Op", otherId, { en: "vierde", nl: "vierde" })).toEqual({ nl: "slug-taken" });
        expect(await renameEntry(db, "Op", otherId, { en: "vierde", nl: "other-renamed" })).toBe("done");
        expect(await listRedirects(db)).toHaveLength(5);
      });
      expect((await contactsCli(source, ["content", "export", "--to", dir])).code).toBe(0);
      expect(JSON.parse(readFileSync(join(dir, "redirects.json"), "utf8"))).toHaveLength(5);
      const target = await testDatabase(backend.name);
      databases.push(target);
      await withDb(target, async () => {}); // the database exists, as after a server's first start
      const imported = await contactsCli(target, ["content", "import", "--from", dir]);
      expect(imported.stderr).toBe("");
      expect(imported.code).toBe(0);
      await withDb(target, async (db) => {
        expect((await listRedirects(db)).map((r) => [r.from, r.to]).sort()).toEqual(afterRenames);
        const imported = (await deskContent(async () => db).list()).find((e) => e.slug === "third");
        expect(imported?.draft.shared.slugs).toEqual({ fr: "third", nl: "vierde" });
      });
    });

    it("gives an entry stored before addresses were per language its one address in every language (0043)", async () => {
      const database = await testDatabase(backend.name);
      databases.push(database);
      const sqlite = backend.name === "sqlite" ? openSqliteFile(join(database.dataDir, sqliteFileName)) : undefined;
      const pool = sqlite ? undefined : new pg.Pool({ connectionString: database.databaseUrl });
      const old = sqlite
        ? (sqlite.kysely as unknown as Kysely<unknown>)
        : new Kysely<unknown>({ dialect: new PostgresDialect({ pool: pool! }) });
      const migrated = await new Migrator({ db: old, provider: migrationProvider }).migrateTo("0042_media_focal_point");
      expect(migrated.error).toBeUndefined();
      const before = draft("before");
      const view = (l: "en" | "nl") => ({ ...before.shared, text: before.texts[l] });
      await sql`insert into content_entries (id, collection, slug, position, draft, published, created_at, updated_at)
        values ('old', 'case-study', 'before', 0, ${JSON.stringify(before)}, ${JSON.stringify({ en: view("en"), nl: view("nl") })},
        '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`.execute(old);
      await (sqlite ? sqlite.close() : old.destroy());
      const db = await openDatabase(database);
      try {
        const entry = await deskContent(async () => db).entry("old");
        expect(entry?.draft.shared.slugs).toEqual({ fr: "before", nl: "before" });
        expect(entry?.published.nl?.slugs).toEqual({ fr: "before", nl: "before" });
        const pages = await deskContent(async () => db).published();
        expect(pages.caseStudies.find((c) => c.slug === "before")?.published.nl?.slugs?.nl).toBe("before");
      } finally {
        await db.close();
      }
    });
  });
}
