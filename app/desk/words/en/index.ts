/**
 * The lead desk's words in English (English labels are the issue's): the type French and Dutch
 * follow, so a word missing in one of them does not compile. One module per part of the desk.
 */
import { accessWords } from "./access";
import { inboxWords } from "./inbox";
import { leadWords } from "./lead";
import { replyWords } from "./reply";
import { reportWords } from "./report";
import { sendingWords } from "./sending";

export const en = { ...accessWords, ...inboxWords, ...leadWords, ...replyWords, ...reportWords, ...sendingWords };

export type DeskWords = typeof en;
