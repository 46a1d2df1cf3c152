/**
 * Team members and client quotes in the running production server, on SQLite and PostgreSQL: the
 * desk refuses a stranger and hostile input (nothing stored), bounds the collection, publishes a
 * language to About or the home page without a rebuild, keeps revisions and restores one, erases a
 * member with its revisions and says so in the audit; the pages are then the build's bytes again
 * (a fresh install's). On PostgreSQL a second instance follows a publish within 5 s.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backends } from "../support/databases";
import { deskSession, startDesk, withDb, type DeskServer, type DeskSession } from "../support/desk";
import { twoInstances } from "../support/two-instances";

const builtFile = (path: string) =>
  readFileSync(join("build/client", path === "/" ? "index.html" : `${path.slice(1).replace(/\/$/, "")}/index.html`), "utf8");

async function served(base: string, path: string): Promise<{ status: number; body: string }> {
  const r = await fetch(`${base}${path}`, { headers: { "accept-encoding": "identity" } });
  return { status: r.status, body: await r.text() };
}

/** Posts a desk form as a browser does; the answer's status, location and body. */
function poster(desk: { server: { url: string }; origin: string }, session: DeskSession | null) {
  return async (path: string, fields: Record<string, string>) => {
    const r = await fetch(`${desk.server.url}${path}`, {
      method: "POST",
      headers: {
        ...(session ? { cookie: session.cookie } : {}),
        origin: desk.origin,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ ...(session ? { csrf: session.csrf } : {}), ...fields }).toString(),
      redirect: "manual",
    });
    return { status: r.status, location: r.headers.get("location") ?? "", body: await r.text() };
  };
}

const member = { name: "Lotte Janssens", "nl.role": "Adviseur marketingautomatisering", "fr.role": "Conseillère en automatisation" };

const stored = (desk: DeskServer, collection: string) =>
  withDb(desk.where, (db) => db.kysely.selectFrom("content_entries").select("id").where("collection", "=", collection).execute());
const auditActions = (desk: DeskServer) =>
  withDb(desk.where, async (db) =>
    (await db.kysely.selectFrom("desk_audit").select(["action", "detail"]).orderBy("at").execute()).filter((a) =>
      /^(team|quote)-/.test(a.action),
    ),
  );

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`team and quotes on ${backend.name}`, () => {
    let desk: DeskServer;
    afterAll(async () => {
      await desk?.stop();
    });

    it("refuses strangers and hostile input, publishes per language, restores, erases, and the pages follow", async () => {
      desk = await startDesk(backend.name);
      const base = desk.server.url;
      const stranger = poster(desk, null);
      const refusedStranger = await stranger("/desk/content/team/new", { intent: "create", ...member });
      expect(refusedStranger.status).toBe(401);
      const session = await deskSession(desk.where, `team-${backend.name}@agency.example`, "Team Tester");
      const post = poster(desk, session);
      // Hostile or oversized input: refused with what is wrong, nothing stored.
      const bidi = await post("/desk/content/team/new", { intent: "create", ...member, name: "Lotte\u202eJanssens" });
      expect(bidi.status).toBe(400);
      expect(bidi.body).toContain("Name contains invisible control characters");
      const long = await post("/desk/content/team/new", { intent: "create", ...member, "fr.role": "x".repeat(101) });
      expect(long.body).toContain("French · Role is too long");
      expect(await stored(desk, "team")).toEqual([]);
      // A member in Dutch and French only, published in Dutch: About in Dutch shows it, English and French do not.
      const created = await post("/desk/content/team/new", { intent: "create", ...member });
      expect(created.status).toBe(302);
      const edit = created.location.split("?")[0]!;
      expect((await post(edit, { intent: "publish:en", ...member })).body).toContain("This language has no text yet");
      expect((await post(edit, { intent: "publish:nl", ...member })).status).toBe(302);
      // Seen failing with About left out of the documents a publish renders again (server/publishing.ts).
      expect((await served(base, "/nl/over-ons")).body).toContain("Adviseur marketingautomatisering");
      expect((await served(base, "/about")).body).not.toContain("Lotte Janssens");
      expect((await served(base, "/fr/a-propos")).body).not.toContain("Lotte Janssens");
      // A new draft, then the earlier one restored: the page keeps what was published.
      expect((await post(edit, { intent: "save", ...member, "nl.role": "Nieuwe functie" })).status).toBe(302);
      const revisions = await withDb(desk.where, (db) =>
        db.kysely
          .selectFrom("content_revisions")
          .select(["id", "action"])
          .where("entry_id", "=", edit.split("/").at(-1)!)
          .orderBy("at")
          .execute(),
      );
      expect(revisions.map((r) => r.action)).toEqual(["create", "publish", "save"]);
      expect((await post(edit, { intent: "restore", revision: revisions[1]!.id })).status).toBe(302);
      expect(await fetch(`${base}${edit}`, { headers: { cookie: session.cookie } }).then((r) => r.text())).toContain(
        'value="Adviseur marketingautomatisering"',
      );
      // A quote linked to a case study, on the English home page only.
      const quote = {
        name: "Sam Peeters",
        company: "Spoorweg NV",
        caseStudy: "railway",
        "en.text": "They made our mail work.",
        "en.role": "CRM lead",
      };
      const q = await post("/desk/content/quotes/new", { intent: "create", ...quote });
      expect((await post(q.location.split("?")[0]!, { intent: "publish:en", ...quote })).status).toBe(302);
      const home = (await served(base, "/")).body;
      expect(home).toContain("They made our mail work.");
      expect(home).toContain('href="/projects/railway"');
      expect((await served(base, "/fr/")).body).toBe(builtFile("/fr/"));
      // Erased: entry and revisions gone, the audit says so, About is the build's bytes again.
      expect((await post(edit, { intent: "erase" })).location).toBe("/desk/content?done=erased");
      expect((await post(q.location.split("?")[0]!, { intent: "erase" })).status).toBe(302);
      expect(await stored(desk, "team")).toEqual([]);
      for (const path of ["/nl/over-ons", "/about", "/"]) expect((await served(base, path)).body, path).toBe(builtFile(path));
      expect((await auditActions(desk)).map((a) => a.action)).toEqual([
        "team-create",
        "team-publish",
        "team-save",
        "team-restore",
        "quote-create",
        "quote-publish",
        "team-erase",
        "quote-erase",
      ]);
      expect((await auditActions(desk)).find((a) => a.action === "team-erase")?.detail).toMatch(/the entry and its 4 revisions removed$/);
      expect(JSON.stringify(await auditActions(desk))).not.toContain("Lotte");
    });

    it("bounds each collection: the 25th quote is refused", async () => {
      const post = poster(desk, await deskSession(desk.where, `bound-${backend.name}@agency.example`, "Bound"));
      const quote = { name: "N", company: "C", caseStudy: "", "nl.text": "Woorden", "nl.role": "Rol" };
      for (let i = 0; i < 24; i++) expect((await post("/desk/content/quotes/new", { intent: "create", ...quote })).status).toBe(302);
      const refused = await post("/desk/content/quotes/new", { intent: "create", ...quote });
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("The collection is full (24 entries)");
      expect(await stored(desk, "quote")).toHaveLength(24);
    });
  });
}

for (const backend of backends.filter((b) => b.name === "postgres")) {
  describe.skipIf(!backend.enabled)("two instances on one PostgreSQL", () => {
    const stops: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const stop of stops.reverse()) await stop();
    });

    it("the second shows a team member published on the first within 5 s, and drops it as soon after an unpublish", async () => {
      const { data, a, b } = await twoInstances(stops);
      const post = poster(a, await deskSession(data, "two-team@agency.example", "Two"));
      const edit = (await post("/desk/content/team/new", { intent: "create", ...member })).location.split("?")[0]!;
      expect((await post(edit, { intent: "publish:nl", ...member })).status).toBe(302);
      const shows = async () => (await served(b.server.url, "/nl/over-ons")).body.includes("Lotte Janssens");
      let since = performance.now();
      await expect.poll(shows, { timeout: 5000, interval: 100 }).toBe(true);
      const shown = performance.now() - since;
      expect((await post(edit, { intent: "unpublish:nl" })).status).toBe(302);
      since = performance.now();
      await expect.poll(shows, { timeout: 5000, interval: 100 }).toBe(false);
      console.log(
        `second instance: team member shown after ${Math.round(shown)} ms, gone ${Math.round(performance.now() - since)} ms after the unpublish`,
      );
      expect((await served(b.server.url, "/nl/over-ons")).body).toBe(builtFile("/nl/over-ons"));
    });
  });
}
