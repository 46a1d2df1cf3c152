/**
 * Articles live on several instances: on PostgreSQL, a second instance serves an article, its
 * language's index and feed published on the first within 5 s, and drops them as soon after an
 * unpublish. On SQLite, a server started on a database with a published article renders it at start.
 */
import { afterAll, describe, expect, it } from "vitest";
import { backends, testDatabase } from "../support/databases";
import { deskSession, startDeskServer } from "../support/desk";
import { twoInstances } from "../support/two-instances";

const form = (csrf: string, intent: string) =>
  new URLSearchParams({
    csrf,
    intent,
    slug: "two-instances",
    date: "2026-04-01",
    author: "Test Author",
    "fr.title": "Un article pour deux instances",
    "fr.summary": "Un résumé d’essai.",
    "fr.body": "Un texte d’essai avec [un lien](https://example.org/).",
  }).toString();

async function status(base: string, path: string): Promise<number> {
  return (await fetch(`${base}${path}`)).status;
}

type Server = Awaited<ReturnType<typeof startDeskServer>>;

/** Creates the article on `a` and returns a poster of intents to its edit page. */
async function article(a: Server, data: { dataDir: string; databaseUrl?: string }) {
  const { cookie, csrf } = await deskSession(data, "live@agency.example", "Live");
  const post = (path: string, intent: string) =>
    fetch(`${a.server.url}${path}`, {
      method: "POST",
      headers: { cookie, origin: a.origin, "content-type": "application/x-www-form-urlencoded" },
      body: form(csrf, intent),
      redirect: "manual",
    });
  const created = await post("/desk/content/articles/new", "create");
  expect(created.status).toBe(302);
  const edit = created.headers.get("location")!.split("?")[0]!;
  return (intent: string) => post(edit, intent);
}

const paths = ["/fr/analyses", "/fr/analyses/two-instances", "/fr/analyses/feed.xml"];

for (const backend of backends.filter((b) => b.name === "postgres")) {
  describe.skipIf(!backend.enabled)("articles on two instances of one PostgreSQL", () => {
    const stops: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const stop of stops.reverse()) await stop();
    });

    it("the second serves the article, its index and feed within 5 s of the publish, and drops them as soon after the unpublish", async () => {
      const { data, a, b } = await twoInstances(stops);
      const act = await article(a, data);
      for (const path of paths) expect(await status(b.server.url, path)).toBe(404);
      expect((await act("publish:fr")).status).toBe(302);
      for (const path of paths) await expect.poll(() => status(b.server.url, path), { timeout: 5000, interval: 100 }).toBe(200);
      expect(await (await fetch(`${b.server.url}/sitemap.xml`)).text()).toContain("/fr/analyses/two-instances</loc>");
      expect((await act("unpublish:fr")).status).toBe(302);
      for (const path of paths) await expect.poll(() => status(b.server.url, path), { timeout: 5000, interval: 100 }).toBe(404);
    });
  });
}

describe("a server started on a database with a published article", () => {
  const stops: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it("renders the article's pages and feed at start (SQLite)", async () => {
    const database = await testDatabase("sqlite");
    const data = { dataDir: database.dataDir };
    let running = await startDeskServer(data);
    stops.push(() => running.server.stop());
    const act = await article(running, data);
    expect((await act("publish:fr")).status).toBe(302);
    await running.server.stop();
    running = await startDeskServer(data);
    for (const path of paths) await expect.poll(() => status(running.server.url, path), { timeout: 5000 }).toBe(200);
    expect(await status(running.server.url, "/insights")).toBe(404);
  });
});
