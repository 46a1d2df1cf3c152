/**
 * The lead desk's words in English (English labels are the issue's), one module per part of the
 * desk. Their types are the ones French and Dutch follow, so a word missing in one of them does not
 * compile; ../index.ts joins the parts of each language.
 */
export { en as accessPart } from "~/access/words/en";
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
