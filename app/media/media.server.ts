/**
 * The desk's images, for any collection (case studies now; team photos and article images can use
 * the same): an upload from a posted form made into stored variants, an image named by a form's
 * hidden field looked up, a variant read for serving. Nothing is stored when an upload is refused.
 */
import type { ImageRef } from "~/content/image";
import type { Db } from "~/storage/platform/database.server";
import { findImage, findVariant, setFocalPoint, storeImage } from "~/storage/content/media-store.server";
import { applyFocalPoint, focalOfForm } from "./focal-form.server";
import { imageFieldNames } from "./field-names";
import type { ImageRefusal } from "./process-image.server";

export type MediaRefusal = ImageRefusal | "too-many-today" | "unknown-image" | "bad-focal-point";
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
  /** Sets an image's focal point (its share variant cut around it): the image with it. */
  focus(image: ImageRef, focal: { x: number; y: number }): Promise<ImageRef>;
}

export function deskMedia(connection: () => Promise<Db>): DeskMedia {
  const media: DeskMedia & { chosen(operator: string, form: FormData, name: string): Promise<ImageChoice> } = {
    async upload(operator, bytes) {
      const { processImage } = await import("./process-image.server");
      const processed = await processImage(bytes);
      if (!processed.ok) return processed;
      return storeImage(await connection(), operator, processed.image, processed.variants);
    },
    image: async (id) => (/^[0-9a-f]{24}$/.test(id) ? findImage(await connection(), id) : undefined),
    variant: async (name) => findVariant(await connection(), name),
    async fromForm(operator, form, name) {
      const focal = focalOfForm(form, name);
      if (focal === "refused") return { ok: false, reason: "bad-focal-point" };
      const chosen = await media.chosen(operator, form, name);
      return chosen.ok && chosen.image ? { ok: true, image: await media.focus(chosen.image, focal) } : chosen;
    },
    focus: async (image, focal) =>
      applyFocalPoint(image, focal, media.variant, async (f, share) => setFocalPoint(await connection(), image.id, f, share)),
    async chosen(operator: string, form: FormData, name: string): Promise<ImageChoice> {
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
