/**
 * An image an entry shows (uploaded in the desk, ~/media): its content hash, its size upright and
 * the widths of its variants. Each width exists in AVIF, WebP and JPEG under a content-hashed
 * path; every image also has a 1200x630 JPEG for link previews (og:image).
 */
import * as v from "valibot";

/** The widths the pages use (a variant wider than the upload is not made), and the share image's size. */
export const imageWidths = [480, 960, 1440] as const;
export const shareSize = { width: 1200, height: 630 } as const;
export const imageFormats = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
  { ext: "jpg", type: "image/jpeg" },
] as const;
export type ImageExt = (typeof imageFormats)[number]["ext"];

/** The alt text's bound in characters (one per language, required when an image is set). */
export const altMax = 250;

const side = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20_000));
const percent = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100));

export const imageRefSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/)),
  width: side,
  height: side,
  widths: v.pipe(v.array(side), v.minLength(1), v.maxLength(imageWidths.length)),
  /** Where its subject is, across and down in percent (~/media/focal-point); none is the centre. */
  focal: v.optional(v.object({ x: percent, y: percent })),
});
export type ImageRef = v.InferOutput<typeof imageRefSchema>;

type AltIssue = { message: string; path: [v.IssuePathItem, ...v.IssuePathItem[]] };

/**
 * An image needs what it shows in each language written: an issue ("required") at each written
 * language's `altKey` when `shared[imageKey]` is set. For a draft schema's `v.rawCheck`.
 */
export function requireAlts(
  value: { shared: object; texts: Partial<Record<string, object | undefined>> },
  imageKey: string,
  altKey: string,
  addIssue: (issue: AltIssue) => void,
): void {
  if (!(value.shared as Record<string, unknown>)[imageKey]) return;
  for (const [l, written] of Object.entries(value.texts)) {
    const t = written as Record<string, unknown> | undefined;
    if (!t || t[altKey]) continue;
    addIssue({
      message: "required",
      path: [
        { type: "object", origin: "value", input: value as Record<string, unknown>, key: "texts", value: value.texts },
        { type: "object", origin: "value", input: value.texts as Record<string, unknown>, key: l, value: t },
        { type: "object", origin: "value", input: t, key: altKey, value: undefined },
      ],
    });
  }
}

/** A variant's path: "/media/<hash>-<width>.<ext>". */
export function variantPath(id: string, width: number, ext: ImageExt): string {
  return `/media/${id}-${width}.${ext}`;
}

/** The share image's path, cut around the focal point: "-1200x630.jpg" at the centre, "-1200x630-<x>-<y>.jpg" elsewhere. */
export function sharePath(id: string, focal?: { x: number; y: number }): string {
  const point = focal && (focal.x !== 50 || focal.y !== 50) ? `-${focal.x}-${focal.y}` : "";
  return `/media/${id}-${shareSize.width}x${shareSize.height}${point}.jpg`;
}

/** What a variant's name may be: anything else under /media is unknown (404) without a look-up. */
export const variantName = /^[0-9a-f]{24}-(?:\d{1,5}|1200x630(?:-\d{1,3}-\d{1,3})?)\.(?:avif|webp|jpg)$/;

/** The height of a variant of this width, as the encoder rounds it. */
export function heightAt(image: Pick<ImageRef, "width" | "height">, width: number): number {
  return Math.max(1, Math.round((image.height * width) / image.width));
}
