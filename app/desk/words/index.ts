/** The lead desk's words in the operator's (or the page's) language; an unknown code reads as English. */
import { deskLanguage, type DeskLanguage } from "~/access/page-language";
import { en, type DeskWords } from "./en";
import { fr } from "./fr";
import { nl } from "./nl";

const byLanguage: Record<DeskLanguage, DeskWords> = { en, fr, nl };

export function deskWords(language: string | undefined): DeskWords {
  return byLanguage[deskLanguage(language) ?? "en"];
}

export type { DeskWords };
export type { ExcelWords } from "./en/excel";
export type { FiguresWords } from "./en/figures";
export type { HeldWords, NoteWords, TemplateChoiceWords } from "./en/lead-actions";
export type { ReplyMailWords } from "./en/reply-mail";
export type { CloseOthersWords, FollowUpWords, HoursWords, NotSalesWords } from "./en/status";
