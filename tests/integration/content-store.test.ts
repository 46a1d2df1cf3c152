/**
 * The content collections on both databases: the seed stored once and published in every language,
 * drafts and per-language publishing, every change a revision and an audit line, the version
 * moving only with what is published, restore, and the schema's refusals (nothing stored).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskContent } from "~/cms/content.server";
import { languageStates } from "~/cms/language-state";
import { revisionDetails } from "~/cms/revision-detail";
import { revisionAction } from "~/cms/revision-words";
import { seedCaseStudies } from "~/publishing/seed";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";

const dutchAndFrench = {
  shared: { slug: "webshop-journeys", tags: ["email", "b2c"], platforms: ["Brevo"], quoteName: "An Peeters" },
  texts: {
    nl: {
      client: "Retail · Webshop",
      title: "Klantreizen voor een webshop",
      description: "Een testbeschrijving van deze casestudy, alleen om op te slaan.",
      actions: "- Eerste actie\n- Tweede actie",
      results: [{ value: "12", unit: "%", label: "meer herhaalaankopen", period: "na 6 maanden" }],
      quote: { text: "Een citaat om te testen.", role: "Marketingmanager" },
    },
    fr: {
      client: "Commerce · Boutique en ligne",
      title: "Parcours clients pour une boutique en ligne",
      description: "Une description d’essai de cette étude de cas, seulement pour l’enregistrer.",
      actions: "- Première action\n- Deuxième action",
      results: [{ value: "12", unit: "%", label: "d’achats répétés en plus", period: "après 6 mois" }],
      quote: { text: "Une citation d’essai.", role: "Responsable marketing" },
    },
  },
};

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`content collections on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    const content = () => deskContent(async () => db);

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    const auditLines = () => db.kysely.selectFrom("desk_audit").select(["operator", "action", "detail"]).orderBy("at").execute();

    it("stores the seed once, the spec's two case studies published in every language, at version 0", async () => {
      const [a, b] = [content(), content()];
      await Promise.all([a.list(), b.list()]);
      const entries = await a.list();
      expect(entries.map((e) => e.slug)).toEqual(["railway", "pharmacy"]);
      expect(entries.map((e) => Object.keys(e.published).sort())).toEqual([
        ["en", "fr", "nl"],
        ["en", "fr", "nl"],
      ]);
      expect(entries.map((e) => e.draft)).toEqual(seedCaseStudies());
      // As stored and read back, a published language whose draft says the same has no change waiting.
      for (const e of entries) expect(languageStates(e)).toEqual({ en: "published", fr: "published", nl: "published" });
      expect(await a.version()).toBe(0);
    });

    it("adds a case study in Dutch and French only: a draft, then each language published with its revision and audit line", async () => {
      const c = content();
      const created = await c.create("Ann", dutchAndFrench);
      if (!created.ok) throw new Error(JSON.stringify(created));
      expect((await c.entry(created.id))?.published).toEqual({});
      expect(await c.version()).toBe(0);
      const published: string[] = [];
      c.onPublished(async () => void published.push("rendered"));
      expect(await c.save("Ann", created.id, dutchAndFrench, "nl")).toEqual({ ok: true, id: created.id });
      expect(await c.save("Bo", created.id, dutchAndFrench, "fr")).toEqual({ ok: true, id: created.id });
      expect(published).toEqual(["rendered", "rendered"]);
      expect(await c.version()).toBe(2);
      const shown = (await c.published()).caseStudies.find((s) => s.slug === "webshop-journeys");
      expect(Object.keys(shown?.published ?? {}).sort()).toEqual(["fr", "nl"]);
      // English has no text: it cannot be published, and nothing changes.
      expect(await c.save("Ann", created.id, dutchAndFrench, "en")).toEqual({ ok: false, reason: "missing-language" });
      expect(await c.version()).toBe(2);
      const revisions = await c.revisions(created.id);
      expect(revisions.map((r) => [r.operator, r.action])).toEqual([
        ["Bo", "publish"],
        ["Ann", "publish"],
        ["Ann", "create"],
      ]);
      expect((await auditLines()).slice(-3)).toEqual([
        { operator: "Ann", action: "content-create", detail: "case-study webshop-journeys" },
        { operator: "Ann", action: "content-publish", detail: "case-study webshop-journeys nl" },
        { operator: "Bo", action: "content-publish", detail: "case-study webshop-journeys fr" },
      ]);
    });

    it("a saved draft does not change what is published; unpublishing a language does, and restore brings an earlier draft back", async () => {
      const c = content();
      const entry = (await c.list()).find((e) => e.slug === "webshop-journeys")!;
      const edited = structuredClone(dutchAndFrench);
      edited.texts.nl.title = "Een nieuwe titel, nog niet gepubliceerd";
      expect(await c.save("Ann", entry.id, edited)).toEqual({ ok: true, id: entry.id });
      expect(await c.version()).toBe(2);
      expect((await c.entry(entry.id))?.published.nl?.text.title).toBe("Klantreizen voor een webshop");
      // The desk says so: "published · changes not yet published" in Dutch, French untouched.
      expect(languageStates((await c.entry(entry.id))!)).toEqual({ en: "missing", fr: "published", nl: "changed" });
      expect(await c.unpublish("Ann", entry.id, "fr")).toEqual({ ok: true, id: entry.id });
      expect(await c.version()).toBe(3);
      expect(Object.keys((await c.entry(entry.id))!.published)).toEqual(["nl"]);
      // The revisions as the desk says them, each read against the one before it.
      const stored = await c.revisions(entry.id);
      expect(revisionDetails(stored, 4).map((d, i) => revisionAction(stored[i]!.action, d, "en"))).toEqual([
        "unpublish (French)",
        "save: title",
        "publish (French)",
        "publish (Dutch)",
      ]);
      const before = (await c.revisions(entry.id)).find((r) => r.action === "publish")!;
      expect(await c.restore("Ann", entry.id, before.id)).toEqual({ ok: true, id: entry.id });
      expect((await c.entry(entry.id))?.draft.texts.nl?.title).toBe("Klantreizen voor een webshop");
      expect(await c.restore("Ann", entry.id, "no-such-revision")).toEqual({ ok: false, reason: "not-found" });
    });

    it("refuses what the schema refuses, naming the field, and stores nothing", async () => {
      const c = content();
      const count = async () => (await db.kysely.selectFrom("content_revisions").select("id").execute()).length;
      const revisions = await count();
      const hostile = structuredClone(dutchAndFrench) as typeof dutchAndFrench & { shared: { tags: string[] } };
      hostile.shared.slug = "../../etc";
      hostile.shared.tags = ["crm", "<script>"];
      hostile.texts.fr.title = "x".repeat(141);
      hostile.texts.nl.description = "Een tekst met een \u202e omkering";
      const refused = await c.create("Ann", hostile);
      expect(refused.ok).toBe(false);
      expect("issues" in refused && refused.issues).toEqual(
        expect.arrayContaining([
          { path: "shared.slug", issue: "slug" },
          { path: "shared.tags.1", issue: "tag" },
          { path: "texts.fr.title", issue: "tooLong" },
          { path: "texts.nl.description", issue: "control" },
        ]),
      );
      expect(await c.create("Ann", { ...dutchAndFrench })).toEqual({ ok: false, reason: "slug-taken" });
      expect(await count()).toBe(revisions);
    });
  });
}
