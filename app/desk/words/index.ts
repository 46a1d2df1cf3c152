/** The lead desk's words in the operator's (or the page's) language; an unknown code reads as English. */
import { deskLanguage, type DeskLanguage } from "~/access/page-language";
import * as enParts from "./en";
import * as frParts from "./fr";
import * as nlParts from "./nl";

/** One language's parts of the desk, as English writes them: French and Dutch must write every one. */
type DeskParts = typeof enParts;
type Joined<T> = (T extends unknown ? (part: T) => void : never) extends (part: infer All) => void ? All : never;

/** Every word of the desk in one language: the parts joined (no two parts share a key). */
export type DeskWords = Joined<DeskParts[keyof DeskParts]>;

function joinParts(parts: DeskParts): DeskWords {
  return Object.assign({}, ...Object.values(parts)) as DeskWords;
}

const byLanguage: Record<DeskLanguage, DeskWords> = {
  en: joinParts(enParts),
  fr: joinParts(frParts),
  nl: joinParts(nlParts),
};

export function deskWords(language: string | undefined): DeskWords {
  return byLanguage[deskLanguage(language) ?? "en"];
}

export type { ExcelWords } from "./en/excel";
export type { FiguresWords } from "./en/figures";
export type { HeldWords, NoteWords, TemplateChoiceWords } from "./en/lead-actions";
export type { ReplyMailWords } from "./en/reply-mail";
export type { CloseOthersWords, FollowUpWords, HoursWords, NotSalesWords } from "./en/status";
