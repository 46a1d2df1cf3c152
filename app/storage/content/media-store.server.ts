/**
 * Images and their variants, bytes in the database (0030). An image is stored once per content
 * hash, with its variants, in one transaction; uploads are bounded per day; an image no entry or
 * revision names any more is deleted after a day (retention).
 */
import type { Transaction } from "kysely";
import type { ImageRef } from "~/content/image";
import type { Db } from "../platform/database.server";
import { audit } from "../operators/desk-audit-store.server";
import type { Database } from "../platform/schema.server";

/** Uploads per rolling 24 hours (all operators together), and how long an image nothing names is kept. */
export const mediaBounds = { perDay: 100, unusedDays: 1 } as const;

export interface StoredVariant {
  name: string;
  contentType: string;
  body: Uint8Array;
}

export type StoreOutcome = { ok: true; image: ImageRef } | { ok: false; reason: "too-many-today" };

const dayMs = 86_400_000;

type ImageRow = { id: string; width: number; height: number; widths: string; focal_x?: number; focal_y?: number };

function toRef(r: ImageRow): ImageRef {
  const ref: ImageRef = {
    id: r.id,
    width: Number(r.width),
    height: Number(r.height),
    widths: (JSON.parse(r.widths) as number[]).map(Number),
  };
  const focal = { x: Number(r.focal_x ?? 50), y: Number(r.focal_y ?? 50) };
  return focal.x === 50 && focal.y === 50 ? ref : { ...ref, focal };
}

export async function findImage(db: Db, id: string): Promise<ImageRef | undefined> {
  const row = await db.kysely
    .selectFrom("media_images")
    .select(["id", "width", "height", "widths", "focal_x", "focal_y"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toRef(row) : undefined;
}

/** Sets an image's focal point (0042), with the share variant cut around it when not stored yet. */
export async function setFocalPoint(db: Db, id: string, focal: { x: number; y: number }, share?: StoredVariant): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    if (share)
      await trx
        .insertInto("media_variants")
        .values({ name: share.name, image_id: id, content_type: share.contentType, body: share.body })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
    await trx.updateTable("media_images").set({ focal_x: focal.x, focal_y: focal.y }).where("id", "=", id).execute();
  });
}

/** Writes an image's row and its variants' rows; its bytes, all variants together. */
export async function insertImage(
  trx: Transaction<Database>,
  image: ImageRef,
  variants: readonly StoredVariant[],
  at: string,
  operator: string | null,
): Promise<number> {
  const bytes = variants.reduce((sum, x) => sum + x.body.length, 0);
  await trx
    .insertInto("media_images")
    .values({
      id: image.id,
      width: image.width,
      height: image.height,
      ...(image.focal ? { focal_x: image.focal.x, focal_y: image.focal.y } : {}),
      widths: JSON.stringify(image.widths),
      bytes,
      created_at: at,
      created_by: operator,
    })
    .execute();
  for (const x of variants)
    await trx
      .insertInto("media_variants")
      .values({ name: x.name, image_id: image.id, content_type: x.contentType, body: x.body })
      .execute();
  return bytes;
}

/** Stores an image and its variants (the same image again: the stored one); an audit line says who. */
export async function storeImage(
  db: Db,
  operator: string,
  image: ImageRef,
  variants: readonly StoredVariant[],
  now = new Date(),
): Promise<StoreOutcome> {
  return db.kysely.transaction().execute(async (trx): Promise<StoreOutcome> => {
    const existing = await trx
      .selectFrom("media_images")
      .select(["id", "width", "height", "widths", "focal_x", "focal_y"])
      .where("id", "=", image.id)
      .executeTakeFirst();
    if (existing) return { ok: true, image: toRef(existing) };
    const since = new Date(now.getTime() - dayMs).toISOString();
    const count = await trx
      .selectFrom("media_images")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("created_at", ">", since)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= mediaBounds.perDay) return { ok: false, reason: "too-many-today" };
    const bytes = await insertImage(trx, image, variants, now.toISOString(), operator);
    await audit(trx, { operator, action: "media-upload", detail: `${image.id} ${image.width}x${image.height} ${bytes} bytes` }, now);
    return { ok: true, image };
  });
}

/** A variant by its name, for serving. */
export async function findVariant(db: Db, name: string): Promise<{ contentType: string; body: Buffer } | undefined> {
  const row = await db.kysely.selectFrom("media_variants").select(["content_type", "body"]).where("name", "=", name).executeTakeFirst();
  return row ? { contentType: row.content_type, body: Buffer.from(row.body) } : undefined;
}

/**
 * Retention: deletes the images older than a day that no entry's draft, published languages or
 * kept revision names (an operator may still restore a revision that shows one). Returns how many.
 */
export async function deleteUnusedImages(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - mediaBounds.unusedDays * dayMs).toISOString();
  const candidates = await db.kysely.selectFrom("media_images").select("id").where("created_at", "<", before).execute();
  if (candidates.length === 0) return 0;
  const texts = [
    ...(await db.kysely.selectFrom("content_entries").select(["draft", "published"]).execute()),
    ...(await db.kysely.selectFrom("content_revisions").select(["draft", "published"]).execute()),
  ].map((r) => r.draft + r.published);
  const unused = candidates.map((c) => c.id).filter((id) => !texts.some((t) => t.includes(id)));
  if (unused.length > 0) await db.kysely.deleteFrom("media_images").where("id", "in", unused).execute();
  return unused.length;
}
