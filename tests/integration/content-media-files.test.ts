/**
 * A case study's image goes with the content export (`contacts content export|import`), on both
 * databases: the export writes the variants the database holds into media/, an import into another
 * database stores the image it lacked (the same bytes, served at the same address) in the import's
 * transaction, and an import whose entry names an image neither the database nor media/ holds, or
 * whose variant is not the image its name says, is refused with the file named and nothing stored.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskContent } from "~/cms/content.server";
import { deskMedia } from "~/media/media.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { contactsCli, withDb } from "../support/desk";
import { gradientPng } from "../support/images";

const draft = (image: unknown) => ({
  shared: { slug: "with-a-picture", tags: ["email"], platforms: [], quoteName: "", image },
  texts: {
    en: {
      client: "Retail",
      title: "A case study with its picture",
      description: "A test case study for its image.",
      actions: "- One action",
      results: [],
      imageAlt: "A gradient from black to green",
    },
  },
});

const counts = (database: TestDatabase) =>
  withDb(database, async (db) => ({
    images: (await db.kysely.selectFrom("media_images").select("id").execute()).length,
    variants: (await db.kysely.selectFrom("media_variants").select("name").orderBy("name").execute()).map((r) => r.name),
    entries: (await db.kysely.selectFrom("content_entries").select("slug").where("collection", "=", "case-study").execute()).length,
  }));

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`images in the content export on ${backend.name}`, () => {
    let source: TestDatabase;
    let target: TestDatabase;
    let id = "";
    let dir = "";
    beforeAll(async () => {
      [source, target] = [await testDatabase(backend.name), await testDatabase(backend.name)];
      await withDb(source, async (db) => {
        const uploaded = await deskMedia(async () => db).upload("Images", await gradientPng(1000, 500));
        if (!uploaded.ok) throw new Error(uploaded.reason);
        id = uploaded.image.id;
        const made = await deskContent(async () => db).create("op@agency.example", draft(uploaded.image));
        if (!made.ok) throw new Error("not created");
        await deskContent(async () => db).save("op@agency.example", made.id, draft(uploaded.image), "en");
      });
      dir = mkdtempSync(join(tmpdir(), "content-media-"));
      const exported = await contactsCli(source, ["content", "export", "--to", dir]);
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stdout).toContain("1 image(s) in media/");
    });
    afterAll(async () => {
      await source?.drop();
      await target?.drop();
    });

    it("exports every variant the database holds, byte for byte", async () => {
      const variants = (await counts(source)).variants;
      // 1000 pixels wide: 480 and 960 in three formats, and the share image.
      expect(variants).toEqual(
        [`${id}-1200x630.jpg`, ...[480, 960].flatMap((w) => ["avif", "jpg", "webp"].map((ext) => `${id}-${w}.${ext}`))].sort(),
      );
      expect(readdirSync(join(dir, "media")).sort()).toEqual(variants);
      const stored = await withDb(source, (db) =>
        db.kysely.selectFrom("media_variants").select("body").where("name", "=", `${id}-960.webp`).executeTakeFirstOrThrow(),
      );
      expect(readFileSync(join(dir, "media", `${id}-960.webp`)).equals(Buffer.from(stored.body))).toBe(true);
    });

    it("refuses an import whose image is missing from media/ or is not what its name says, and stores nothing", async () => {
      const before = await counts(target);
      const broken = mkdtempSync(join(tmpdir(), "content-media-broken-"));
      const copy = await contactsCli(source, ["content", "export", "--to", broken]);
      expect(copy.code).toBe(0);
      rmSync(join(broken, "media", `${id}-480.avif`));
      writeFileSync(join(broken, "media", `${id}-960.webp`), readFileSync(join(broken, "media", `${id}-960.jpg`)));
      const refused = await contactsCli(target, ["content", "import", "--from", broken]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(
        `media/${id}-480.avif: is missing (case-studies/with-a-picture.json names its image, which this database does not hold)`,
      );
      expect(refused.stderr).toContain(`media/${id}-960.webp: is not the image/webp image its name says`);
      expect(refused.stderr).toContain("nothing was imported");
      expect(await counts(target)).toEqual(before);
    });

    it("an import into another database stores the image it lacked, with the entry, once", async () => {
      const imported = await contactsCli(target, ["content", "import", "--from", dir]);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toContain("1 image(s) stored");
      const after = await counts(target);
      expect(after.variants).toEqual((await counts(source)).variants);
      const webp = await withDb(target, (db) =>
        db.kysely.selectFrom("media_variants").select("body").where("name", "=", `${id}-960.webp`).executeTakeFirstOrThrow(),
      );
      expect(Buffer.from(webp.body).equals(readFileSync(join(dir, "media", `${id}-960.webp`)))).toBe(true);
      const audit = await withDb(target, (db) =>
        db.kysely.selectFrom("desk_audit").select("detail").where("action", "=", "content-import").execute(),
      );
      expect(audit.map((r) => r.detail).at(-1)).toContain("1 image(s) stored");
      // Again: nothing more to store.
      const again = await contactsCli(target, ["content", "import", "--from", dir]);
      expect(again.stdout).toContain("0 image(s) stored");
      expect(await counts(target)).toEqual(after);
    });
  });
}
