/**
 * The words of signing in, in the page's (or the operator's) language; an unknown code reads as
 * English. The desk's words include them (app/desk/words), and its words.test.ts checks them there.
 */
import { deskLanguage, type DeskLanguage } from "../page-language";
import { en, type AccessWords } from "./en";
import { fr } from "./fr";
import { nl } from "./nl";

const byLanguage: Record<DeskLanguage, AccessWords> = { en, fr, nl };

export function accessWords(language: string | undefined): AccessWords {
  return byLanguage[deskLanguage(language) ?? "en"];
}

export type { AccessWords };
