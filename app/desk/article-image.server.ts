/** The article form's image: read from the posted form by the desk's media (~/media), refused in the operator's words. */
import { imageOfForm } from "~/media/image-form.server";
import { articleImageField, articleInput, type ArticleValues } from "./article-form";
import type { DeskService } from "./desk.server";

/** The posted form as an article draft with its image (see imageOfForm). */
export async function articleWithImage(
  desk: DeskService,
  operator: { name: string; language: string },
  form: FormData,
): Promise<{ values: ArticleValues; refusal?: { message: string } }> {
  const values = articleInput(form);
  const { image, refusal } = await imageOfForm(desk.media, operator, form, articleImageField);
  return { values: image ? { ...values, shared: { ...values.shared, image } } : values, ...(refusal ? { refusal } : {}) };
}
