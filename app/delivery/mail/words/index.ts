/** The words of the mails the site sends, in the reader's language (English when the language is not the site's). */
import { asLocale } from "~/i18n/locale";
import { en, type MailWords } from "./en";
import { fr } from "./fr";
import { nl } from "./nl";

const byLanguage = { en, fr, nl };

export function mailWords(language: string): MailWords {
  return byLanguage[asLocale(language)];
}

export type { MailWords };
export type { DigestWords, NotificationWords, OperatorMailWords, ReceiptWords, WeeklyWords } from "./en";
