/**
 * An uploaded file made into the variants the pages use: checked by decoding it with sharp (never
 * by its name or the client's type), bounded in bytes and pixels, turned upright, resized to the
 * pages' widths in AVIF, WebP and JPEG, plus the 1200x630 JPEG share image (cut around the focal point); no metadata is kept
 * (EXIF, GPS, XMP, ICC: sharp writes none unless asked). sharp is loaded on first use only: the
 * server's memory at start stays without it.
 */
import { createHash } from "node:crypto";
import type { Sharp } from "sharp";
import { imageFormats, imageWidths, shareSize, type ImageExt, type ImageRef } from "~/content/image";
import type { StoredVariant } from "~/storage/content/media-store.server";
import { centre, cropBox, shareName, type FocalPoint } from "./focal-point";
import { uploadLimits } from "./limits";

/** What sharp may read: photos and drawings in the usual formats (no SVG, PDF or RAW). */
const acceptedFormats = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);

/** Moves when the encoding below changes, so that new bytes never reuse a hashed path already cached. */
const encodingVersion = "2";

export type ImageRefusal = "too-large" | "not-image" | "too-many-pixels";
export type Processed = { ok: true; image: ImageRef; variants: StoredVariant[] } | { ok: false; reason: ImageRefusal };

type SharpModule = typeof import("sharp");
let loaded: Promise<SharpModule["default"]> | undefined;

function loadSharp(): Promise<SharpModule["default"]> {
  return (loaded ??= import("sharp").then((m) => {
    // No cache of decoded images between uploads: memory goes back once an upload is done.
    m.default.cache(false);
    return m.default;
  }));
}

const encoders: Record<ImageExt, (s: Sharp) => Sharp> = {
  avif: (s) => s.avif({ quality: 50, effort: 2 }),
  webp: (s) => s.webp({ quality: 75 }),
  jpg: (s) => s.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }),
};

async function encode(base: Sharp, width: number, ext: ImageExt): Promise<Buffer> {
  return encoders[ext](base.clone().resize({ width })).toBuffer();
}

async function variantsOf(base: Sharp, id: string, widths: number[], size: { width: number; height: number }): Promise<StoredVariant[]> {
  const out: StoredVariant[] = [];
  for (const width of widths)
    for (const f of imageFormats)
      out.push({ name: `${id}-${width}.${f.ext}`, contentType: f.type, body: await encode(base, width, f.ext) });
  out.push({ name: shareName(id), contentType: "image/jpeg", body: await cropShare(base, size, centre) });
  return out;
}

/** The 1200x630 JPEG cut around the focal point (clamped to the image) from an upright image of this size. */
function cropShare(base: Sharp, size: { width: number; height: number }, focal: FocalPoint): Promise<Buffer> {
  const box = cropBox(size, focal, shareSize);
  return encoders.jpg(base.clone().extract(box).resize({ width: shareSize.width, height: shareSize.height, fit: "fill" })).toBuffer();
}

/** The share variant for a new focal point, made from a stored variant (the widest JPEG). */
export async function shareVariant(id: string, source: Uint8Array, focal: FocalPoint): Promise<StoredVariant> {
  const sharp = await loadSharp();
  const base = sharp(source, { failOn: "error" });
  const meta = await base.metadata();
  const body = await cropShare(base, { width: meta.width ?? 1, height: meta.height ?? 1 }, focal);
  return { name: shareName(id, focal), contentType: "image/jpeg", body };
}

/** The upload's size once upright (EXIF orientations 5 to 8 swap width and height). */
function upright(meta: { width?: number; height?: number; orientation?: number }): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

export async function processImage(bytes: Uint8Array): Promise<Processed> {
  if (bytes.length > uploadLimits.bytes) return { ok: false, reason: "too-large" };
  if (bytes.length === 0) return { ok: false, reason: "not-image" };
  const sharp = await loadSharp();
  const options = { limitInputPixels: uploadLimits.pixels, failOn: "error" as const };
  let meta;
  try {
    // The header only (no pixel is decoded): the pixel bound is checked below, with its own refusal.
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "not-image" };
  }
  if (!meta.format || !acceptedFormats.has(meta.format)) return { ok: false, reason: "not-image" };
  const size = upright(meta);
  if (size.width < 1 || size.height < 1) return { ok: false, reason: "not-image" };
  if (size.width * size.height > uploadLimits.pixels) return { ok: false, reason: "too-many-pixels" };
  const id = createHash("sha256").update(encodingVersion).update(bytes).digest("hex").slice(0, 24);
  const fitting = imageWidths.filter((w) => w <= size.width);
  const widths = fitting.length > 0 ? [...fitting] : [size.width];
  try {
    const variants = await variantsOf(sharp(bytes, options).rotate(), id, widths, size);
    return { ok: true, image: { id, ...size, widths }, variants };
  } catch {
    // Declared well, broken inside (a truncated or corrupt file): not an image we can show.
    return { ok: false, reason: "not-image" };
  }
}
