/**
 * Images for the content desk, on SQLite and PostgreSQL, through the production server: an upload
 * in the case study form (multipart, as a browser without JavaScript posts it) becomes AVIF, WebP
 * and JPEG variants stored in the database, served under content-hashed paths with a year's
 * immutable caching and an ETag, shown by the published page in a <picture> with its share
 * image. Hostile uploads (too many bytes, a text file named .jpg, a decompression bomb) are
 * refused in the operator's words, and nothing is stored.
 */
import { connect } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteUnusedImages, storeImage } from "~/storage/content/media-store.server";
import { backends } from "../support/databases";
import { deskSession, startDesk, withDb, type DeskServer } from "../support/desk";
import { bombPng, gradientPng, jpegWithGps } from "../support/images";

/** A post's head, announcing a body it never sends: what the server answers (status line, headers, body). */
function postHeadOnly(base: string, path: string, headers: Record<string, string>): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(Number(url.port), url.hostname, () => {
      const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.write(`POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\n${lines.join("")}\r\n`);
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
      if (answer.includes("</html>")) socket.destroy();
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

const french = {
  "fr.client": "Distributeur",
  "fr.title": "Une image pour une étude de cas",
  "fr.description": "Une description.",
  "fr.actions": "- Une action",
};

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`images of case studies (${backend.name})`, () => {
    let desk: DeskServer;
    let session: { cookie: string; csrf: string };
    beforeAll(async () => {
      desk = await startDesk(backend.name);
      session = await deskSession(desk.where, "images@agency.example", "Images");
    });
    afterAll(async () => {
      await desk?.stop();
    });

    const post = (path: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) => {
      const form = new FormData();
      form.set("csrf", session.csrf);
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (file)
        form.set(
          path.includes("/team/") ? "photo.file" : "image.file",
          new File([new Uint8Array(file.bytes)], file.name, { type: file.type }),
        );
      return fetch(`${desk.server.url}${path}`, {
        method: "POST",
        headers: { cookie: session.cookie, origin: desk.origin },
        body: form,
        redirect: "manual",
      });
    };
    const stored = () =>
      withDb(desk.where, async (db) => ({
        images: (await db.kysely.selectFrom("media_images").select("id").execute()).length,
        variants: (await db.kysely.selectFrom("media_variants").select("name").execute()).length,
        entries: (await db.kysely.selectFrom("content_entries").select("slug").execute()).map((e) => e.slug).sort(),
      }));
    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${desk.server.url}${path}`, { headers, redirect: "manual" });

    it("refuses a 9 MB file, a text file named .jpg and a decompression bomb in the operator's words, storing nothing", async () => {
      const before = await stored();
      const nine = new Uint8Array(9 * 1024 * 1024);
      nine.set(await gradientPng(8, 8));
      const cases = [
        { file: { bytes: nine, name: "big.png", type: "image/png" }, said: "The image is larger than 8 MB" },
        {
          file: { bytes: new TextEncoder().encode("not a picture at all"), name: "photo.jpg", type: "image/jpeg" },
          said: "This file is not an image",
        },
        { file: { bytes: await bombPng(), name: "bomb.png", type: "image/png" }, said: "more than 40 million pixels" },
      ];
      for (const c of cases) {
        const r = await post("/desk/content/new", { slug: "refused-image", ...french, "fr.imageAlt": "Une image" }, c.file);
        expect(r.status, c.file.name).toBe(400);
        const page = await r.text();
        expect(page, c.file.name).toContain("Nothing was saved");
        expect(page, c.file.name).toContain(c.said);
        // What was typed comes back.
        expect(page, c.file.name).toContain("Une image pour une étude de cas");
      }
      // A post over the upload's bound (the file and room for the text) is refused before any route,
      // in the desk's words, without reading its body: its head alone is sent.
      const huge = await postHeadOnly(desk.server.url, "/desk/content/new", {
        cookie: session.cookie,
        origin: desk.origin,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(13 * 1024 * 1024),
      });
      expect(huge).toMatch(/^HTTP\/1\.1 413 /);
      expect(huge).toContain("an image holds at most 8 MB");
      expect(await stored()).toEqual(before);
    });

    it("refuses an upload from a stranger (401) and from a session without the form token (403)", async () => {
      const before = await stored();
      const form = () => {
        const f = new FormData();
        f.set("image.file", new File([new Uint8Array(16)], "x.png", { type: "image/png" }));
        return f;
      };
      const url = `${desk.server.url}/desk/content/new`;
      expect((await fetch(url, { method: "POST", headers: { origin: desk.origin }, body: form(), redirect: "manual" })).status).toBe(401);
      expect(
        (await fetch(url, { method: "POST", headers: { origin: desk.origin, cookie: session.cookie }, body: form(), redirect: "manual" }))
          .status,
      ).toBe(403);
      expect((await fetch(`${desk.server.url}/media/x.png`, { method: "POST", body: form() })).status).toBe(405);
      expect(await stored()).toEqual(before);
    });

    it("stores the variants, serves them with their headers, and the published page shows them", async () => {
      // An image with an alt text missing is refused at that language's field; the upload is kept for the next try.
      const missing = await post(
        "/desk/content/new",
        { slug: "with-image", ...french },
        { bytes: await gradientPng(1600, 900), name: "a.png", type: "image/png" },
      );
      expect(missing.status).toBe(400);
      const said = await missing.text();
      expect(said).toContain("French · Image description is required");
      const id = /name="image\.id" value="([0-9a-f]{24})"/.exec(said)?.[1];
      expect(id).toBeDefined();
      const created = await post("/desk/content/new", {
        slug: "with-image",
        ...french,
        "fr.imageAlt": "Un graphique en dégradé",
        "image.id": id!,
      });
      expect(created.status).toBe(302);
      const entry = created.headers.get("location")!.split("?")[0]!;
      expect(
        (
          await post(entry, {
            slug: "with-image",
            ...french,
            "fr.imageAlt": "Un graphique en dégradé",
            "image.id": id!,
            intent: "publish:fr",
          })
        ).status,
      ).toBe(302);
      const names = await withDb(desk.where, (db) =>
        db.kysely.selectFrom("media_variants").select("name").where("image_id", "=", id!).orderBy("name").execute(),
      );
      expect(names.map((n) => n.name.slice(25)).sort()).toEqual(
        ["1200x630.jpg", "1440.avif", "1440.jpg", "1440.webp", "480.avif", "480.jpg", "480.webp", "960.avif", "960.jpg", "960.webp"].sort(),
      );
      for (const [ext, type] of [
        ["avif", "image/avif"],
        ["webp", "image/webp"],
        ["jpg", "image/jpeg"],
      ] as const) {
        const r = await get(`/media/${id}-960.${ext}`);
        expect(r.status).toBe(200);
        expect(r.headers.get("content-type")).toBe(type);
        expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const body = Buffer.from(await r.arrayBuffer());
        expect((await sharp(body).metadata()).width).toBe(960);
        const again = await get(`/media/${id}-960.${ext}`, { "if-none-match": r.headers.get("etag")! });
        expect(again.status).toBe(304);
      }
      const share = await sharp(Buffer.from(await (await get(`/media/${id}-1200x630.jpg`)).arrayBuffer())).metadata();
      expect([share.width, share.height, share.format]).toEqual([1200, 630, "jpeg"]);
      for (const path of ["/media/", "/media", `/media/${id}-961.jpg`, `/media/${id}-960.png`, `/media/${id}`])
        expect((await get(path)).status, path).toBe(404);
      await expect.poll(async () => (await get("/fr/projets/with-image")).status, { timeout: 5000 }).toBe(200);
      const page = await (await get("/fr/projets/with-image")).text();
      expect(page).toContain(
        `<source type="image/avif" srcSet="/media/${id}-480.avif 480w, /media/${id}-960.avif 960w, /media/${id}-1440.avif 1440w"`,
      );
      expect(page).toMatch(
        new RegExp(
          `<img src="/media/${id}-1440.jpg" srcSet="[^"]+" sizes="[^"]+" width="1440" height="810" alt="Un graphique en dégradé" loading="lazy"`,
        ),
      );
      expect(page).toContain(`<meta property="og:image" content="http://localhost:3000/media/${id}-1200x630.jpg"/>`);
      expect(page).toContain(`<meta name="twitter:image" content="http://localhost:3000/media/${id}-1200x630.jpg"/>`);
    });

    it("strips the metadata of a phone's photo (camera, GPS) from every variant", async () => {
      const created = await post(
        "/desk/content/new",
        { slug: "phone-photo", ...french, "fr.imageAlt": "Une photo" },
        { bytes: await jpegWithGps(), name: "phone.jpg", type: "image/jpeg" },
      );
      expect(created.status).toBe(302);
      const variants = await withDb(desk.where, (db) =>
        db.kysely.selectFrom("media_variants").select(["name", "body"]).where("name", "like", "%-480.%").execute(),
      );
      expect(variants.length).toBeGreaterThanOrEqual(3);
      for (const v of variants) {
        const meta = await sharp(Buffer.from(v.body)).metadata();
        expect([v.name, meta.exif, meta.xmp]).toEqual([v.name, undefined, undefined]);
      }
    });

    it("a team member's photo: uploaded with the member, required alt per language, shown on About once published", async () => {
      const photo = { bytes: await gradientPng(600, 600), name: "member.png", type: "image/png" };
      const missing = await post("/desk/content/team/new", { name: "Test Member", "en.role": "Consultant" }, photo);
      expect(missing.status).toBe(400);
      const said = await missing.text();
      expect(said).toContain("English · What the photo shows (required with a photo) is required");
      const id = /name="photo\.id" value="([0-9a-f]{24})"/.exec(said)?.[1];
      expect(id).toBeDefined();
      const created = await post("/desk/content/team/new", {
        name: "Test Member",
        "en.role": "Consultant",
        "en.photoAlt": "A grey square",
        "photo.id": id!,
      });
      expect(created.status).toBe(302);
      const entry = created.headers.get("location")!.split("?")[0]!;
      const fields = { name: "Test Member", "en.role": "Consultant", "en.photoAlt": "A grey square", "photo.id": id! };
      expect((await post(entry, { ...fields, intent: "publish:en" })).status).toBe(302);
      await expect.poll(async () => (await (await get("/about")).text()).includes("Test Member"), { timeout: 5000 }).toBe(true);
      const about = await (await get("/about")).text();
      // 600 pixels wide: the 480 variant only.
      expect(about).toContain(`<source type="image/avif" srcSet="/media/${id}-480.avif 480w"`);
      expect(about).toMatch(new RegExp(`<img src="/media/${id}-480.jpg"[^>]* width="480" height="480" alt="A grey square" loading="lazy"`));
      expect((await get(`/media/${id}-480.webp`)).status).toBe(200);
    });

    it("retention: an image older than a day that no entry or revision names is deleted with its variants, the others stay", async () => {
      const old = new Date(Date.now() - 2 * 86_400_000);
      const unused = { id: "f".repeat(24), width: 10, height: 10, widths: [10] };
      await withDb(desk.where, (db) =>
        storeImage(
          db,
          "Images",
          unused,
          [{ name: `${unused.id}-10.jpg`, contentType: "image/jpeg", body: new Uint8Array([1, 2, 3]) }],
          old,
        ),
      );
      const before = await stored();
      expect(await withDb(desk.where, (db) => deleteUnusedImages(db))).toBe(1);
      expect(await stored()).toEqual({ ...before, images: before.images - 1, variants: before.variants - 1 });
      expect((await get(`/media/${unused.id}-10.jpg`)).status).toBe(404);
    });
  });
}
