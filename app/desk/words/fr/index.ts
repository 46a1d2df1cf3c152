/** The lead desk's words in French, typed by the English ones. */
import type { DeskWords } from "../en";
import { accessWords } from "./access";
import { inboxWords } from "./inbox";
import { leadWords } from "./lead";
import { replyWords } from "./reply";
import { reportWords } from "./report";
import { sendingWords } from "./sending";

export const fr: DeskWords = { ...accessWords, ...inboxWords, ...leadWords, ...replyWords, ...reportWords, ...sendingWords };
