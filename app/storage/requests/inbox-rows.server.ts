/** One row of the inbox: what the desk shows of a lead in a list, and how it is read from its columns. */
import type { Selectable } from "kysely";
import { parseSpamReasons, type SpamReason } from "~/storage/requests/spam-reasons";
import type { LeadStatus, NotSalesKind } from "./lead-status";
import type { ContactRequestsTable } from "./request-tables.server";
import { defaultWorkingClock, type WorkingClock } from "~/platform/working-time.server";

export interface LeadRow {
  id: string;
  createdAt: string;
  leadStatus: LeadStatus;
  firstName: string;
  email: string;
  language: string;
  package: string | null;
  /** utm_source, else the referrer host; null when unknown (direct). */
  source: string | null;
  overdue: boolean;
  /** How long ago it arrived (the row's "3 h", "2 d"). */
  ageMs: number;
  /** The name of the operator who owns the lead, or null. */
  owner: string | null;
  /** The lead answered a reply and nobody has replied since ("answered by the lead"). */
  answered: boolean;
  /** The lead wrote again before any reply ("wrote again"): still unanswered. */
  wroteAgain: boolean;
  /** Mail to the lead's address cannot be delivered (a permanent bounce). */
  undeliverable: boolean;
  /** While the status is 'later': when the lead comes back to "To answer". */
  followUpAt: string | null;
  /** While the status is 'other': what the message was instead of a sales lead. */
  notSalesKind: NotSalesKind | null;
  /** The message's first words (about 90 characters), for the row. */
  snippet: string;
  /** What follows the @ of the address: the firm, more often than not. */
  domain: string;
  /** The spam filter doubted it ("possibly spam"), until an operator releases or confirms it. */
  check: boolean;
  /** Why the filter caught or doubted it (the spam view and "possibly spam" rows show them). */
  reasons: SpamReason[];
  /** Requests from the same address still to answer (status new), this one included if it is. */
  openRequests: number;
  /** Stored over the rate limit: kept, never notified (the agency sees it only here). */
  throttled: boolean;
}

/**
 * About `max` characters of a message on one line, cut at a word where one is near, with one
 * ellipsis: never after a full stop, a comma or another ellipsis ("…Klaviyo…", not "…Klaviyo.…").
 */
export function snippetOf(message: string, max = 90): string {
  const line = message.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:…-]+$/u, "")}…`;
}

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/**
 * Overdue: 'new', never replied to, and past the promise of a reply within one working day
 * (WORKING_HOURS). A lead back in To answer because it answered the agency's reply (or was
 * reopened) had its first reply: it is not "no reply".
 */
export function isOverdue(
  status: string,
  createdAt: string,
  now: Date,
  firstReplyAt: string | null,
  clock: WorkingClock = defaultWorkingClock,
): boolean {
  return status === "new" && firstReplyAt === null && clock.isOverdue(new Date(createdAt), now);
}

/** The columns an inbox row is read from (the message's opening aside). */
export const rowColumns = [
  "id",
  "created_at",
  "lead_status",
  "first_name",
  "email",
  "language",
  "package",
  "utm_source",
  "referrer_host",
  "spam_check",
  "spam_reasons",
  "status",
  "lead_answered_at",
  "first_reply_at",
  "lead_wrote_again_at",
  "email_undeliverable",
  "follow_up_at",
  "not_sales_kind",
] as const;

/** One row of the inbox as read from the database. */
export function leadRow(
  r: Pick<
    Selectable<ContactRequestsTable>,
    | "id"
    | "created_at"
    | "lead_status"
    | "first_name"
    | "email"
    | "language"
    | "package"
    | "utm_source"
    | "referrer_host"
    | "spam_check"
    | "spam_reasons"
    | "status"
    | "lead_answered_at"
    | "first_reply_at"
    | "lead_wrote_again_at"
    | "email_undeliverable"
    | "follow_up_at"
    | "not_sales_kind"
  > & { opening: string; open_requests: number | string; assignee_name: string | null },
  now: Date,
  clock: WorkingClock = defaultWorkingClock,
): LeadRow {
  const doubted = Number(r.spam_check) === 1;
  return {
    id: r.id,
    createdAt: r.created_at,
    leadStatus: r.lead_status,
    firstName: r.first_name,
    email: r.email,
    language: r.language,
    package: r.package ?? null,
    source: r.utm_source ?? r.referrer_host ?? null,
    overdue: isOverdue(r.lead_status, r.created_at, now, r.first_reply_at ?? null, clock),
    ageMs: Math.max(0, now.getTime() - Date.parse(r.created_at)),
    owner: r.assignee_name ?? null,
    answered: r.lead_status === "new" && Boolean(r.lead_answered_at),
    wroteAgain: !r.first_reply_at && Boolean(r.lead_wrote_again_at),
    undeliverable: Boolean(r.email_undeliverable),
    followUpAt: r.lead_status === "later" ? (r.follow_up_at ?? null) : null,
    notSalesKind: r.lead_status === "other" ? (r.not_sales_kind ?? "other") : null,
    snippet: snippetOf(r.opening),
    domain: domainOf(r.email),
    check: doubted && r.lead_status !== "spam",
    openRequests: Number(r.open_requests),
    throttled: r.status === "throttled",
    reasons: r.lead_status === "spam" || doubted ? parseSpamReasons(r.spam_reasons) : [],
  };
}
