/** How each language says working hours (English for any other). */
import { en, type OpeningWords } from "./en";
import { fr } from "./fr";
import { nl } from "./nl";

export function openingWords(language: string): OpeningWords {
  return language === "fr" ? fr : language === "nl" ? nl : en;
}

export type { OpeningWords };
