/**
 * The content desk (issue 38) against strangers and hostile input: they change nothing, and the
 * list shows the seed. The operator's whole flow, on both databases (publish, live within 2 s,
 * unpublish, restore), is tests/e2e/content-flow.e2e.ts.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskSession, signedInPage, startDesk, withDb, type DeskServer } from "../support/desk";
import { axeViolations } from "../support/page-checks";
import { sharedBrowser } from "../support/shared";

let browser: Browser;
let desk: DeskServer;
beforeAll(async () => {
  browser = await sharedBrowser();
  desk = await startDesk("sqlite");
});
afterAll(async () => {
  await desk?.stop();
  await browser?.close();
});

const get = (path: string) => fetch(`${desk.server.url}${path}`, { redirect: "manual" });
const entries = () => withDb(desk.where, (db) => db.kysely.selectFrom("content_entries").select("slug").orderBy("position").execute());

describe("the desk's content pages to a stranger", () => {
  it("send every page to sign-in and refuse every post (401 without a session, 403 from elsewhere or without the form token)", async () => {
    for (const path of ["/desk/content", "/desk/content/new", "/desk/content/ID", "/desk/content/ID/preview/nl"]) {
      const r = await get(path);
      expect(r.status, path).toBe(302);
      expect(r.headers.get("location"), path).toMatch(/^\/desk\/sign-in\?next=/);
    }
    const form = new URLSearchParams({ slug: "x", "nl.title": "x", intent: "publish:nl" }).toString();
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${desk.server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: form,
        redirect: "manual",
      });
    expect((await post("/desk/content/new", { origin: desk.origin })).status).toBe(401);
    const { cookie } = await deskSession(desk.where, "stranger-check@agency.example", "Check");
    expect((await post("/desk/content/new", { cookie })).status).toBe(403);
    expect((await post("/desk/content/new", { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await post("/desk/content/new", { cookie, origin: desk.origin })).status).toBe(403);
    expect((await entries()).map((e) => e.slug)).toEqual([]);
  });
});

describe("hostile posts from a signed-in session", () => {
  it("are refused with a clear answer and store nothing: a field over its bound, a tag or language the site lacks, an unknown entry or intent", async () => {
    const { cookie, csrf } = await deskSession(desk.where, "hostile@agency.example", "Hostile");
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${desk.server.url}${path}`, {
        method: "POST",
        headers: { cookie, origin: desk.origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, ...fields }).toString(),
        redirect: "manual",
      });
    const valid = {
      slug: "hostile-check",
      "fr.client": "Client",
      "fr.title": "Titre",
      "fr.description": "Une description.",
      "fr.actions": "- Une action",
    };
    const overBound = await post("/desk/content/new", { ...valid, "fr.title": "é".repeat(141), tags: "javascript:alert(1)" });
    expect(overBound.status).toBe(400);
    const said = await overBound.text();
    expect(said).toContain("Nothing was saved");
    expect(said).toContain("French · Title is too long");
    expect(said).toContain("Tags is not one of the tags");
    expect((await post("/desk/content/new", { ...valid, "de.title": "Titel" })).status).toBe(302);
    const [created] = await withDb(desk.where, (db) =>
      db.kysely.selectFrom("content_entries").select(["id", "draft"]).where("slug", "=", "hostile-check").execute(),
    );
    // A language the site does not have is not read at all.
    expect(Object.keys(JSON.parse(created!.draft).texts)).toEqual(["fr"]);
    expect((await post(`/desk/content/${created!.id}`, { ...valid, intent: "publish:de" })).status).toBe(400);
    expect((await post(`/desk/content/${created!.id}`, { intent: "drop-table" })).status).toBe(400);
    expect((await post(`/desk/content/${created!.id}`, { intent: "restore", revision: "not-a-revision" })).status).toBe(404);
    expect((await post("/desk/content/no-such-entry", { ...valid, intent: "publish:fr" })).status).toBe(404);
    expect((await get(`/fr/projets/hostile-check`)).status).toBe(404);
    const stored = await withDb(desk.where, (db) =>
      db.kysely.selectFrom("content_entries").select("published").where("id", "=", created!.id).execute(),
    );
    expect(stored).toEqual([{ published: "{}" }]);
    await withDb(desk.where, (db) => db.kysely.deleteFrom("content_entries").where("id", "=", created!.id).execute());
  });
});

async function fillLanguage(page: Page, l: "nl" | "fr", words: Record<string, string>) {
  for (const [name, value] of Object.entries(words)) await page.locator(`[name="${l}.${name}"]`).fill(value);
}

describe("the desk's list of case studies", () => {
  let page: Page;

  beforeAll(async () => {
    page = await signedInPage(browser, desk, "content@agency.example", "Content", { viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("the list shows the seed, the spec's two case studies, published in every language", async () => {
    await page.goto(`${desk.origin}/desk/content`);
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(
        /International division of a national railway operator\s+railway\s+English: published\s+French: published\s+Dutch: published/,
      ),
      expect.stringMatching(/Online pharmacy serving several languages\s+pharmacy/),
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("refuses hostile input with a clear message, keeps what was typed and stores nothing", async () => {
    await page.goto(`${desk.origin}/desk/content/new`);
    await page.locator('[name="slug"]').fill("../../etc/passwd");
    await fillLanguage(page, "nl", { title: "Titel\u202e met omkering", client: "Retail" });
    await page.getByRole("button", { name: "Create the draft" }).click();
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.innerText()).toContain("Nothing was saved");
    const said = await alert.innerText();
    expect(said).toContain(
      "Address (lower-case letters, digits and hyphens; the same in every language at first, then changed per language under Address) may hold only lower-case letters",
    );
    expect(said).toContain("Dutch · Title contains invisible control characters");
    expect(said).toContain("Dutch · Description is required");
    expect(await page.locator('[name="nl.client"]').inputValue()).toBe("Retail");
    expect((await entries()).map((e) => e.slug)).toEqual(["railway", "pharmacy"]);
  });
});
