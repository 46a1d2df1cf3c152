/**
 * The images of `contacts content export|import` (app/storage/content-media-files.server.ts): the
 * export writes every variant of every image its entries name into `media/`; the import reads the
 * variants of each image the database lacks back from there, each checked (a plain file, within
 * its bound, decoded by sharp in the format its name says), or names what is missing or wrong.
 */
import { lstat, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { EntryFile } from "../app/storage/content/content-files.server";
import {
  imagesIn,
  imagesMissing,
  maxVariantBytes,
  mediaFolder,
  storedVariants,
  variantFiles,
  type ImportedImage,
} from "../app/storage/content/content-media-files.server";
import type { ImportFolder } from "../app/storage/content/content-import-store.server";
import type { Db } from "../app/storage/platform/database.server";
import type { ImageRef } from "../app/content/image";

export type FileProblem = { file: string; field: string; message: string };

/** What sharp calls each format the variants are written in. */
const sharpFormat: Record<string, string> = { "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg" };

/** Writes the variants of every image the entries name into `media/`; other files there leave. The count of images. */
export async function exportMedia(db: Db, dir: string, entries: readonly EntryFile[]): Promise<number> {
  const refs = imagesIn(entries.map((e) => [e.draft, e.published]));
  const folder = join(dir, mediaFolder);
  await mkdir(folder, { recursive: true });
  const written = new Set<string>();
  for (const variant of await storedVariants(db, [...refs.keys()])) {
    await writeFile(join(folder, variant.name), variant.body);
    written.add(variant.name);
  }
  for (const name of await readdir(folder)) if (!written.has(name)) await rm(join(folder, name));
  return refs.size;
}

/** The images the entries name, by id, with the first entry file that names each. */
function namedImages(folders: readonly ImportFolder[]): Map<string, { ref: ImageRef; file: string }> {
  const named = new Map<string, { ref: ImageRef; file: string }>();
  for (const { collection, entries } of folders)
    for (const entry of entries)
      for (const ref of imagesIn([entry.draft, entry.published]).values())
        if (!named.has(ref.id)) named.set(ref.id, { ref, file: `${collection.folder}/${entry.slug}.json` });
  return named;
}

/** One variant file read and checked, or the problem with it. */
async function readVariant(dir: string, name: string, contentType: string, file: string): Promise<Uint8Array | FileProblem> {
  const path = join(dir, mediaFolder, name);
  const shown = `${mediaFolder}/${name}`;
  const info = await lstat(path).catch(() => undefined);
  if (!info) return { file: shown, field: "", message: `is missing (${file} names its image, which this database does not hold)` };
  if (!info.isFile()) return { file: shown, field: "", message: "is not a plain file" };
  if (info.size > maxVariantBytes) return { file: shown, field: "", message: `is ${info.size} bytes; at most ${maxVariantBytes}` };
  const body = new Uint8Array(await readFile(path));
  const { default: sharp } = await import("sharp");
  const format = await sharp(body)
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (format !== sharpFormat[contentType]) return { file: shown, field: "", message: `is not the ${contentType} image its name says` };
  return body;
}

/**
 * The images the entries name that the database lacks, read from `media/`: every variant of each,
 * or a problem per variant missing or wrong (then nothing is imported).
 */
export async function readMedia(db: Db, dir: string, folders: readonly ImportFolder[], problems: FileProblem[]): Promise<ImportedImage[]> {
  const named = namedImages(folders);
  const missing = await imagesMissing(
    db,
    [...named.values()].map((n) => n.ref),
  );
  const images: ImportedImage[] = [];
  for (const ref of missing) {
    const variants: ImportedImage["variants"] = [];
    for (const { name, contentType } of variantFiles(ref)) {
      const read = await readVariant(dir, name, contentType, named.get(ref.id)!.file);
      if (read instanceof Uint8Array) variants.push({ name, contentType, body: read });
      else problems.push(read);
    }
    if (variants.length === variantFiles(ref).length) images.push({ ref, variants });
  }
  return images;
}
