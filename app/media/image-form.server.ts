/** An image field of a posted desk form (ImageField), read by the desk's media: the image it sets, or why it was refused in the operator's words. */
import type { ImageRef } from "~/content/image";
import { imageFieldNames } from "./field-names";
import type { DeskMedia } from "./media.server";
import { mediaWordsFor } from "./media-words";
import { typedFocal } from "./focal-form.server";

/**
 * A new upload (stored now), the image the form had, or none. A refused upload stores nothing;
 * the form then comes back with the image it had.
 */
export async function imageOfForm(
  media: DeskMedia,
  operator: { name: string; language: string },
  form: FormData,
  name: string,
): Promise<{ image: ImageRef | undefined; refusal?: { message: string } }> {
  const chosen = await media.fromForm(operator.name, form, name);
  if (chosen.ok) return { image: chosen.image };
  const current = form.get(imageFieldNames(name).current);
  const kept = typeof current === "string" ? await media.image(current) : undefined;
  // A refused form shows again what was typed (the point is not saved).
  const typed = typedFocal(form, name);
  return {
    image: kept && typed ? { ...kept, focal: typed } : kept,
    refusal: { message: mediaWordsFor(operator.language).refusals[chosen.reason] },
  };
}
