/** The lead desk's words in French, one module per part, each typed by the English one. */
export { fr as accessPart } from "~/access/words/fr";
export { framePart } from "./frame";
export { inboxPart } from "./inbox";
export { leadPart } from "./lead";
export { replyPart } from "./reply";
export { reportPart } from "./report";
export { sendingPart } from "./sending";
export { statusPart } from "./status";
export { leadActionsPart } from "./lead-actions";
export { excelPart } from "./excel";
export { figuresPart } from "./figures";
export { deliveriesPart } from "./deliveries";
export { replyMailPart } from "./reply-mail";
