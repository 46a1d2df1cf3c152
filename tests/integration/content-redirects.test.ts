/**
 * Addresses that can change, in the store and through export/import, on both databases: a
 * published case study renamed twice leaves its old addresses (each published language) leading
 * to the newest, in one revision and audit line each; a draft-only rename leaves none; a taken or
 * malformed address is refused with nothing changed; `content export` writes redirects.json and an
 * import into another database brings the redirects back with the entries.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
        expect(await renameEntry(db, "Op", id, "other")).toBe("slug-taken");
        expect(await renameEntry(db, "Op", id, "Not An Address")).toBe("invalid");
        expect(await renameEntry(db, "Op", id, "first")).toBe("unchanged");
        expect(await renameEntry(db, "Op", id, "second")).toBe("done");
        expect(await renameEntry(db, "Op", id, "third")).toBe("done");
        expect((await listRedirects(db)).map((r) => [r.from, r.to]).sort()).toEqual([
          ["/nl/projecten/first", "/nl/projecten/third"],
          ["/nl/projecten/second", "/nl/projecten/third"],
          ["/projects/first", "/projects/third"],
          ["/projects/second", "/projects/third"],
        ]);
        const entry = await content.entry(id);
        expect(entry?.slug).toBe("third");
        expect(entry?.published.en?.slug).toBe("third");
        expect((await content.revisions(id))[0]?.action).toBe("rename");
        // Never published: no old address to keep.
        expect(await renameEntry(db, "Op", "id" in other ? other.id : "", "other-renamed")).toBe("done");
        expect(await listRedirects(db)).toHaveLength(4);
      });
      expect((await contactsCli(source, ["content", "export", "--to", dir])).code).toBe(0);
      expect(JSON.parse(readFileSync(join(dir, "redirects.json"), "utf8"))).toHaveLength(4);
      const target = await testDatabase(backend.name);
      databases.push(target);
      await withDb(target, async () => {}); // the database exists, as after a server's first start
      const imported = await contactsCli(target, ["content", "import", "--from", dir]);
      expect(imported.stderr).toBe("");
      expect(imported.code).toBe(0);
      await withDb(target, async (db) => {
        expect((await listRedirects(db)).map((r) => [r.from, r.to]).sort()).toEqual([
          ["/nl/projecten/first", "/nl/projecten/third"],
          ["/nl/projecten/second", "/nl/projecten/third"],
          ["/projects/first", "/projects/third"],
          ["/projects/second", "/projects/third"],
        ]);
      });
    });
  });
}
