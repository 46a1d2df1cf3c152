/** The lead desk's words in English: the statuses' chips, closing a person's other requests, following up later, not a sales lead, and the reply clock. */
import type { LeadStatus, NotSalesKind } from "~/storage/requests/lead-status";
import type { ClosingStatus } from "../../closing";

export interface CloseOthersWords {
  title: string;
  /** "Dana has 2 other open requests from this address:" */
  intro: (firstName: string, n: number) => string;
  /** The button: "Mark the 2 others as replied". */
  confirm: (n: number, status: string) => string;
  keep: string;
  /** After the action: "2 other requests marked as replied." */
  done: (n: number, status: string) => string;
  /** The statuses as the sentence says them (lower case). */
  statuses: Record<ClosingStatus, string>;
}

export interface HoursWords {
  /** Units of a relative age: minutes, hours, days. */
  units: { minute: string; hour: string; day: string };
  /** Past the promise, with the age: "Overdue · 4 d". */
  overdue: (age: string) => string;
  /** The lead page: "received 3 h ago". */
  receivedAgo: (age: string) => string;
  /** The row's owner. */
  owner: (name: string) => string;
  /** A screen reader's words for the age beside a row. */
  waiting: (age: string) => string;
}

export type FollowUpWords = typeof followUp;

export type NotSalesWords = typeof notSales;

const chips: Record<LeadStatus, string> = {
  new: "Unanswered",
  later: "Follow up later",
  replied: "Replied",
  won: "Won",
  lost: "Lost",
  other: "Not a sales lead",
  spam: "Spam",
};

const closeOthers: CloseOthersWords = {
  title: "Close the others too?",
  intro: (name, n) => `${name} has ${n === 1 ? "1 other open request" : `${n} other open requests`} from this address:`,
  confirm: (n, status) => (n === 1 ? `Mark the other one as ${status}` : `Mark the ${n} others as ${status}`),
  keep: "Leave them open",
  done: (n, status) => (n === 1 ? `1 other request marked as ${status}.` : `${n} other requests marked as ${status}.`),
  statuses: { replied: "replied", won: "won", lost: "lost", spam: "spam" },
};

const followUp = {
  title: "Follow up later",
  intro:
    "Set the lead aside until a day: it leaves To answer, is never overdue meanwhile, and comes back on that day (or at once when the lead writes).",
  presets: { tomorrow: "Tomorrow", "two-days": "In two working days", monday: "Next Monday" },
  onDate: "On a date",
  setDate: "Follow up on this date",
  until: (when: string) => `Set aside until ${when}.`,
  cancel: "Back to To answer now",
  row: (when: string) => `Follow up on ${when}`,
  done: "Set aside: the lead comes back to To answer on its day.",
  cancelled: "Back in To answer.",
  badDate: "Choose a day between tomorrow and a year from now.",
};

const notSales = {
  title: "Not a sales lead",
  intro:
    "A job application, a press question, a supplier: close it with its kind. It leaves To answer, the overdue count, the reminders and the sales figures; it stays searchable and in exports.",
  kinds: { job: "Job application", press: "Press", supplier: "Supplier", other: "Other" } satisfies Record<NotSalesKind, string>,
  /** A row's button, for a screen reader: which lead it closes, as what. */
  closeAs: (name: string, kind: string) => `Close ${name}'s message as not a sales lead: ${kind}`,
  closed: (kind: string) => `Closed as not a sales lead: ${kind}.`,
  row: (kind: string) => `Not a sales lead: ${kind}`,
  done: "Closed as not a sales lead: out of To answer and the sales figures.",
  doneRow: (n: number) => (n === 1 ? "1 message closed as not a sales lead." : `${n} messages closed as not sales leads.`),
  /** A guess from the message's words, shown on the lead page only: nothing is changed by it. */
  suggestion: {
    job: "Looks like a job application.",
    press: "Looks like a press question.",
    supplier: "Looks like a supplier's offer.",
  } satisfies Record<Exclude<NotSalesKind, "other">, string>,
  suggestionHint: "A guess from its words; nothing was changed.",
  event: (kind: string) => `Closed as not a sales lead: ${kind}`,
  /** The report's own line (the desk's page and `contacts report`). */
  reportLine: (n: number) => (n === 1 ? "1 closed as not a sales lead" : `${n} closed as not sales leads`),
  reportHint: "Not counted among the leads, the answered ones or the clients won.",
};

const hours: HoursWords = {
  units: { minute: "min", hour: "h", day: "d" },
  overdue: (age) => `Overdue · ${age}`,
  receivedAgo: (age) => `received ${age} ago`,
  owner: (name) => `Owner: ${name}`,
  waiting: (age) => `received ${age} ago`,
};

export const statusPart = { chips, closeOthers, followUp, notSales, hours };

export type StatusPart = typeof statusPart;
