/** The case study form's image: read from the posted form by the desk's media (~/media), refused in the operator's words. */
import { mediaWordsFor } from "~/media/media-words";
import { imageFieldNames } from "~/media/field-names";
import { draftInput, type DraftValues } from "./content-form";
import type { DeskService } from "./desk.server";
import { field } from "./guard.server";
import { caseImageField } from "./content-image-name";

/**
 * The posted form as a draft with its image: a new upload (stored now), the image it had, or
 * none. A refused upload stores nothing, and the form comes back with the image it had.
 */
export async function draftWithImage(
  desk: DeskService,
  operator: { name: string; language: string },
  form: FormData,
): Promise<{ values: DraftValues; refusal?: { message: string } }> {
  const values = draftInput(form);
  const chosen = await desk.media.fromForm(operator.name, form, caseImageField);
  if (chosen.ok) return { values: chosen.image ? { ...values, shared: { ...values.shared, image: chosen.image } } : values };
  const kept = await desk.media.image(field(form, imageFieldNames(caseImageField).current));
  return {
    values: kept ? { ...values, shared: { ...values.shared, image: kept } } : values,
    refusal: { message: mediaWordsFor(operator.language).refusals[chosen.reason] },
  };
}
