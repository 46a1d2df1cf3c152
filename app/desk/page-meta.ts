import { accessMeta } from "~/access/meta";
import { deskWords, type DeskWords } from "./words";

/** A desk page's head (see accessMeta): the page's title in the operator's language, then the desk's name; never indexed. */
export function deskMeta(lang: string | undefined, title: (t: DeskWords) => string | null | undefined) {
  return accessMeta(lang, () => title(deskWords(lang)));
}
