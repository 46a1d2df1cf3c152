/** The words of signing in (the desk's words include them, and words.test.ts checks them there), in the page's (or the operator's) language; an unknown code reads as English. */
import { deskLanguage, type DeskLanguage } from "../page-language";
import { en, type AccessWords } from "./en";
import { fr } from "./fr";
import { nl } from "./nl";

const byLanguage: Record<DeskLanguage, AccessWords> = { en, fr, nl };

export function accessWords(language: string | undefined): AccessWords {
  return byLanguage[deskLanguage(language) ?? "en"];
}

export type { AccessWords };
