/**
 * An image's focal point, on SQLite and PostgreSQL, through the production server: the article
 * form posts it as two numbers (as a browser without JavaScript does), a number out of bounds is
 * refused and comes back as typed, and the share image is cut around the point under a name of
 * its own (variants are immutable); without a point the centre is used.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../support/databases";
import { deskSession, startDesk, withDb, type DeskServer } from "../support/desk";

const slug = "article-with-a-focal-point";
const fields = {
  slug,
  date: "2026-11-21",
  author: "Test Author",
  "en.title": "An article whose image has a focal point",
  "en.summary": "A summary for the focal point test.",
  "en.body": "A paragraph.",
  "en.imageAlt": "A blue square with a red band at its top",
};

/** A 1000x1000 blue square whose top 200 rows are red: the subject at one edge. */
async function redBandOnTop(): Promise<Buffer> {
  const band = await sharp({ create: { width: 1000, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: band, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/** The colour of a JPEG's pixel, as "red", "blue" or "other". */
async function colourAt(jpeg: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
  return r > 200 && g < 60 && b < 60 ? "red" : b > 200 && r < 60 && g < 60 ? "blue" : `other ${r},${g},${b}`;
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`an image's focal point (${backend.name})`, () => {
    let desk: DeskServer;
    let session: { cookie: string; csrf: string };
    let id = "";
    let entry = "";
    beforeAll(async () => {
      desk = await startDesk(backend.name);
      session = await deskSession(desk.where, "focal@agency.example", "Focal");
    });
    afterAll(async () => {
      await desk?.stop();
    });

    const post = async (path: string, values: Record<string, string>, png?: Buffer) => {
      const form = new FormData();
      form.set("csrf", session.csrf);
      for (const [k, v] of Object.entries(values)) form.set(k, v);
      if (png) form.set("image.file", new File([new Uint8Array(png)], "a.png", { type: "image/png" }));
      return fetch(`${desk.server.url}${path}`, {
        method: "POST",
        headers: { cookie: session.cookie, origin: desk.origin },
        body: form,
        redirect: "manual",
      });
    };
    const get = (path: string) => fetch(`${desk.server.url}${path}`, { redirect: "manual" });
    const shareImage = async () => {
      const html = await (await get(`/insights/${slug}`)).text();
      const url = /<meta property="og:image" content="[^"]*(\/media\/[^"]+)"/.exec(html)?.[1] ?? "";
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      return { url, jpeg: Buffer.from(await answer.arrayBuffer()) };
    };

    it("without a point, the share image is cut from the centre", async () => {
      const created = await post("/desk/content/articles/new", fields, await redBandOnTop());
      expect(created.status).toBe(302);
      entry = created.headers.get("location")!.split("?")[0]!;
      const form = await (await fetch(`${desk.server.url}${entry}`, { headers: { cookie: session.cookie } })).text();
      id = /name="image\.id" value="([0-9a-f]{24})"/.exec(form)?.[1] ?? "";
      expect(id).toMatch(/^[0-9a-f]{24}$/);
      // The field shows the two numbers, the centre until set.
      const across = /<input id="image\.focalX"[^>]*>/.exec(form)?.[0] ?? "";
      for (const part of ['type="number"', 'min="0"', 'max="100"', 'name="image.focalX"', 'value="50"']) expect(across).toContain(part);
      expect(form).toContain("Focal point: across (%)");
      expect(form).toContain("Focal point: down (%)");
      expect((await post(entry, { ...fields, "image.id": id, intent: "publish:en" })).status).toBe(302);
      await expect.poll(async () => (await get(`/insights/${slug}`)).status, { timeout: 5000 }).toBe(200);
      const { url, jpeg } = await shareImage();
      expect(url).toBe(`/media/${id}-1200x630.jpg`);
      expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630 });
      // The centre of a square holds none of its top band.
      expect(await colourAt(jpeg, 600, 5)).toBe("blue");
      expect(await colourAt(jpeg, 600, 315)).toBe("blue");
    });

    it("a point out of bounds is refused in the operator's words, comes back as typed, and nothing changes", async () => {
      const refused = await post(entry, { ...fields, "image.id": id, "image.focalX": "50", "image.focalY": "150", intent: "save" });
      expect(refused.status).toBe(400);
      const said = await refused.text();
      expect(said).toContain("The focal point is two whole numbers from 0 to 100 (across, down).");
      expect(said).toMatch(/name="image\.focalY"[^>]*value="150"/);
      const row = await withDb(desk.where, (db) =>
        db.kysely.selectFrom("media_images").select(["focal_x", "focal_y"]).where("id", "=", id).executeTakeFirstOrThrow(),
      );
      expect([Number(row.focal_x), Number(row.focal_y)]).toEqual([50, 50]);
    });

    it("a point at the top edge gives a share image of its own, cut from the top: the red band is in it", async () => {
      const saved = await post(entry, { ...fields, "image.id": id, "image.focalX": "50", "image.focalY": "0", intent: "publish:en" });
      expect(saved.status).toBe(302);
      await expect.poll(async () => (await shareImage()).url, { timeout: 5000 }).toBe(`/media/${id}-1200x630-50-0.jpg`);
      const { jpeg } = await shareImage();
      expect(await sharp(jpeg).metadata()).toMatchObject({ width: 1200, height: 630 });
      // The crop is the top 504 of 960 rows: the band (192 rows) is its top 38%, the rest is blue.
      expect(await colourAt(jpeg, 600, 5)).toBe("red");
      expect(await colourAt(jpeg, 20, 150)).toBe("red");
      expect(await colourAt(jpeg, 600, 500)).toBe("blue");
      // The centre's share image is still served as it was (immutable), and the point is stored.
      expect((await get(`/media/${id}-1200x630.jpg`)).status).toBe(200);
      const row = await withDb(desk.where, (db) =>
        db.kysely.selectFrom("media_images").select(["focal_x", "focal_y"]).where("id", "=", id).executeTakeFirstOrThrow(),
      );
      expect([Number(row.focal_x), Number(row.focal_y)]).toEqual([50, 0]);
      const form = await (await fetch(`${desk.server.url}${entry}`, { headers: { cookie: session.cookie } })).text();
      expect(form).toMatch(/name="image\.focalY"[^>]*value="0"/);
    });
  });
}
