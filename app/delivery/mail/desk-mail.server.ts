/**
 * The desk's mails, composed when the outbox sends them: a reply to the lead (threaded), the mail
 * to an operator a lead was assigned to, the reminder digest (digest-mail.server.ts), and the mail to
 * a lead's owner when the lead answered.
 */
import { teamReference } from "~/storage/requests/reference";
import type { Locale } from "~/i18n/locale";
import type { DeliveryChannel } from "../delivery.server";
import type { ContactRequest } from "../../storage/requests/requests-store.server";
import type { StoredReply } from "../../storage/conversation/replies-store.server";
import type { StoredAnswer } from "../../storage/conversation/answers-store.server";
import { leadUrl, sendMail, type Mailer } from "./mailer.server";
import { headerSafe, headerText, type MailMessage } from "./template.server";
import type { WorkingClock } from "~/platform/working-time.server";
import type { StoredDigest } from "../../storage/conversation/digest-store.server";
import { digestMail } from "./digest-mail.server";
import type { DeskMailSettings } from "./desk-mail-settings";
import { belgianTimeIn, receivedLine } from "./belgian-time";
import { mailWords } from "./words";
import { conversationSubject, senderName, threadIndex, threadTopic } from "./reply-headers.server";

/**
 * A reply as the lead receives it: from the operator by name at the agency's address, answered to
 * the agency's mailbox, in the thread (In-Reply-To and References; Thread-Topic and Thread-Index for
 * Outlook). `threadTimes`: when each reply to this lead so far was written, this one last. The
 * lead's address goes to nodemailer as stored (it encodes what needs encoding, rewrites nothing).
 */
export function replyMail(
  reply: StoredReply,
  lead: Pick<ContactRequest, "id" | "firstName" | "email" | "language" | "createdAt">,
  threadTimes: readonly string[],
  s: Pick<DeskMailSettings, "fromAddress" | "agencyName" | "agency">,
): MailMessage {
  const subject = headerSafe(reply.subject);
  return {
    to: { name: headerText(headerSafe(lead.firstName).slice(0, 100)), address: lead.email.trim() },
    from: { name: headerText(headerSafe(senderName(reply.operator, s.agencyName, lead.language))), address: s.fromAddress },
    replyTo: s.agency,
    subject: headerText(subject),
    text: reply.body.replace(/\r\n?/g, "\n"),
    messageId: reply.messageId,
    ...(reply.inReplyTo ? { inReplyTo: reply.inReplyTo } : {}),
    ...(reply.references.length ? { references: reply.references } : {}),
    date: new Date(reply.createdAt),
    headers: {
      "Content-Language": lead.language,
      "Thread-Topic": threadTopic(subject),
      "Thread-Index": threadIndex(lead.id, lead.createdAt, threadTimes.length ? threadTimes : [reply.createdAt]),
    },
  };
}

/** The first line of a message, cut to `max` characters: what a subject or a preview shows. */
export function firstLine(message: string, max = 70): string {
  const line = message.trim().split(/\r?\n/)[0]?.trim() ?? "";
  const chars = Array.from(line);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : line;
}

/** The subject a conversation starts with: "Re: Your request to <agency> (NW-…)", in the lead's language. */
export function replySubject(agencyName: string, lead: Pick<ContactRequest, "language" | "reference">): string {
  return conversationSubject(agencyName, lead.language, lead.reference ? headerSafe(lead.reference) : null);
}

function aboutLead(lead: ContactRequest, url: string, language: Locale): string[] {
  const w = mailWords(language).operator;
  const line = (label: string, value: string) => `${label}${w.colon}${value}`;
  return [
    line(w.from, `${lead.firstName} <${lead.email}>`),
    ...(lead.reference ? [line(w.reference, lead.reference)] : []),
    line(w.language, w.languages[lead.language]),
    receivedLine(w.received, w.colon, belgianTimeIn(lead.createdAt, language), language),
    ``,
    line(w.firstLine, firstLine(lead.message, 200)),
    ``,
    line(w.open, url),
    ``,
  ];
}

/** An operator's mail: in their language (English when the address is no operator's). */
function operatorMail(id: string, lead: ContactRequest, to: string, s: DeskMailSettings, now: Date, language: Locale) {
  return {
    to,
    from: s.from,
    replyTo: s.agency,
    messageId: `<${id}@${s.messageIdDomain}>`,
    date: now,
    // Automatic (RFC 3834): autoresponders leave it alone, and the mailbox's reader never takes it.
    headers: { "X-Contact-Request-Id": lead.id, "Content-Language": language, "Auto-Submitted": "auto-generated" },
  };
}

/** To the operator a lead was just assigned to, in their language, naming who assigned it (`by`). */
export function assignmentMail(
  id: string,
  lead: ContactRequest,
  to: string,
  s: DeskMailSettings,
  now: Date,
  { language = "en", by = null }: { language?: Locale; by?: string | null } = {},
): MailMessage {
  const w = mailWords(language).operator;
  const name = headerSafe(lead.firstName).slice(0, 100);
  return {
    ...operatorMail(id, lead, to, s, now, language),
    subject: headerText(w.assignedSubject(name)),
    text: [w.assigned(by ? headerSafe(by) : null), ``, ...aboutLead(lead, leadUrl(s.deskOrigin, lead.id), language)].join("\n"),
  };
}

/** A greeting line ("Dag Lotte,", "Bonjour,", "Hello Anna,", "Beste,"): not what the lead said. */
const greeting =
  /^(?:hi|hello|hey|dear|good (?:morning|afternoon)|bonjour|bonsoir|salut|cher|chère|madame|monsieur|dag|hallo|beste|goedemiddag|goedemorgen|hoi)\b[^\n]{0,40}[,!:]?\s*$/i;

/** The lead's first words after the greeting, on one line, about `max` characters. */
export function firstWords(body: string, max = 200): string {
  const lines = body
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 1 && greeting.test(lines[0]!)) lines.shift();
  return firstLine(lines.join(" "), max);
}

/**
 * To the lead's owner (else the operator of the last reply, else MAIL_TO) when the lead answered a
 * reply (back in To answer), or wrote again before any reply (still waiting for it).
 */
export function answerMail(
  id: string,
  lead: ContactRequest,
  answer: StoredAnswer,
  to: string,
  s: DeskMailSettings,
  now: Date,
  { language = "en" }: { language?: Locale } = {},
): MailMessage {
  const w = mailWords(language).operator;
  const name = headerSafe(lead.firstName).slice(0, 100);
  const reference = lead.reference ? teamReference(headerSafe(lead.reference)) : null;
  const again = answer.kind === "again";
  const attachments = answer.attachments.length
    ? [``, `${w.attachments}${w.colon}${answer.attachments.map((a) => a.name).join(", ")}`]
    : [];
  const sender = answer.fromAddress?.trim().toLowerCase();
  const other = sender && sender !== lead.email.trim().toLowerCase() ? [``, w.otherSender(answer.fromAddress!)] : [];
  return {
    ...operatorMail(id, lead, to, s, now, language),
    subject: headerText(again ? w.againSubject(name, reference) : w.answerSubject(name, reference)),
    text: [
      again ? w.againIntro(lead.firstName) : w.answerIntro(lead.firstName),
      ...other,
      ``,
      `${again ? w.againFirstLines : w.answerFirstLine}${w.colon}${firstWords(answer.body, 200)}`,
      ...attachments,
      ``,
      `${w.readAndReply}${w.colon}${leadUrl(s.deskOrigin, lead.id)}`,
      ``,
    ].join("\n"),
  };
}

/**
 * The outbox channels of the desk's mails. The outbox drops a row whose lead was erased before
 * it reaches a channel; a reply row gone all the same fails with words that say so.
 */
export function deskMailChannels(
  mailer: Mailer,
  s: DeskMailSettings,
  options: {
    findReply: (id: string) => Promise<StoredReply | undefined>;
    /** The lead's answer an "answer" row tells its owner about (the row's id is the answer's). */
    findAnswer?: (id: string) => Promise<StoredAnswer | undefined>;
    /** When each reply to a lead was written, oldest first (the Thread-Index's blocks). */
    replyTimes: (requestId: string) => Promise<string[]>;
    /** A reminder row's digest (its id is the digest's); undefined for a row queued by an older version. */
    findDigest: (id: string) => Promise<StoredDigest | undefined>;
    /** WORKING_HOURS: the digest gives each wait in working hours. */
    clock: WorkingClock;
    /** The language of the operator with this address (their desk's); undefined: not an operator's. */
    operatorLanguage?: (address: string) => Promise<Locale | undefined>;
    /** Who assigned the lead an assignment row tells of (the row's id is the history line's). */
    assignedBy?: (id: string) => Promise<string | undefined>;
    now?: () => Date;
  },
): Record<"reply" | "assignment" | "reminder" | "answer", DeliveryChannel> {
  const now = options.now ?? (() => new Date());
  const languageOf = async (address: string) => (await options.operatorLanguage?.(address)) ?? "en";
  return {
    reply: {
      async deliver({ id, request }) {
        const reply = await options.findReply(id);
        if (!reply) return { kind: "failed", error: "the reply was erased before it was sent" };
        const times = (await options.replyTimes(request.id)).filter((at) => at <= reply.createdAt);
        return sendMail(mailer, replyMail(reply, request, times, s));
      },
    },
    assignment: {
      async deliver({ id, request, recipient }) {
        const to = recipient ?? s.agency;
        const by = (await options.assignedBy?.(id)) ?? null;
        return sendMail(mailer, assignmentMail(id, request, to, s, now(), { language: await languageOf(to), by }));
      },
    },
    reminder: {
      async deliver({ id, request, recipient }) {
        // A row an older version queued for one lead is a digest of that lead.
        const digest = (await options.findDigest(id)) ?? {
          recipient: recipient ?? s.agency,
          language: await languageOf(recipient ?? s.agency),
          total: 1,
          leads: [request],
        };
        // Every lead it listed was answered meanwhile: nothing left to remind anyone of.
        if (digest.leads.length === 0) return { kind: "delivered" };
        return sendMail(mailer, digestMail(id, digest, s, options.clock, now()));
      },
    },
    answer: {
      async deliver({ id, request, recipient }) {
        const answer = await options.findAnswer?.(id);
        if (!answer) return { kind: "failed", error: "the answer was erased before its owner was told" };
        const to = recipient ?? s.agency;
        // The shared mailbox (no operator's language) reads it in the lead's language.
        const language = (await options.operatorLanguage?.(to)) ?? request.language;
        return sendMail(mailer, answerMail(id, request, answer, to, s, now(), { language }));
      },
    },
  };
}
