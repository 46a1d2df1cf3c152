/** The lead desk's words in French, typed by the English ones. */
import type { DeskWords } from "../en";
import { fr as accessWords } from "~/access/words/fr";
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

export const fr: DeskWords = {
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
