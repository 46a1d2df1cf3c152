import { deskWords, type DeskWords } from "./words";

/**
 * A desk page's head in the operator's language: the page's title, then the desk's name (the
 * desk's name alone when the page has none, e.g. not found); never indexed.
 */
export function deskMeta(lang: string | undefined, title: (t: DeskWords) => string | null | undefined) {
  const t = deskWords(lang);
  const page = title(t);
  return [{ title: page ? `${page} · ${t.title}` : t.title }, { name: "robots", content: "noindex" }];
}
