import { accessWords, type AccessWords } from "./words";

/**
 * An operator's page's head in the operator's (or the page's) language: the page's title, then the
 * desk's name (the desk's name alone when the page has none, e.g. not found); never indexed.
 */
export function accessMeta(lang: string | undefined, title: (t: AccessWords) => string | null | undefined) {
  const t = accessWords(lang);
  const page = title(t);
  return [{ title: page ? `${page} · ${t.title}` : t.title }, { name: "robots", content: "noindex" }];
}
