/** The conversation's words in the reader's language (English when the language is not the desk's). */
import { en, type ConversationWords } from "./en";
import { fr } from "./fr";
import { nl } from "./nl";

const byLanguage: Record<string, ConversationWords> = { en, fr, nl };

export function conversationWords(language: string | undefined): ConversationWords {
  return byLanguage[language ?? "en"] ?? en;
}
