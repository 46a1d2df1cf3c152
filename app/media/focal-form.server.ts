/**
 * The focal point an image field posts (two numbers, ~/media/image-field), and setting it on an
 * image: its share variant cut around the point (from the widest stored JPEG) when not stored yet.
 */
import type { ImageRef } from "~/content/image";
import { imageFieldNames } from "./field-names";
import { centre, isCentre, shareName, type FocalPoint } from "./focal-point";
import type { StoredVariant } from "~/storage/content/media-store.server";

/** The posted point: whole numbers from 0 to 100; left empty, the centre; anything else refused. */
export function focalOfForm(form: FormData, name: string): FocalPoint | "refused" {
  const names = imageFieldNames(name);
  const read = (key: string): number | undefined | "refused" => {
    const raw = form.get(key);
    if (raw === null || (typeof raw === "string" && raw.trim() === "")) return undefined;
    const n = typeof raw === "string" ? Number(raw.trim()) : NaN;
    return Number.isInteger(n) && n >= 0 && n <= 100 ? n : "refused";
  };
  const x = read(names.focalX);
  const y = read(names.focalY);
  if (x === "refused" || y === "refused") return "refused";
  return { x: x ?? centre.x, y: y ?? centre.y };
}

/** What the form typed, as numbers where they are numbers (for a refused form to show again). */
export function typedFocal(form: FormData, name: string): FocalPoint | undefined {
  const names = imageFieldNames(name);
  const number = (key: string) => {
    const raw = form.get(key);
    return typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
  };
  const [x, y] = [number(names.focalX), number(names.focalY)];
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
}

export async function applyFocalPoint(
  image: ImageRef,
  focal: FocalPoint,
  variant: (name: string) => Promise<{ contentType: string; body: Buffer } | undefined>,
  save: (focal: FocalPoint, share: StoredVariant | undefined) => Promise<void>,
): Promise<ImageRef> {
  const was = image.focal ?? centre;
  const { focal: _, ...rest } = image;
  const focused = isCentre(focal) ? rest : { ...rest, focal };
  if (was.x === focal.x && was.y === focal.y) return focused;
  let share: StoredVariant | undefined;
  if (!isCentre(focal) && !(await variant(shareName(image.id, focal)))) {
    const widest = await variant(`${image.id}-${Math.max(...image.widths)}.jpg`);
    if (widest) {
      const { shareVariant } = await import("./process-image.server");
      share = await shareVariant(image.id, widest.body, focal);
    }
  }
  await save(focal, share);
  return focused;
}
