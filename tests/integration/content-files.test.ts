/**
 * `contacts content export|import` on both databases, as an operator runs it: one JSON file per
 * entry with stable bytes, every file checked before anything is written (a bad file is named with
 * its field, nothing imported), one transaction, idempotent, one audit line, the version moved.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskContent } from "~/cms/content.server";
import { contentVersion } from "~/storage/content/content-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { contactsCli, withDb } from "../support/desk";

const draft = {
  shared: { slug: "webshop-journeys", tags: ["email", "b2c"], platforms: ["Brevo"], quoteName: "An Peeters" },
  texts: {
    nl: {
      client: "Retail · Webshop",
      title: "Klantreizen voor een webshop",
      description: "Een testbeschrijving van deze casestudy.",
      actions: "- Eerste actie",
      results: [{ value: "12", unit: "%", label: "meer herhaalaankopen", period: "na 6 maanden" }],
      quote: { text: "Een citaat om te testen.", role: "Marketingmanager" },
    },
  },
};

const folder = () => mkdtempSync(join(tmpdir(), "content-files-"));
const files = (dir: string) => readdirSync(join(dir, "case-studies")).sort();
const read = (dir: string, name: string) => readFileSync(join(dir, "case-studies", name), "utf8");

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`content export and import on ${backend.name}`, () => {
    let database: TestDatabase;
    const cli = (...args: string[]) => contactsCli(database, args);
    const state = () =>
      withDb(database, async (db) => ({
        version: await contentVersion(db),
        revisions: (await db.kysely.selectFrom("content_revisions").select("id").execute()).length,
        imports: (await db.kysely.selectFrom("desk_audit").select("detail").where("action", "=", "content-import").execute()).map(
          (r) => r.detail,
        ),
        slugs: (
          await db.kysely.selectFrom("content_entries").select("slug").where("collection", "=", "case-study").orderBy("position").execute()
        ).map((r) => r.slug),
      }));

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      await withDb(database, async (db) => {
        const content = deskContent(async () => db);
        const made = await content.create("op@agency.example", draft);
        if (!made.ok) throw new Error("not created");
        await content.save("op@agency.example", made.id, draft, "nl");
      });
    });
    afterAll(async () => {
      await database?.drop();
    });

    it("exports one file per entry, keys sorted, the same bytes each time, drafts and published languages", async () => {
      const dir = folder();
      const first = await cli("content", "export", "--to", dir);
      expect(first.code, first.stderr).toBe(0);
      expect(first.stdout).toContain("3 in case-studies/");
      expect(files(dir)).toEqual(["pharmacy.json", "railway.json", "webshop-journeys.json"]);
      expect(readdirSync(dir).sort()).toEqual(["articles", "case-studies", "media", "quotes", "team"]);
      const text = read(dir, "webshop-journeys.json");
      const entry = JSON.parse(text);
      expect(Object.keys(entry)).toEqual(["draft", "position", "published", "slug"]);
      expect(Object.keys(entry.published)).toEqual(["nl"]);
      expect(entry.draft.texts.nl.quote.text).toBe("Een citaat om te testen.");
      expect(text).toBe(`${JSON.stringify(entry, null, 2)}\n`);
      // Again into the same folder: the same bytes; a file of an entry that is gone leaves.
      writeFileSync(join(dir, "case-studies", "gone.json"), "{}");
      expect((await cli("content", "export", "--to", dir)).code).toBe(0);
      expect(files(dir)).toEqual(["pharmacy.json", "railway.json", "webshop-journeys.json"]);
      expect(read(dir, "webshop-journeys.json")).toBe(text);
    });

    it("imports the same folder twice without a change, no revision, no audit line", async () => {
      const dir = folder();
      await cli("content", "export", "--to", dir);
      const before = await state();
      const again = await cli("content", "import", "--from", dir);
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain("0 created, 0 changed, 0 removed, 3 unchanged");
      expect(await state()).toEqual(before);
    });

    it("refuses a folder with one bad file, naming the file and the field, and imports nothing", async () => {
      const dir = folder();
      await cli("content", "export", "--to", dir);
      const railway = JSON.parse(read(dir, "railway.json"));
      railway.draft.texts.fr.title = "x".repeat(141);
      writeFileSync(join(dir, "case-studies", "railway.json"), JSON.stringify(railway));
      const pharmacy = JSON.parse(read(dir, "pharmacy.json"));
      pharmacy.published.en.text.client = "Pharmacie\u202e";
      writeFileSync(join(dir, "case-studies", "pharmacy.json"), JSON.stringify(pharmacy));
      rmSync(join(dir, "case-studies", "webshop-journeys.json"));
      writeFileSync(join(dir, "case-studies", "notes.txt"), "not an entry");
      const before = await state();
      const refused = await cli("content", "import", "--from", dir);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("case-studies/railway.json: draft.texts.fr.title is too long");
      expect(refused.stderr).toContain("case-studies/pharmacy.json: published.en.text.client contains invisible control characters");
      expect(refused.stderr).toContain("case-studies/notes.txt: is not an entry's file");
      expect(refused.stderr).toContain("nothing was imported");
      expect(await state()).toEqual(before);
    });

    it("refuses a path that is not a directory, a file over its bound, a file named after another address", async () => {
      const dir = folder();
      const notDir = join(dir, "file.json");
      writeFileSync(notDir, "{}");
      expect((await cli("content", "import", "--from", notDir)).stderr).toContain("is not a directory");
      expect((await cli("content", "export", "--to", notDir)).stderr).toContain("is not a directory");
      mkdirSync(join(dir, "case-studies"));
      writeFileSync(join(dir, "case-studies", "big.json"), " ".repeat(256 * 1024 + 1));
      writeFileSync(join(dir, "case-studies", "other.json"), JSON.stringify({ slug: "railway", position: 0, draft, published: {} }));
      const refused = await cli("content", "import", "--from", dir);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain("case-studies/big.json: is 262145 bytes; at most 262144");
      expect(refused.stderr).toContain("case-studies/other.json: slug must be the draft's address, webshop-journeys");
    });

    it("imports a client's quote (no address: its file named by its id), and refuses one over its bounds", async () => {
      const dir = folder();
      await cli("content", "export", "--to", dir);
      const id = "3f1c2a9e-8b4d-4c1e-9a7f-0d2b5e6c7a81";
      const quote = {
        slug: id,
        position: 0,
        draft: {
          shared: { name: "An Peeters", company: "Webshop", caseStudy: "webshop-journeys" },
          texts: { nl: { text: "Een citaat.", role: "Marketingmanager" } },
        },
        published: {},
      };
      writeFileSync(
        join(dir, "quotes", `${id}.json`),
        JSON.stringify({ ...quote, draft: { ...quote.draft, shared: { ...quote.draft.shared, name: "é".repeat(81) } } }),
      );
      const refused = await cli("content", "import", "--from", dir);
      expect(refused.stderr).toContain(`quotes/${id}.json: draft.shared.name is too long`);
      writeFileSync(join(dir, "quotes", `${id}.json`), JSON.stringify(quote));
      const done = await cli("content", "import", "--from", dir);
      expect(done.stdout).toContain("1 created, 0 changed, 0 removed");
      const stored = await withDb(database, (db) =>
        db.kysely.selectFrom("content_entries").select(["id", "collection"]).where("slug", "=", id).execute(),
      );
      expect(stored).toEqual([{ id, collection: "quote" }]);
      expect((await cli("content", "import", "--from", dir)).stdout).toContain("0 created, 0 changed, 0 removed");
    });

    it("checks an article's Markdown as the desk's form does, in its draft and in each published language", async () => {
      const dir = folder();
      await cli("content", "export", "--to", dir);
      const shared = { slug: "crm-basics", date: "2026-11-20", author: "An Peeters", tags: ["crm"] };
      const text = { title: "CRM basics", summary: "What a CRM holds.", body: "A **CRM** holds one record per customer." };
      const article = { slug: "crm-basics", position: 5, draft: { shared, texts: { en: text } }, published: {} };
      const write = (value: unknown) => writeFileSync(join(dir, "articles", "crm-basics.json"), JSON.stringify(value));
      write({
        ...article,
        published: { en: { ...shared, text: { ...text, body: "<script>alert(1)</script>" }, modified: "2026-11-20T10:00:00.000Z" } },
      });
      const refused = await cli("content", "import", "--from", dir);
      expect(refused.stderr).toContain("articles/crm-basics.json: published.en.text.body contains HTML");
      write(article);
      const done = await cli("content", "import", "--from", dir);
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toContain("1 created");
    });

    it("imports a changed folder in one go: a revision per changed entry, removed entries gone, one audit line, the version moved", async () => {
      const dir = folder();
      await cli("content", "export", "--to", dir);
      const before = await state();
      const webshop = JSON.parse(read(dir, "webshop-journeys.json"));
      webshop.draft.texts.nl.title = "Klantreizen voor een webshop, herzien";
      webshop.published.nl.text.title = "Klantreizen voor een webshop, herzien";
      writeFileSync(join(dir, "case-studies", "webshop-journeys.json"), JSON.stringify(webshop));
      rmSync(join(dir, "case-studies", "pharmacy.json"));
      const done = await cli("content", "import", "--from", dir);
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toContain("0 created, 1 changed, 1 removed, 3 unchanged");
      const after = await state();
      expect(after.slugs).toEqual(["railway", "webshop-journeys"]);
      expect(after.version).toBe(before.version + 1);
      expect(after.imports.at(-1)).toBe("case-studies, articles, team, quotes: 0 created, 1 changed, 1 removed, 3 unchanged");
      const published = await withDb(database, (db) => deskContent(async () => db).published());
      expect(published.caseStudies.find((c) => c.slug === "webshop-journeys")?.published.nl?.text.title).toBe(
        "Klantreizen voor een webshop, herzien",
      );
    });
  });
}
