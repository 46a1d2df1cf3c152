/**
 * The lead desk's words in Dutch (Belgian Dutch, « u »), typed by the English ones, so the compiler
 * names any word left unwritten. The terms are those of docs/glossary.md ("aanvraag" for a lead,
 * "toegangssleutel" for a passkey, "aanmelden" for signing in).
 */
import type { DeskWords } from "../en";
import { nl as accessWords } from "~/access/words/nl";
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

export const nl: DeskWords = {
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
