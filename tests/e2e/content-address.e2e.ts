/**
 * Addresses that can change (the content engine, part 4): on SQLite an operator renames a published
 * case study in the browser; its old address in each published language answers 301 to the new
 * one, the new one is the page, the sitemap names only the new, and the desk lists the old address.
 * A second rename leads the first old address straight to the newest (no chain). On PostgreSQL an
 * article renamed on one instance answers 301 on the other too.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskContent } from "~/cms/content.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { browserCookie, deskSession, startDeskServer, withDb } from "../support/desk";
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

  it("answers 301 from each old address to the new, and the sitemap names only the new", async () => {
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
    await page.getByLabel("New address").fill("new-address");
    await page.getByRole("button", { name: "Change the address" }).click();
    await expect.poll(() => page.getByRole("status").allInnerTexts()).toContain("Address changed.");
    expect(await answer(base, "/projects/old-address")).toMatchObject({ status: 301, location: "/projects/new-address" });
    expect(await answer(base, "/fr/projets/old-address")).toMatchObject({ status: 301, location: "/fr/projets/new-address" });
    expect((await answer(base, "/projects/new-address")).body).toContain("A renamed case study");
    expect((await answer(base, "/nl/projecten/old-address")).status).toBe(404);
    const sitemap = (await answer(base, "/sitemap.xml")).body;
    expect(sitemap).toContain("/projects/new-address</loc>");
    expect(sitemap).not.toContain("old-address");
    await page.goto(`${server.origin}/desk/content`);
    const list = await page.locator("#redirects ~ ul").innerText();
    expect(list).toContain("/projects/old-address leads to /projects/new-address");
    expect(list).toContain("/fr/projets/old-address leads to /fr/projets/new-address");
  });

  it("a second rename leads the first old address straight to the newest; a restart keeps them", async () => {
    await page.goto(`${server.origin}/desk/content/${id}`);
    await page.getByLabel("New address").fill("newest-address");
    await page.getByRole("button", { name: "Change the address" }).click();
    await expect.poll(() => page.getByRole("status").allInnerTexts()).toContain("Address changed.");
    await server.server.stop();
    server = await startDeskServer(database);
    const base = server.server.url;
    await expect
      .poll(async () => (await answer(base, "/projects/old-address")).location, { timeout: 5000 })
      .toBe("/projects/newest-address");
    expect(await answer(base, "/projects/new-address")).toMatchObject({ status: 301, location: "/projects/newest-address" });
  });

  it.skipIf(!postgres.enabled)("PostgreSQL: an article renamed on one instance answers 301 on the other", async () => {
    const { data, a, b } = await twoInstances(stops);
    const { cookie, csrf } = await deskSession(data, "pg-address@agency.example", "PG Op");
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${a.server.url}${path}`, {
        method: "POST",
        headers: { cookie, origin: a.origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, ...fields }).toString(),
        redirect: "manual",
      });
    const article = {
      slug: "first-name",
      date: "2026-04-01",
      author: "Test Author",
      "fr.title": "Un article renommé",
      "fr.summary": "Un résumé d’essai.",
      "fr.body": "Un texte d’essai.",
    };
    const created = await post("/desk/content/articles/new", { intent: "create", ...article });
    const edit = created.headers.get("location")!.split("?")[0]!;
    expect((await post(edit, { intent: "publish:fr", ...article })).status).toBe(302);
    await expect.poll(async () => (await answer(b.server.url, "/fr/analyses/first-name")).status, { timeout: 5000 }).toBe(200);
    const renamed = await post(`/desk/content/address/${edit.split("/").at(-1)}`, { back: edit, slug: "second-name" });
    expect(renamed.status).toBe(302);
    for (const base of [a.server.url, b.server.url])
      await expect
        .poll(async () => (await answer(base, "/fr/analyses/first-name")).location, { timeout: 3000 })
        .toBe("/fr/analyses/second-name");
    expect((await answer(b.server.url, "/fr/analyses/second-name")).body).toContain("Un article renommé");
    expect((await answer(b.server.url, "/sitemap.xml")).body).not.toContain("first-name");
  });
});
