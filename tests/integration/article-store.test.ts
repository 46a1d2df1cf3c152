/**
 * The Insights section's articles on both databases: drafts, publishing per language, revisions
 * and audit lines, restore, the version moving only with what is published, the bound on the
 * number of articles, and hostile input (raw HTML, javascript:, data: and http: links, images,
 * control characters, a bad date) refused with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskContent } from "~/cms/content.server";
import { contentVersion } from "~/storage/content/content-store.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";

const draft = {
  shared: { slug: "first-insight", date: "2026-03-02", author: "Test Author", tags: ["crm", "email"] },
  texts: {
    en: {
      title: "A test article",
      summary: "A summary to test with.",
      body: "Some **text** with [a link](https://example.org/x) and [a page](/projects).",
    },
    fr: { title: "Un article d’essai", summary: "Un résumé d’essai.", body: "Du texte avec [un courriel](mailto:test@example.org)." },
  },
};

const withBody = (body: string) => ({ ...draft, texts: { ...draft.texts, en: { ...draft.texts.en, body } } });

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`articles on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    const articles = () => deskContent(async () => db).articles;
    const count = async () =>
      Number(
        (
          await db.kysely
            .selectFrom("content_entries")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("collection", "=", "article")
            .executeTakeFirstOrThrow()
        ).n,
      );
    const auditActions = async () =>
      (await db.kysely.selectFrom("desk_audit").select("action").orderBy("at").execute()).map((r) => r.action);

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    it("refuses hostile Markdown and bad fields with the field and the reason, and stores nothing", async () => {
      const refused = [
        [withBody("<script>alert(1)</script>"), "html"],
        [withBody("Hello <b>bold</b>"), "html"],
        [withBody("[x](javascript:alert(1))"), "link"],
        [withBody("[x](JaVaScRiPt:alert(1))"), "link"],
        [withBody("<javascript:alert(1)>"), "link"],
        [withBody("[x](data:text/html;base64,PHNjcmlwdD4=)"), "link"],
        [withBody("[x](http://example.org)"), "link"],
        [withBody("[x](//evil.example/)"), "link"],
        [withBody("![x](https://example.org/a.png)"), "image"],
        [withBody("text\u202eevil"), "control"],
        [{ ...draft, shared: { ...draft.shared, date: "2026-02-30" } }, "date"],
        [{ ...draft, shared: { ...draft.shared, tags: ["nope"] } }, "tag"],
        [{ ...draft, shared: { ...draft.shared, slug: "../x" } }, "slug"],
        [withBody("x".repeat(20001)), "tooLong"],
      ] as const;
      for (const [input, issue] of refused) {
        const result = await articles().create("Hostile", input);
        expect(result.ok, JSON.stringify(input).slice(0, 120)).toBe(false);
        expect("issues" in result && result.issues.map((i) => i.issue), JSON.stringify(input).slice(0, 120)).toContain(issue);
      }
      expect(await count()).toBe(0);
      expect(await auditActions()).toEqual([]);
    });

    it("creates a draft, publishes per language, keeps revisions and audit lines, restores; the version moves only with what is published", async () => {
      const before = await contentVersion(db);
      const created = await articles().create("Ann", draft);
      if (!created.ok) throw new Error(JSON.stringify(created));
      expect(await contentVersion(db)).toBe(before);
      expect(await articles().save("Ann", created.id, draft, "nl")).toEqual({ ok: false, reason: "missing-language" });
      expect(await articles().save("Ann", created.id, draft, "en")).toEqual({ ok: true, id: created.id });
      expect(await contentVersion(db)).toBe(before + 1);
      const edited = { ...draft, texts: { ...draft.texts, en: { ...draft.texts.en, title: "An edited title" } } };
      expect((await articles().save("Bob", created.id, edited)).ok).toBe(true);
      const entry = await articles().entry(created.id);
      expect(entry?.published.en?.text.title).toBe("A test article");
      expect(entry?.draft.texts.en?.title).toBe("An edited title");
      expect(Object.keys(entry?.published ?? {})).toEqual(["en"]);
      expect((await articles().unpublish("Bob", created.id, "en")).ok).toBe(true);
      expect(await contentVersion(db)).toBe(before + 2);
      const revisions = await articles().revisions(created.id);
      expect(revisions.map((r) => [r.operator, r.action])).toEqual([
        ["Bob", "unpublish"],
        ["Bob", "save"],
        ["Ann", "publish"],
        ["Ann", "create"],
      ]);
      expect((await articles().restore("Ann", created.id, revisions.at(-1)!.id)).ok).toBe(true);
      expect((await articles().entry(created.id))?.draft.texts.en?.title).toBe("A test article");
      expect(await auditActions()).toEqual(["article-create", "article-publish", "article-save", "article-unpublish", "article-restore"]);
      // An article is not a case study: the case study desk does not find it, nor the reverse.
      expect(await deskContent(async () => db).entry(created.id)).toBeUndefined();
      expect(await articles().create("Ann", draft)).toEqual({ ok: false, reason: "slug-taken" });
    });

    it("refuses a hostile save without touching the stored draft", async () => {
      const [entry] = await articles().list();
      const result = await articles().save("Hostile", entry!.id, withBody("[x](javascript:alert(1))"), "en");
      expect(result.ok).toBe(false);
      expect((await articles().entry(entry!.id))?.draft).toEqual(entry!.draft);
      expect(await articles().entry("not-an-id")).toBeUndefined();
      expect(await articles().restore("Hostile", entry!.id, "not-a-revision")).toEqual({ ok: false, reason: "not-found" });
    });

    it("keeps at most 200 articles", async () => {
      const rows = Array.from({ length: 199 }, (_, i) => ({
        id: `bulk-${i}`,
        collection: "article",
        slug: `bulk-${i}`,
        position: i + 10,
        draft: JSON.stringify({ ...draft, shared: { ...draft.shared, slug: `bulk-${i}` } }),
        published: "{}",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
        updated_by: null,
      }));
      await db.kysely.insertInto("content_entries").values(rows).execute();
      expect(await count()).toBe(200);
      expect(await articles().create("Ann", { ...draft, shared: { ...draft.shared, slug: "one-too-many" } })).toEqual({
        ok: false,
        reason: "too-many",
      });
      expect(await count()).toBe(200);
    });
  });
}
