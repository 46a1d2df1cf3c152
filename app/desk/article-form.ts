/**
 * The article form: the posted form read back into a draft for the schema
 * (~/publishing/article.ts) to check. A language whose fields are all empty is not written.
 */
import { locales, type Locale } from "~/i18n/locale";

export const articleTextFields = ["title", "summary", "body"] as const;
export const articleFieldName = (l: Locale, f: (typeof articleTextFields)[number]) => `${l}.${f}`;

export interface ArticleValues {
  shared: { slug: string; date: string; author: string; tags: readonly string[] };
  texts: Partial<Record<Locale, { title: string; summary: string; body: string }>>;
}

export function articleInput(form: FormData): ArticleValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  };
  const texts: ArticleValues["texts"] = {};
  for (const l of locales) {
    const [title = "", summary = "", body = ""] = articleTextFields.map((f) => read(articleFieldName(l, f)));
    if ([title, summary, body].some((s) => s.trim() !== "")) texts[l] = { title, summary, body };
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
