/** The lead desk's words in English: the report's figures for an owner: clients won first, the definitions written in full, the first reply. */
import type { Locale } from "~/i18n/locale";

export interface FiguresWords {
  won: string;
  answered: string;
  moreLeadsThanVisits: string;
  noSource: (n: number, of: number) => string;
  definitionsTitle: string;
  /** `promise`: the hours the site promises (site.replyPromiseHours); `hours`: WORKING_HOURS in words, in this language. */
  definitions: (promise: number, hours: string) => readonly (readonly [term: string, definition: string])[];
  firstReply: string;
  firstReplyIntro: string;
  operator: string;
  source: string;
  median: string;
  p90: string;
  /** `hours`: the promise the site makes (site.replyPromiseHours). */
  withinPromise: (hours: number) => string;
  withinWorkingDay: string;
  closedWithoutReply: string;
  noReplies: string;
  unassigned: string;
  unrecorded: string;
  /** A wait under a day: hours and minutes. */
  hours: (h: number, m: number) => string;
  /** A wait of a day or more: days of 24 hours and hours. */
  days: (d: number, h: number) => string;
  share: (percent: string, within: number, judged: number) => string;
  notJudged: string;
  pageLanguage: Record<Locale, string>;
}

const figures: FiguresWords = {
  won: "Clients won",
  answered: "Answered",
  moreLeadsThanVisits: "more leads than counted visits",
  noSource: (n, of) =>
    `${n} of ${of} lead${of === 1 ? "" : "s"} ${n === 1 ? "has" : "have"} no known source: no campaign and no referring site came with ${n === 1 ? "it" : "them"}, so ${n === 1 ? "it is" : "they are"} counted as direct.`,
  definitionsTitle: "What the figures mean",
  definitions: (promise, hours) => [
    ["Clients won", "The leads of this period whose status is now Won."],
    ["Leads", "The contact requests received in this period, spam left out."],
    ["Visits", "A visit is a series of pages read by one browser with no pause of more than 30 minutes. Robots are never counted."],
    [
      "Conversion",
      "Leads divided by visits. When there are more leads than counted visits (some visitors are not counted, or a lead came before counting started), a dash stands in its place: a share over 100 % would mean nothing.",
    ],
    [
      "Answered",
      "The leads of this period that have had a first reply since: sent from the desk, or marked as sent, whatever their status now.",
    ],
    [
      "Closed without reply",
      "The leads of this period closed (won or lost, by phone for instance) with no reply sent or marked as sent: they are not answered.",
    ],
    [
      "First reply",
      "The time from a lead's request to its first reply, nights and weekends included. Half of the answered leads had their first reply within the median, nine in ten within the 90th percentile. Each first reply is credited to the operator who sent it; a lead still unanswered, to its owner.",
    ],
    [
      `Within ${promise} hours`,
      `What the site promises: a reply within ${promise} hours of the request. The share is the leads answered within ${promise} hours, out of the leads answered and the leads still unanswered after ${promise} hours. Leads not yet ${promise} hours old, and leads closed without a reply, are left out.`,
    ],
    [
      "Within one working day",
      `The same share with a lead due at the same time on the next working day (${hours}, Brussels time, Belgian public holidays off). With the default hours, a request sent on Friday at 17:30 is due on Monday at 17:30.`,
    ],
  ],
  firstReply: "First reply",
  firstReplyIntro: "From the request to the first reply, nights and weekends included, for the leads of this period.",
  operator: "Operator",
  source: "Source",
  median: "Median",
  p90: "90th percentile",
  withinPromise: (hours) => `Within ${hours} hours`,
  withinWorkingDay: "Within one working day",
  closedWithoutReply: "Closed without reply",
  noReplies: "No lead of this period has been answered yet, and none is past due.",
  unassigned: "nobody (unassigned)",
  unrecorded: "not recorded",
  hours: (h, m) => (h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`),
  days: (d, h) => (h === 0 ? `${d} d` : `${d} d ${h} h`),
  share: (percent, within, judged) => `${percent} (${within} of ${judged})`,
  notJudged: "none due yet",
  pageLanguage: { en: "English page", fr: "French page", nl: "Dutch page" },
};

export const figuresPart = { figures };

export type FiguresPart = typeof figuresPart;
