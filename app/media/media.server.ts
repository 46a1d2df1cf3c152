/**
 * The desk's images, for any collection (case studies now; team photos and article images can use
 * the same): an upload from a posted form made into stored variants, an image named by a form's
 * hidden field looked up, a variant read for serving. Nothing is stored when an upload is refused.
 */
import type { ImageRef } from "~/content/image";
import type { Db } from "~/storage/platform/database.server";
import { findImage, findVariant, storeImage } from "~/storage/content/media-store.server";
import { imageFieldNames } from "./field-names";
import type { ImageRefusal } from "./process-image.server";

export type MediaRefusal = ImageRefusal | "too-many-today" | "unknown-image";
export type ImageChoice = { ok: true; image: ImageRef | undefined } | { ok: false; reason: MediaRefusal };

export interface DeskMedia {
  /** An uploaded file made into variants and stored (the same file again: the stored image). */
  upload(operator: string, bytes: Uint8Array): Promise<{ ok: true; image: ImageRef } | { ok: false; reason: MediaRefusal }>;
  image(id: string): Promise<ImageRef | undefined>;
  variant(name: string): Promise<{ contentType: string; body: Buffer } | undefined>;
  /**
   * The image a posted form sets (see ImageField, ~/cms/image-field.tsx, and its field names):
   * a new upload, else the image it already had, or none when "remove" is ticked.
   */
  fromForm(operator: string, form: FormData, name: string): Promise<ImageChoice>;
}

export function deskMedia(connection: () => Promise<Db>): DeskMedia {
  const media: DeskMedia = {
    async upload(operator, bytes) {
      const { processImage } = await import("./process-image.server");
      const processed = await processImage(bytes);
      if (!processed.ok) return processed;
      return storeImage(await connection(), operator, processed.image, processed.variants);
    },
    image: async (id) => (/^[0-9a-f]{24}$/.test(id) ? findImage(await connection(), id) : undefined),
    variant: async (name) => findVariant(await connection(), name),
    async fromForm(operator, form, name) {
      const names = imageFieldNames(name);
      const file = form.get(names.file);
      // A file input left empty posts a file with no name and no bytes.
      if (file instanceof File && (file.size > 0 || file.name !== "")) {
        const uploaded = await media.upload(operator, new Uint8Array(await file.arrayBuffer()));
        return uploaded.ok ? { ok: true, image: uploaded.image } : uploaded;
      }
      if (form.get(names.remove) === "on") return { ok: true, image: undefined };
      const current = form.get(names.current);
      if (typeof current !== "string" || current === "") return { ok: true, image: undefined };
      const image = await media.image(current);
      return image ? { ok: true, image } : { ok: false, reason: "unknown-image" };
    },
  };
  return media;
}
