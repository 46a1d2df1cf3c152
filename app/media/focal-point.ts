/**
 * An image's focal point: where its subject is, across and down in percent (0 to 100, 50/50 the
 * centre). Every crop keeps it in view: the share image's 1200x630 box is cut around it (clamped
 * to the image), the team photo's round thumbnail is positioned on it.
 */
import { sharePath, shareSize } from "~/content/image";

export interface FocalPoint {
  x: number;
  y: number;
}

export const centre: FocalPoint = { x: 50, y: 50 };

export function isCentre(focal: FocalPoint | undefined): boolean {
  return !focal || (focal.x === centre.x && focal.y === centre.y);
}

/**
 * The box of a `width` x `height` image to cut for a `target` crop: as large as the target's shape
 * allows, centred on the focal point, moved back inside the image at its edges.
 */
export function cropBox(
  image: { width: number; height: number },
  focal: FocalPoint = centre,
  target: { width: number; height: number } = shareSize,
): { left: number; top: number; width: number; height: number } {
  const ratio = target.width / target.height;
  const width = Math.max(1, Math.min(image.width, Math.round(image.height * ratio)));
  const height = Math.max(1, Math.min(image.height, Math.round(image.width / ratio)));
  const place = (size: number, box: number, percent: number) =>
    Math.min(size - box, Math.max(0, Math.round((size * percent) / 100 - box / 2)));
  return { left: place(image.width, width, focal.x), top: place(image.height, height, focal.y), width, height };
}

/** The share variant's name: "<hash>-1200x630.jpg" at the centre, "<hash>-1200x630-<x>-<y>.jpg" elsewhere. */
export function shareName(id: string, focal?: FocalPoint): string {
  return sharePath(id, focal).slice("/media/".length);
}

/**
 * The classes that put a round or cropped picture's focal point in view (object-position by CSS
 * variables, in steps of 5%, see app.css: the policy allows no inline style).
 */
export function focalClass(focal: FocalPoint | undefined): string {
  if (isCentre(focal)) return "";
  const step = (n: number) => Math.round(n / 5) * 5;
  return `focal fx-${step(focal!.x)} fy-${step(focal!.y)}`;
}
