/**
 * The lead desk's words in English (English labels are the issue's): the type French and Dutch
 * follow, so a word missing in one of them does not compile. One module per part of the desk.
 */
import { en as accessWords } from "~/access/words/en";
import { framePart } from "./frame";
import { inboxPart } from "./inbox";
import { leadPart } from "./lead";
import { replyPart } from "./reply";
import { reportPart } from "./report";
import { sendingPart } from "./sending";
import { statusPart } from "./status";
import { leadActionsPart } from "./lead-actions";
import { excelPart } from "./excel";
import { figuresPart } from "./figures";
import { deliveriesPart } from "./deliveries";
import { replyMailPart } from "./reply-mail";

export const en = {
  ...accessWords,
  ...framePart,
  ...inboxPart,
  ...leadPart,
  ...replyPart,
  ...reportPart,
  ...sendingPart,
  ...statusPart,
  ...leadActionsPart,
  ...excelPart,
  ...figuresPart,
  ...deliveriesPart,
  ...replyMailPart,
};

export type DeskWords = typeof en;
