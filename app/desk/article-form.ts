/**
 * The article form: the posted form read back into a draft for the schema
 * (~/publishing/article.ts) to check. A language whose fields are all empty is not written; the
 * image (its field named `image`, ~/media/image-field) is read by ./article-image.server.
 */
import { locales, type Locale } from "~/i18n/locale";
import type { ImageRef } from "~/publishing/image";

export const articleTextFields = ["title", "summary", "body", "imageAlt"] as const;
/** The image field's name (its inputs: image.file, image.id, image.remove). */
export const articleImageField = "image";
export const articleFieldName = (l: Locale, f: (typeof articleTextFields)[number]) => `${l}.${f}`;

export interface ArticleValues {
  shared: { slug: string; date: string; author: string; tags: readonly string[]; image?: ImageRef };
  texts: Partial<Record<Locale, { title: string; summary: string; body: string; imageAlt?: string }>>;
}

export function articleInput(form: FormData): ArticleValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  };
  const texts: ArticleValues["texts"] = {};
  for (const l of locales) {
    const [title = "", summary = "", body = "", imageAlt = ""] = articleTextFields.map((f) => read(articleFieldName(l, f)));
    if ([title, summary, body, imageAlt].some((s) => s.trim() !== ""))
      texts[l] = { title, summary, body, ...(imageAlt.trim() === "" ? {} : { imageAlt }) };
  }
  return {
    shared: {
      slug: read("slug"),
      date: read("date"),
      author: read("author"),
      tags: form.getAll("tags").filter((t): t is string => typeof t === "string"),
    },
    texts,
  };
}

export function emptyArticle(today: string): ArticleValues {
  return { shared: { slug: "", date: today, author: "", tags: [] }, texts: {} };
}
