/** The content engine's words in the operator's language (./en.ts, ./fr.ts, ./nl.ts; English for a language the desk does not have). */
import { asLocale, type Locale } from "~/i18n/locale";
import { en, type CmsWords } from "./en";
import { fr } from "./fr";
import { nl } from "./nl";

export type { CmsWords };
export const cmsWords: Record<Locale, CmsWords> = { en, fr, nl };

export function cmsWordsFor(language: string | undefined): CmsWords {
  return cmsWords[asLocale(language ?? "en")];
}

export type ContentWords = CmsWords["content"];
export type ArticleWords = CmsWords["article"];
export type ProofWords = CmsWords["proof"];

export const contentWordsFor = (language: string | undefined): ContentWords => cmsWordsFor(language).content;
export const articleWordsFor = (language: string | undefined): ArticleWords => cmsWordsFor(language).article;
export const proofWordsFor = (language: string | undefined): ProofWords => cmsWordsFor(language).proof;
