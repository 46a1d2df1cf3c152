/**
 * The words of the mails the site sends, in English: the type French and Dutch follow (a word missing
 * in one of them does not compile). Each mail is in its reader's language: the lead's for the receipt,
 * the operator's desk language (else English) for the others.
 */
import { heardFromWords } from "~/contact/copy/heard-from";
import type { Attribution } from "~/storage/requests/attribution";
import type { Locale } from "~/i18n/locale";

export interface NotificationWords {
  /** Between a label and its value: ": ", and in French a no-break space before the colon. */
  colon: string;
  title: string;
  subject: (name: string) => string;
  possiblySpam: string;
  /** The "possibly spam" line: the filter's reasons after it. */
  doubt: (reasons: string) => string;
  firstName: string;
  businessEmail: string;
  language: string;
  package: string;
  received: string;
  reference: string;
  request: string;
  open: string;
  message: string;
  source: string;
  replyTo: (name: string) => string;
  languages: Record<Locale, string>;
  sourceLabels: { campaign: string; term: string; content: string; referrer: string; landingPage: string; heardFrom: string };
  heardFrom: Record<NonNullable<Attribution["heardFrom"]>, string>;
}

export interface ReceiptWords {
  /** With the visitor's name, or neutral (null) when the name given is not repeated (receipt-safety). */
  greeting: (firstName: string | null) => string;
  received: string;
  /**
   * Whether `received` already says when the answer comes: the Dutch receipt says it in one sentence
   * ("…goed ontvangen en antwoorden u binnen 24 uur."); English and French repeat the promise as the
   * specification writes it, on a line of its own.
   */
  promiseSaid: boolean;
  yourMessage: string;
  automatic: string;
  /** The receipt's own hint under the reference, with the agency's phone; null: the confirmation page's words. */
  referenceHint: ((phone: string) => string) | null;
}

export interface OperatorMailWords {
  /** Between a label and its value: ": ", and in French a no-break space before the colon. */
  colon: string;
  assignedSubject: (name: string) => string;
  /** Who assigned it; null: not known any more (the lead's history was erased meanwhile). */
  assigned: (by: string | null) => string;
  from: string;
  reference: string;
  language: string;
  received: string;
  firstLine: string;
  open: string;
  languages: Record<Locale, string>;
  answerSubject: (name: string, reference: string | null) => string;
  answerIntro: (name: string) => string;
  answerFirstLine: string;
  /** A lead who wrote again before any reply (issue 44): the subject and the first line. */
  againSubject: (name: string, reference: string | null) => string;
  againIntro: (name: string) => string;
  /** The first lines of the lead's words, after the greeting. */
  againFirstLines: string;
  /** The sender was not the lead's address (a colleague in the thread): say so. */
  otherSender: (address: string) => string;
  attachments: string;
  readAndReply: string;
}

export interface DigestWords {
  subject: (n: number) => string;
  /** `hours`: WORKING_HOURS as configured; `promise`: the hours the site promises. */
  intro: (hours: string, promise: number) => string;
  /** How long a lead has waited since its request ("2 d 4 h"), and whether the promised hours have passed. */
  waited: (elapsed: string, promise: number, past: boolean) => string;
  /** A wait under a day, and of a day or more (days of 24 hours). */
  hours: (h: number, m: number) => string;
  days: (d: number, h: number) => string;
  /** Before the name of a lead whose request says it is urgent. */
  urgent: string;
  received: string;
  more: (n: number, inboxUrl: string) => string;
  footer: string;
  languages: Record<string, string>;
}

export type WeeklyWords = typeof weekly;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The new-lead notification to MAIL_TO. */
const notification: NotificationWords = {
  colon: ": ",
  title: "New contact request from the website",
  subject: (name) => `New contact request from ${name}`,
  possiblySpam: "Possibly spam: ",
  doubt: (reasons) => `Possibly spam (the filter was not sure; confirm or release it in the lead desk): ${reasons}.`,
  firstName: "First name",
  businessEmail: "Business email",
  language: "Language",
  package: "Package",
  received: "Received",
  reference: "Reference",
  request: "Request",
  open: "Open in the lead desk",
  message: "Message",
  source: "Source",
  replyTo: (name) => `Reply to this email to answer ${name}.`,
  languages: { en: "English", fr: "French (français)", nl: "Dutch (Nederlands)" },
  sourceLabels: {
    campaign: "Campaign (source / medium / campaign)",
    term: "Term",
    content: "Content",
    referrer: "Referrer",
    landingPage: "Landing page",
    heardFrom: "Heard about us from",
  },
  heardFrom: heardFromWords.en,
};

/** The visitor's receipt (the words the contact form's copy does not already hold). */
const receipt: ReceiptWords = {
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  received: "We have received your request.",
  promiseSaid: false,
  yourMessage: "Your message:",
  automatic: "This is an automatic confirmation of your request. You can reply to this email: your reply reaches us.",
  referenceHint: null,
};

/** The mails to an operator (a lead assigned to them, the lead's answer). */
const operator: OperatorMailWords = {
  colon: ": ",
  assignedSubject: (name) => `Lead assigned to you: ${name}`,
  assigned: (by) => (by ? `${by} assigned a lead to you in the lead desk.` : "A lead was assigned to you in the lead desk."),
  from: "From",
  reference: "Reference",
  language: "Language",
  received: "Received",
  firstLine: "Message (first line)",
  open: "Open the lead",
  languages: { en: "English", fr: "French", nl: "Dutch" },
  answerSubject: (name, reference) => `${name} answered${reference ? ` (${reference})` : ""}: back in To answer`,
  answerIntro: (name) => `${name} answered the desk's reply. The lead is back in To answer, marked "answered by the lead".`,
  answerFirstLine: "Answer (first lines)",
  againSubject: (name, reference) => `${name} wrote again${reference ? ` (${reference})` : ""}: no reply sent yet`,
  againIntro: (name) => `${name} wrote again before anyone replied. The lead is still waiting for its first reply.`,
  againFirstLines: "New message (first lines)",
  otherSender: (address) => `Sent from ${address}, not the lead's address.`,
  attachments: "Attachments",
  readAndReply: "Read it and reply",
};

/** The reminder digest. */
const digest: DigestWords = {
  subject: (n) => `Reminder: ${n === 1 ? "1 lead is" : `${n} leads are`} waiting for a reply`,
  intro: (hours, promise) =>
    `These leads have had no reply within one working day (${hours}, Brussels time, Belgian public holidays off). The site promises a reply within ${promise} hours.`,
  waited: (elapsed, promise, past) => (past ? `waiting ${elapsed}: more than the ${promise} hours promised` : `waiting ${elapsed}`),
  hours: (h, m) => (h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`),
  days: (d, h) => (h === 0 ? `${d} d` : `${d} d ${h} h`),
  urgent: "URGENT: ",
  received: "received",
  more: (n, url) => `And ${plural(n, "more lead", "more leads")} waiting: ${url}`,
  footer: "You get at most one reminder an hour: at the start of the working day, and when a lead passes the promise.",
  languages: { en: "English", fr: "French", nl: "Dutch" },
};

/** The owner's weekly mail. */
const weekly = {
  subject: (leads: number, won: number) => `Your week: ${leads} lead${leads === 1 ? "" : "s"}, ${won} client${won === 1 ? "" : "s"} won`,
  period: (from: string, to: string) => `The last seven days, ${from} to ${to}.`,
  leads: "Leads",
  won: "Clients won",
  answered: "Answered",
  closedWithoutReply: "Closed without reply",
  /** `promise`: the hours the site promises (site.replyPromiseHours). */
  withinPromise: (promise: number) => `Answered within ${promise} hours`,
  withinWorkingDay: "Answered within one working day",
  share: (percent: string, within: number, judged: number) => `${percent} (${within} of ${judged})`,
  notJudged: "none due yet",
  notSalesLeads: "Closed as not sales leads",
  spam: "Spam caught",
  bySource: "Leads and clients won by source",
  sourceLine: (leads: number, won: number) => `${leads} lead${leads === 1 ? "" : "s"}, ${won} won`,
  byOperator: "First reply by operator (who sent it)",
  operatorLine: (answered: number, median: string, p90: string) => `${answered} answered, median ${median}, 90th percentile ${p90}`,
  none: "none",
  report: (url: string) => `The full report, with what each figure means: ${url}`,
  footer:
    "Sent once a week, at the start of the first working day. The same figures as the desk's report for 7 days. WEEKLY_REPORT=false turns this mail off.",
};

export const en = { notification, receipt, operator, digest, weekly };

export type MailWords = typeof en;
