/**
 * Addresses that can change, one per language (the content engine, part 4): on SQLite an operator
 * renames the French address of a published case study in the browser; the old French address
 * answers 301 to the new one, the English page stays where it was and names the new French one
 * (alternate, language switch), the French address typed on the English site leads to the English
 * page, the sitemap names only the current addresses, and the desk lists the old one. A second
 * rename leads the first old address straight to the newest (no chain); an address another entry
 * has in that language is refused at that language's field. On PostgreSQL an article's French
 * address renamed on one instance answers 301 on the other too, its English address unchanged.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskContent } from "~/cms/content.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { browserCookie, deskPost, deskSession, startDeskServer, withDb } from "../support/desk";
import { openPage } from "../support/browser";
import { sharedBrowser } from "../support/shared";
import { twoInstances } from "../support/two-instances";

const postgres = backends.find((b) => b.name === "postgres")!;

const caseDraft = {
  shared: { slug: "old-address", tags: ["crm"], platforms: [], quoteName: "" },
  texts: {
    en: { client: "Test client", title: "A renamed case study", description: "A test description.", actions: "- An action", results: [] },
    fr: {
      client: "Client d’essai",
      title: "Une étude renommée",
      description: "Une description d’essai.",
      actions: "- Une action",
      results: [],
    },
  },
};

async function answer(base: string, path: string): Promise<{ status: number; location: string | null; body: string }> {
  const r = await fetch(`${base}${path}`, { redirect: "manual", headers: { "accept-encoding": "identity" } });
  return { status: r.status, location: r.headers.get("location"), body: await r.text() };
}

describe("a published case study renamed in the browser", () => {
  let browser: Browser;
  let page: Page;
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof startDeskServer>>;
  const stops: (() => Promise<unknown>)[] = [];
  let id = "";
  beforeAll(async () => {
    browser = await sharedBrowser();
    database = await testDatabase("sqlite");
    server = await startDeskServer(database);
  });
  afterAll(async () => {
    await page?.context().close();
    await server?.server.stop();
    for (const stop of stops.reverse()) await stop();
    await database?.drop();
    await browser?.close();
  });

  it("renames the French address only: its old address answers 301 to the new, the English page stays where it was", async () => {
    id = await withDb(database, async (db) => {
      const content = deskContent(async () => db);
      const made = await content.create("Op", caseDraft);
      const entryId = "id" in made ? made.id : "";
      for (const l of ["en", "fr"] as const) await content.save("Op", entryId, caseDraft, l);
      return entryId;
    });
    const base = server.server.url;
    await expect.poll(async () => (await answer(base, "/projects/old-address")).status, { timeout: 5000 }).toBe(200);
    const session = await deskSession({ ...database }, "address@agency.example", "Address Op");
    page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.context().addCookies([browserCookie(server.origin, session.token)]);
    await page.goto(`${server.origin}/desk/content/${id}`);
    await page.getByLabel("Address in French").fill("nouvelle-adresse");
    await page.getByRole("button", { name: "Change the addresses" }).click();
    await expect.poll(() => page.getByRole("status").allInnerTexts()).toContain("Address changed.");
    expect(await answer(base, "/fr/projets/old-address")).toMatchObject({ status: 301, location: "/fr/projets/nouvelle-adresse" });
    const french = await answer(base, "/fr/projets/nouvelle-adresse");
    expect(french.body).toContain("Une étude renommée");
    // The English page is where it was; its alternate and its language switch name the new French address.
    const english = await answer(base, "/projects/old-address");
    expect(english.status).toBe(200);
    expect(english.body).toContain("/fr/projets/nouvelle-adresse");
    expect(english.body).not.toContain("/fr/projets/old-address");
    expect(french.body).toMatch(/hrefLang="en" href="[^"]*\/projects\/old-address"/);
    // The French address typed on the English site: the same case study in English.
    expect(await answer(base, "/projects/nouvelle-adresse")).toMatchObject({ status: 301, location: "/projects/old-address" });
    expect((await answer(base, "/nl/projecten/old-address")).status).toBe(404);
    const sitemap = (await answer(base, "/sitemap.xml")).body;
    expect(sitemap).toContain("/fr/projets/nouvelle-adresse</loc>");
    expect(sitemap).toContain("/projects/old-address</loc>");
    expect(sitemap).not.toContain("/fr/projets/old-address");
    await page.goto(`${server.origin}/desk/content`);
    const list = await page.locator("#redirects ~ ul").innerText();
    expect(list).toContain("/fr/projets/old-address leads to /fr/projets/nouvelle-adresse");
    expect(list).not.toContain("/projects/old-address leads");
  });

  it("a second rename leads the first old address straight to the newest; a restart keeps them", async () => {
    await page.goto(`${server.origin}/desk/content/${id}`);
    await page.getByLabel("Address in English").fill("new-address");
    await page.getByLabel("Address in French").fill("adresse-finale");
    await page.getByRole("button", { name: "Change the addresses" }).click();
    await expect.poll(() => page.getByRole("status").allInnerTexts()).toContain("Address changed.");
    await server.server.stop();
    server = await startDeskServer(database);
    const base = server.server.url;
    await expect
      .poll(async () => (await answer(base, "/fr/projets/old-address")).location, { timeout: 5000 })
      .toBe("/fr/projets/adresse-finale");
    expect(await answer(base, "/fr/projets/nouvelle-adresse")).toMatchObject({ status: 301, location: "/fr/projets/adresse-finale" });
    expect(await answer(base, "/projects/old-address")).toMatchObject({ status: 301, location: "/projects/new-address" });
    expect((await answer(base, "/projects/new-address")).body).toContain("A renamed case study");
  });

  it("refuses an address another case study has in that language, said at that language's field", async () => {
    await withDb(database, async (db) => {
      const content = deskContent(async () => db);
      expect(await content.create("Op", { ...caseDraft, shared: { ...caseDraft.shared, slug: "taken-address" } })).toMatchObject({
        ok: true,
      });
    });
    await page.goto(`${server.origin}/desk/content/${id}`);
    await page.getByLabel("Address in Dutch").fill("taken-address");
    // The post's answer named if the field is not marked. In four gates of ten (2026-12-02) the
    // server restarted the test before did not see the row written just above, and took the
    // address as free: this process's connection had lost its lock on the database file (see
    // ensurePrivateFile; its own test is in tests/integration/data-dir.test.ts).
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Change the addresses" }).click();
    const postAnswer = await posted;
    const field = page.getByLabel("Address in Dutch");
    await expect
      .poll(() => field.getAttribute("aria-invalid"), {
        message: `the post answered ${postAnswer.status()} at ${postAnswer.url()}, to ${postAnswer.headers()["location"]}, sent ${postAnswer.request().postData()}`,
      })
      .toBe("true");
    expect(await page.locator("#field-slug-nl-problem").innerText()).toBe("Another entry already has this address in this language.");
    expect(await page.getByLabel("Address in French").getAttribute("aria-invalid")).toBeNull();
  });

  it.skipIf(!postgres.enabled)(
    "PostgreSQL: an article's French address renamed on one instance answers 301 on the other, the English unchanged",
    async () => {
      const { data, a, b } = await twoInstances(stops);
      const post = deskPost(a.server, a.origin, await deskSession(data, "pg-address@agency.example", "PG Op"));
      const article = {
        slug: "first-name",
        date: "2026-04-01",
        author: "Test Author",
        "en.title": "A renamed article",
        "en.summary": "A test summary.",
        "en.body": "A test text.",
        "fr.title": "Un article renommé",
        "fr.summary": "Un résumé d’essai.",
        "fr.body": "Un texte d’essai.",
      };
      const created = await post("/desk/content/articles/new", { intent: "create", ...article });
      const edit = created.headers.get("location")!.split("?")[0]!;
      for (const intent of ["publish:en", "publish:fr"]) expect((await post(edit, { intent, ...article })).status).toBe(302);
      await expect.poll(async () => (await answer(b.server.url, "/fr/analyses/first-name")).status, { timeout: 5000 }).toBe(200);
      const slugs = { "slug.en": "first-name", "slug.fr": "second-name", "slug.nl": "first-name" };
      const renamed = await post(`/desk/content/address/${edit.split("/").at(-1)}`, { back: edit, ...slugs });
      expect(renamed.status).toBe(302);
      for (const base of [a.server.url, b.server.url])
        await expect
          .poll(async () => (await answer(base, "/fr/analyses/first-name")).location, { timeout: 3000 })
          .toBe("/fr/analyses/second-name");
      expect((await answer(b.server.url, "/fr/analyses/second-name")).body).toContain("Un article renommé");
      // The English address is unchanged, on both instances; its alternate and language switch name the new French one.
      for (const base of [a.server.url, b.server.url]) {
        const english = await answer(base, "/insights/first-name");
        expect(english.status).toBe(200);
        expect(english.body).toContain("/fr/analyses/second-name");
        expect(english.body).not.toContain("/fr/analyses/first-name");
      }
      const sitemap = (await answer(b.server.url, "/sitemap.xml")).body;
      expect(sitemap).toContain("/insights/first-name</loc>");
      expect(sitemap).not.toContain("/fr/analyses/first-name");
    },
  );
});
