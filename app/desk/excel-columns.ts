/**
 * The Excel export's columns, in their order (issue 36, item 6). Their headers are in the desk's
 * words (`excel.headers`); the plain CSV for CRMs keeps its column names (`contacts export`'s).
 */
export const excelColumns = [
  "reference",
  "received",
  "status",
  "firstName",
  "email",
  "message",
  "language",
  "package",
  "source",
  "channel",
  "campaign",
  "landingPage",
  "heardFrom",
  "owner",
  "firstReply",
  "replies",
  // Last: a message closed as not a sales lead, its kind (issue 47); empty for a sales lead.
  "notSales",
] as const;
export type ExcelColumn = (typeof excelColumns)[number];
