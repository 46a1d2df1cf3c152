/** The lead desk's words in English: the export for Excel (headers a person reads, labels instead of codes). */
import type { LeadStatus, NotSalesKind } from "~/storage/requests/lead-status";
import type { HeardFrom } from "~/storage/requests/attribution";
import type { Locale } from "~/i18n/locale";
import type { Channel } from "~/visits/channels";
import type { ExcelColumn } from "../../excel-columns";
import { statusPart } from "./status";

export interface ExcelWords {
  button: string;
  sheet: string;
  /** Excel's number format for a date and time (Brussels time). */
  dateFormat: string;
  headers: Record<ExcelColumn, string>;
  statuses: Record<LeadStatus, string>;
  /** A message closed as not a sales lead: its kind, in the column of its own. */
  notSalesKinds: Record<NotSalesKind, string>;
  /** Added to the status of a request kept over the rate limit (not notified). */
  throttled: string;
  languages: Record<Locale, string>;
  heardFrom: Record<HeardFrom, string>;
  channels: Record<Channel, string>;
  direct: string;
}

const excel: ExcelWords = {
  button: "Export for Excel",
  sheet: "Leads",
  dateFormat: "dd/mm/yyyy hh:mm",
  headers: {
    reference: "Reference",
    received: "Received (Brussels time)",
    status: "Status",
    notSales: statusPart.notSales.title,
    firstName: "First name",
    email: "Email",
    message: "Message",
    language: "Language",
    package: "Package",
    source: "Source",
    channel: "Channel",
    campaign: "Campaign",
    landingPage: "Landing page",
    heardFrom: "Heard about us from",
    owner: "Owner",
    firstReply: "First reply (Brussels time)",
    replies: "Replies sent",
  },
  statuses: { new: "New", later: "Follow up later", replied: "Replied", won: "Won", lost: "Lost", other: "Not a sales lead", spam: "Spam" },
  notSalesKinds: statusPart.notSales.kinds,
  throttled: "over the rate limit, not notified",
  languages: { en: "English", fr: "French", nl: "Dutch" },
  heardFrom: { search: "A search engine", linkedin: "LinkedIn", recommendation: "A recommendation", event: "An event", other: "Other" },
  channels: { search: "Search", social: "Social", email: "Email", referral: "Referral", paid: "Paid", direct: "Direct", other: "Other" },
  direct: "Direct (no campaign, no referrer)",
};

export const excelPart = { excel };

export type ExcelPart = typeof excelPart;
