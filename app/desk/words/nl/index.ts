/**
 * The lead desk's words in Dutch (Belgian Dutch, « u »), typed by the English ones, so the compiler
 * names any word left unwritten. The terms are those of docs/glossary.md ("aanvraag" for a lead,
 * "toegangssleutel" for a passkey, "aanmelden" for signing in).
 */
import type { DeskWords } from "../en";
import { accessWords } from "./access";
import { inboxWords } from "./inbox";
import { leadWords } from "./lead";
import { replyWords } from "./reply";
import { reportWords } from "./report";
import { sendingWords } from "./sending";

export const nl: DeskWords = { ...accessWords, ...inboxWords, ...leadWords, ...replyWords, ...reportWords, ...sendingWords };
