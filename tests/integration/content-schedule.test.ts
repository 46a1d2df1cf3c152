/**
 * Scheduled publishing's store on both databases: a schedule in each collection fires at its time
 * and not before, publishes the language from the draft as a desk "Publish" does (revision
 * "scheduled-publish", audit line, version moved), fires once when two connections (two
 * instances) race for it, and a scheduled unpublish takes the language down. The desk refuses a
 * past time, a time that is not one, and a publish of a language without text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskSchedule } from "~/cms/schedule/schedule.server";
import { deskContent } from "~/cms/content.server";
import { contentVersion } from "~/storage/content/content-store.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { brusselsLocal } from "~/cms/schedule/brussels-time";
import { backends, testDatabase, type TestDatabase } from "../support/databases";

const caseDraft = {
  shared: { slug: "scheduled-case", tags: ["crm"], platforms: [], quoteName: "" },
  texts: {
    fr: {
      client: "Client d’essai",
      title: "Une étude programmée",
      description: "Une description d’essai.",
      actions: "- Une action",
      results: [],
    },
  },
};
const articleDraft = {
  shared: { slug: "scheduled-insight", date: "2026-03-02", author: "Test Author", tags: ["crm"] },
  texts: { nl: { title: "Een gepland artikel", summary: "Een samenvatting.", body: "Tekst." } },
};
const teamDraft = { shared: { name: "Test Member" }, texts: { fr: { role: "Rôle d’essai" } } };
const quoteDraft = {
  shared: { name: "Test Person", company: "Test Company", caseStudy: "" },
  texts: { en: { text: "Test words.", role: "Test role" } },
};

const formOf = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`scheduled publishing on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    let other: Db;
    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      other = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    });
    afterAll(async () => {
      await db?.close();
      await other?.close();
      await database?.drop();
    });

    it("fires each collection's schedule at its time, once across two instances, as a publish", async () => {
      const content = deskContent(async () => db);
      const ids = {
        case: await content.create("Op", caseDraft),
        article: await content.articles.create("Op", articleDraft),
        team: await content.team.create("Op", teamDraft),
        quote: await content.quotes.create("Op", quoteDraft),
      };
      for (const r of Object.values(ids)) expect(r.ok).toBe(true);
      const id = (r: object) => ("id" in r ? String(r.id) : "");
      const a = deskSchedule(async () => db);
      const b = deskSchedule(async () => other);
      const now = new Date();
      const at = new Date(now.getTime() + 60_000);
      const local = brusselsLocal(at);
      // datetime-local holds minutes: the schedule is at that minute's start in Brussels.
      const dueAt = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
      const saves = [
        [ids.case, { "schedule.fr.publish": local }],
        [ids.article, { "schedule.nl.publish": local }],
        [ids.team, { "schedule.fr.publish": local }],
        [ids.quote, { "schedule.en.publish": local }],
      ] as const;
      for (const [r, fields] of saves) expect(await a.save("Scheduler Op", id(r), formOf(fields), now)).toEqual({ ok: true });
      expect((await a.pending()).map((p) => [p.collection, p.locale, p.dueAt])).toEqual(
        expect.arrayContaining([
          ["case-study", "fr", dueAt.toISOString()],
          ["article", "nl", dueAt.toISOString()],
          ["team", "fr", dueAt.toISOString()],
          ["quote", "en", dueAt.toISOString()],
        ]),
      );
      const version = await contentVersion(db);
      // A millisecond before: nothing fires.
      expect(await a.fireDue(new Date(dueAt.getTime() - 1))).toBe(0);
      expect(await contentVersion(db)).toBe(version);
      // At the time, two instances at once: each schedule fires once.
      // (SQLite: one server per DATA_DIR, and its driver waits for the lock synchronously, so two
      // connections of one process take turns; PostgreSQL: truly at once.)
      const [fa, fb] =
        backend.name === "postgres"
          ? await Promise.all([a.fireDue(dueAt), b.fireDue(dueAt)])
          : [await a.fireDue(dueAt), await b.fireDue(dueAt)];
      expect(fa + fb).toBe(4);
      expect(await a.fireDue(new Date(dueAt.getTime() + 5000))).toBe(0);
      expect(await a.pending()).toEqual([]);
      const published = await content.published();
      expect(published.caseStudies.find((c) => c.slug === "scheduled-case")?.published.fr?.text.title).toBe("Une étude programmée");
      expect(published.articles.find((c) => c.slug === "scheduled-insight")?.published.nl?.text.title).toBe("Een gepland artikel");
      expect(published.team?.some((t) => t.fr?.text.role === "Rôle d’essai")).toBe(true);
      expect(published.quotes?.some((q) => q.en?.text.text === "Test words.")).toBe(true);
      expect(await contentVersion(db)).toBeGreaterThan(version);
      const revisions = await content.revisions(id(ids.case));
      expect(revisions[0]).toMatchObject({ action: "scheduled-publish", operator: "Scheduler Op" });
      const audit = (await db.kysely.selectFrom("desk_audit").select("action").execute()).map((r) => r.action);
      for (const action of ["content", "article", "team", "quote"])
        expect(audit.filter((x) => x === `${action}-scheduled-publish`)).toHaveLength(1);
    });

    it("takes a language down at its unpublish time, and refuses what cannot be scheduled", async () => {
      const content = deskContent(async () => db);
      const s = deskSchedule(async () => db);
      const entry = (await content.team.list()).find((e) => e.draft.shared.name === "Test Member")!;
      const now = new Date();
      const later = brusselsLocal(new Date(now.getTime() + 120_000));
      expect(
        await s.save(
          "Op",
          entry.id,
          formOf({
            "schedule.fr.publish": brusselsLocal(new Date(now.getTime() - 120_000)),
            "schedule.en.publish": later,
            "schedule.nl.unpublish": "2026-02-30T10:00",
          }),
          now,
        ),
      ).toEqual({
        ok: false,
        problems: [
          { field: "schedule.en.publish", problem: "missing-language" },
          { field: "schedule.fr.publish", problem: "past" },
          { field: "schedule.nl.unpublish", problem: "date" },
        ],
      });
      expect(await s.save("Op", entry.id, formOf({ "schedule.fr.unpublish": later }), now)).toEqual({ ok: true });
      expect(await s.fireDue(new Date(now.getTime() + 121_000))).toBe(1);
      expect((await content.team.entry(entry.id))?.published.fr).toBeUndefined();
      expect((await content.team.revisions(entry.id))[0]?.action).toBe("scheduled-unpublish");
    });
  });
}
