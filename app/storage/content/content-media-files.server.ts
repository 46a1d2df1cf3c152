/**
 * The images of the content export (`contacts content export|import`): every image an exported
 * entry names (in its draft or a published language), as its variants' files in `media/`, the
 * bytes the database holds ("<hash>-960.avif", "<hash>-1200x630.jpg"). An import stores the
 * images the target database lacks from those files, in the import's transaction, so a page never
 * names an image its database cannot serve; an entry naming an image that is neither in the
 * database nor in `media/` is refused with the rest of the folder.
 */
import type { Transaction } from "kysely";
import * as v from "valibot";
import { imageFormats, imageRefSchema, sharePath, shareSize, type ImageRef } from "~/content/image";
import type { Db } from "../platform/database.server";
import { insertImage } from "./media-store.server";
import type { Database } from "../platform/schema.server";

export const mediaFolder = "media";
/** The largest variant file read back (an upload is at most 8 MB; its variants are smaller). */
export const maxVariantBytes = 8 * 1024 * 1024;

/** Every image reference found anywhere in a value (an entry's draft or published languages), by id. */
export function imagesIn(value: unknown, found = new Map<string, ImageRef>()): Map<string, ImageRef> {
  if (Array.isArray(value)) for (const item of value) imagesIn(item, found);
  else if (value && typeof value === "object") {
    if (v.is(imageRefSchema, value)) found.set(value.id, v.parse(imageRefSchema, value));
    else for (const item of Object.values(value)) imagesIn(item, found);
  }
  return found;
}

/** The variants an image has, by name, with their content types: each width in each format, and the share image. */
export function variantFiles(ref: ImageRef): { name: string; contentType: string }[] {
  return [
    ...ref.widths.flatMap((w) => imageFormats.map((f) => ({ name: `${ref.id}-${w}.${f.ext}`, contentType: f.type }))),
    { name: `${ref.id}-${shareSize.width}x${shareSize.height}.jpg`, contentType: "image/jpeg" },
    // The share image cut around its focal point (0042), when it has one.
    ...(ref.focal && sharePath(ref.id, ref.focal) !== sharePath(ref.id)
      ? [{ name: sharePath(ref.id, ref.focal).slice("/media/".length), contentType: "image/jpeg" }]
      : []),
  ];
}

/** The stored variants of these images, name and bytes. */
export async function storedVariants(db: Db, ids: readonly string[]): Promise<{ name: string; body: Buffer }[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely.selectFrom("media_variants").select(["name", "body"]).where("image_id", "in", ids).orderBy("name").execute();
  // SQLite's driver hands a BLOB back as an ArrayBuffer, PostgreSQL's as a Buffer.
  return rows.map((r) => ({ name: r.name, body: Buffer.from(r.body) }));
}

/** Of these images, those the database does not hold. */
export async function imagesMissing(db: Db, refs: readonly ImageRef[]): Promise<ImageRef[]> {
  if (refs.length === 0) return [];
  const held = await db.kysely
    .selectFrom("media_images")
    .select("id")
    .where(
      "id",
      "in",
      refs.map((r) => r.id),
    )
    .execute();
  const ids = new Set(held.map((r) => r.id));
  return refs.filter((r) => !ids.has(r.id));
}

/** An image read from the export's files, with every variant it names. */
export interface ImportedImage {
  ref: ImageRef;
  variants: { name: string; contentType: string; body: Uint8Array }[];
}

/** Stores an imported image and its variants unless another writer stored it first. */
export async function storeImportedImage(trx: Transaction<Database>, image: ImportedImage, at: string): Promise<boolean> {
  const there = await trx.selectFrom("media_images").select("id").where("id", "=", image.ref.id).executeTakeFirst();
  if (there) return false;
  await insertImage(trx, image.ref, image.variants, at, null);
  return true;
}
