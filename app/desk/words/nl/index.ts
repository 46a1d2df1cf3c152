/**
 * The lead desk's words in Dutch (Belgian Dutch, « u »), one module per part, each typed by the
 * English one, so the compiler names any word left unwritten. The terms are those of
 * docs/glossary.md ("aanvraag" for a lead, "toegangssleutel" for a passkey, "aanmelden" for
 * signing in).
 */
export { nl as accessPart } from "~/access/words/nl";
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
