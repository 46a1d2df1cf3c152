/** The lead desk's words in English: the lead page's notices: a reply sent, a note refused, a template over a draft, a reply or status change held. */
import { agoIn } from "../ago";

export interface NoteWords {
  tooLong: (limit: number, length: number) => string;
  empty: string;
}

/**
 * The compose form's words when a template meets a draft the operator wrote: with the page's
 * script the template goes in at the cursor (and says so); without it the desk asks before
 * replacing the draft.
 */
export interface TemplateChoiceWords {
  question: (template: string) => string;
  replace: string;
  keep: string;
  inserted: string;
}

export interface HeldWords {
  /** How long ago, from the milliseconds since: "2 minutes ago", "just now". */
  ago: (ms: number) => string;
  /** "Marc replied 2 minutes ago." */
  replied: (who: string, ago: string) => string;
  /** "Marc changed the status to Won 2 minutes ago." (`status`: the status as the select shows it). */
  changed: (who: string, status: string, ago: string) => string;
  /** Under it, for a held reply. */
  replyKept: string;
  sendAnyway: string;
  discardReply: string;
  /** Under it, for a held status change ("Mark as replied", "Spam", the status select). */
  statusKept: (status: string) => string;
  saveAnyway: string;
  discardStatus: string;
}

const replySent = (email: string) => `Reply sent to ${email} · marked as replied ·`;

const note: NoteWords = {
  tooLong: (limit, length) =>
    `A note is at most ${limit.toLocaleString("en-GB")} characters; this one has ${length.toLocaleString("en-GB")}. Shorten it and add it again: your text is kept below.`,
  empty: "Write the note first, then add it.",
};

const templateChoice: TemplateChoiceWords = {
  question: (name) => `Your draft has text you wrote. Replace it with the template “${name}”?`,
  replace: "Replace my draft",
  keep: "Keep my draft",
  inserted: "Template inserted at the cursor.",
};

const held: HeldWords = {
  ago: agoIn("en-GB", "just now"),
  replied: (who, ago) => `${who} replied ${ago}.`,
  changed: (who, status, ago) => `${who} changed the status to ${status} ${ago}.`,
  replyKept: "Your reply was not sent. It is kept below: send it anyway, or discard it.",
  sendAnyway: "Send anyway",
  discardReply: "Discard my reply",
  statusKept: (status) => `Your change (${status}) was not saved: save it anyway, or discard it.`,
  saveAnyway: "Save anyway",
  discardStatus: "Discard my change",
};

export const leadActionsPart = { replySent, note, templateChoice, held };

export type LeadActionsPart = typeof leadActionsPart;
