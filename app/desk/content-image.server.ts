/** The case study form's image: read from the posted form by the desk's media (~/media), refused in the operator's words. */
import { imageOfForm } from "~/media/image-form.server";
import { draftInput, type DraftValues } from "./content-form";
import type { DeskService } from "./desk.server";
import { caseImageField } from "./content-image-name";

/** The posted form as a draft with its image (see imageOfForm). */
export async function draftWithImage(
  desk: DeskService,
  operator: { name: string; language: string },
  form: FormData,
): Promise<{ values: DraftValues; refusal?: { message: string } }> {
  const values = draftInput(form);
  const { image, refusal } = await imageOfForm(desk.media, operator, form, caseImageField);
  return { values: image ? { ...values, shared: { ...values.shared, image } } : values, ...(refusal ? { refusal } : {}) };
}
