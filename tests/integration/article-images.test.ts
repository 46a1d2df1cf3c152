/**
 * An article's image (issue 38), on SQLite and PostgreSQL, through the production server: uploaded
 * in the article form (multipart, as a browser without JavaScript posts it), refused without what
 * it shows in a written language, shown by the published page in a <picture> at the widths made
 * (never wider than the upload) and named as its share image; Markdown images stay refused. The
 * hourly housekeeping keeps an image an article names, in its draft, what is published or a kept
 * revision, and still deletes one nothing names.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteUnusedImages, storeImage } from "~/storage/content/media-store.server";
import { backends } from "../support/databases";
import { deskSession, startDesk, withDb, type DeskServer } from "../support/desk";
import { gradientPng } from "../support/images";

const slug = "article-with-image";
const english = {
  slug,
  date: "2026-11-20",
  author: "Test Author",
  "en.title": "An article with its image",
  "en.summary": "A summary for the image test.",
  "en.body": "A paragraph.",
};
const alt = "A gradient from black to green";

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`an article's image (${backend.name})`, () => {
    let desk: DeskServer;
    let session: { cookie: string; csrf: string };
    let id = "";
    let entry = "";
    beforeAll(async () => {
      desk = await startDesk(backend.name);
      session = await deskSession(desk.where, "articles@agency.example", "Articles");
    });
    afterAll(async () => {
      await desk?.stop();
    });

    const post = async (path: string, fields: Record<string, string>, png?: Buffer) => {
      const form = new FormData();
      form.set("csrf", session.csrf);
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (png) form.set("image.file", new File([new Uint8Array(png)], "a.png", { type: "image/png" }));
      try {
        return await fetch(`${desk.server.url}${path}`, {
          method: "POST",
          headers: { cookie: session.cookie, origin: desk.origin },
          body: form,
          redirect: "manual",
        });
      } catch (error) {
        // Once on PostgreSQL (2026-12-02, one gate of many) the server answered about 3 KB and
        // closed the connection before the upload's end ("other side closed"), unexplained: its log
        // says which answer that was.
        throw new Error(`POST ${path} failed; the server's last output:\n${desk.server.output().slice(-4000)}`, { cause: error });
      }
    };
    const get = (path: string) => fetch(`${desk.server.url}${path}`, { redirect: "manual" });
    const page = async () => (await get(`/insights/${slug}`)).text();
    const articles = () =>
      withDb(desk.where, (db) => db.kysely.selectFrom("content_entries").select("slug").where("collection", "=", "article").execute());

    it("an upload to the article forms from a stranger (401), or without the form token (403), stores nothing", async () => {
      const png = await gradientPng(600, 400);
      const form = () => {
        const f = new FormData();
        f.set("image.file", new File([new Uint8Array(png)], "x.png", { type: "image/png" }));
        return f;
      };
      for (const path of ["/desk/content/articles/new", "/desk/content/articles/x"]) {
        const url = `${desk.server.url}${path}`;
        const stranger = await fetch(url, { method: "POST", headers: { origin: desk.origin }, body: form(), redirect: "manual" });
        expect(stranger.status, path).toBe(401);
        const headers = { origin: desk.origin, cookie: session.cookie };
        expect((await fetch(url, { method: "POST", headers, body: form(), redirect: "manual" })).status, path).toBe(403);
      }
      expect(await withDb(desk.where, (db) => db.kysely.selectFrom("media_images").select("id").execute())).toEqual([]);
    });

    it("is refused without what it shows in a written language; Markdown images stay refused; nothing is created", async () => {
      const missing = await post("/desk/content/articles/new", english, await gradientPng(1000, 600));
      expect(missing.status).toBe(400);
      const said = await missing.text();
      expect(said).toContain("English · Image description is required");
      // The upload comes back with the form, for the next try.
      id = /name="image\.id" value="([0-9a-f]{24})"/.exec(said)?.[1] ?? "";
      expect(id).toMatch(/^[0-9a-f]{24}$/);
      const markdown = await post("/desk/content/articles/new", { ...english, "en.body": `![x](/media/${id}-480.jpg)` });
      expect(markdown.status).toBe(400);
      expect(await markdown.text()).toContain("contains an image: the text takes none");
      expect(await articles()).toEqual([]);
    });

    it("is shown by the published page at the widths made, 480 and 960 for a 1000-pixel upload, and is its share image", async () => {
      const created = await post("/desk/content/articles/new", { ...english, "en.imageAlt": alt, "image.id": id });
      expect(created.status).toBe(302);
      entry = created.headers.get("location")!.split("?")[0]!;
      const preview = await fetch(`${desk.server.url}${entry}/preview/en`, { headers: { cookie: session.cookie } });
      expect(await preview.text()).toMatch(new RegExp(`<img src="/media/${id}-960.jpg"[^>]* alt="${alt}"`));
      expect((await post(entry, { ...english, "en.imageAlt": alt, "image.id": id, intent: "publish:en" })).status).toBe(302);
      await expect.poll(async () => (await get(`/insights/${slug}`)).status, { timeout: 5000 }).toBe(200);
      const html = await page();
      expect(html).toContain(`<source type="image/avif" srcSet="/media/${id}-480.avif 480w, /media/${id}-960.avif 960w"`);
      expect(html).toContain(`<source type="image/webp" srcSet="/media/${id}-480.webp 480w, /media/${id}-960.webp 960w"`);
      expect(html).not.toContain(`${id}-1440`);
      expect(html).toMatch(new RegExp(`<img src="/media/${id}-960.jpg"[^>]* width="960" height="576" alt="${alt}"`));
      expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/media/${id}-1200x630.jpg"`));
      expect(html).toContain(`<meta property="og:image:alt" content="${alt}"`);
      expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"`);
      expect((await get(`/media/${id}-1200x630.jpg`)).status).toBe(200);
    });

    it("housekeeping keeps it while the article or a kept revision names it, and deletes an image nothing names", async () => {
      const unused = { id: "e".repeat(24), width: 10, height: 10, widths: [10] };
      const old = new Date(Date.now() - 2 * 86_400_000);
      await withDb(desk.where, async (db) => {
        await storeImage(
          db,
          "Articles",
          unused,
          [{ name: `${unused.id}-10.jpg`, contentType: "image/jpeg", body: new Uint8Array([1]) }],
          old,
        );
        await db.kysely.updateTable("media_images").set({ created_at: old.toISOString() }).execute();
      });
      expect(await withDb(desk.where, (db) => deleteUnusedImages(db))).toBe(1);
      expect((await get(`/media/${unused.id}-10.jpg`)).status).toBe(404);
      // The image taken off the article and the page published without it: only revisions name it now.
      expect((await post(entry, { ...english, "image.id": id, "image.remove": "on", intent: "publish:en" })).status).toBe(302);
      await expect.poll(async () => (await page()).includes(`${id}-480`), { timeout: 5000 }).toBe(false);
      expect(await page()).toContain(`<meta name="twitter:card" content="summary"`);
      expect(await page()).not.toContain("og:image");
      expect(await withDb(desk.where, (db) => deleteUnusedImages(db))).toBe(0);
      expect((await get(`/media/${id}-480.jpg`)).status).toBe(200);
    });
  });
}
