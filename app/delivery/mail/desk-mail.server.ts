/**
 * The desk's mails, composed when the outbox sends them: a reply to the lead (threaded), the mail
 * to an operator a lead was assigned to, and the reminder about a lead left unanswered.
 */
import type { Locale } from "~/i18n/locale";
import type { DeliveryChannel } from "../delivery.server";
import type { ContactRequest } from "../../storage/requests-store.server";
import type { StoredReply } from "../../storage/replies-store.server";
import { leadUrl, sendMail, type Mailer } from "./mailer.server";
import { belgianTime, headerSafe, type MailMessage } from "./template.server";

export interface DeskMailSettings {
  /** MAIL_FROM: every mail the site sends comes from it. */
  from: string;
  /** The agency's own address (MAIL_TO): a lead's answer to a reply goes there. */
  agency: string;
  /** The Message-IDs' domain (the site's host name). */
  messageIdDomain: string;
  /** DESK_ORIGIN: the links to the lead. */
  deskOrigin: string;
}

/** A reply as the lead receives it: from MAIL_FROM, answered to the agency, in the thread. */
export function replyMail(
  reply: StoredReply,
  lead: Pick<ContactRequest, "id" | "firstName" | "email" | "language">,
  s: Pick<DeskMailSettings, "from" | "agency">,
): MailMessage {
  return {
    to: { name: headerSafe(lead.firstName).slice(0, 100), address: headerSafe(lead.email) },
    from: s.from,
    replyTo: s.agency,
    subject: headerSafe(reply.subject),
    text: reply.body.replace(/\r\n?/g, "\n"),
    messageId: reply.messageId,
    ...(reply.inReplyTo ? { inReplyTo: reply.inReplyTo } : {}),
    ...(reply.references.length ? { references: reply.references } : {}),
    date: new Date(reply.createdAt),
    headers: { "Content-Language": lead.language },
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

/** "Re: " and the message's first line: the subject a reply starts with. */
export function replySubject(message: string): string {
  return `Re: ${headerSafe(firstLine(message))}`;
}

const languageNames: Record<Locale, string> = { en: "English", fr: "French", nl: "Dutch" };

function aboutLead(lead: ContactRequest, url: string): string[] {
  return [
    `From: ${lead.firstName} <${lead.email}>`,
    ...(lead.reference ? [`Reference: ${lead.reference}`] : []),
    `Language: ${languageNames[lead.language]}`,
    `Received: ${belgianTime(lead.createdAt)}`,
    ``,
    `Message (first line): ${firstLine(lead.message, 200)}`,
    ``,
    `Open the lead: ${url}`,
    ``,
  ];
}

/** To the operator a lead was just assigned to. */
export function assignmentMail(id: string, lead: ContactRequest, to: string, s: DeskMailSettings, now: Date): MailMessage {
  const url = leadUrl(s.deskOrigin, lead.id);
  const name = headerSafe(lead.firstName).slice(0, 100);
  return {
    to,
    from: s.from,
    replyTo: s.agency,
    subject: `Lead assigned to you: ${name}`,
    text: [`A lead was assigned to you in the lead desk.`, ``, ...aboutLead(lead, url)].join("\n"),
    messageId: `<${id}@${s.messageIdDomain}>`,
    date: now,
    headers: { "X-Contact-Request-Id": lead.id },
  };
}

/** The one reminder about a lead still unanswered after REMINDER_AFTER_HOURS. */
export function reminderMail(
  id: string,
  lead: ContactRequest,
  to: string,
  s: DeskMailSettings,
  afterHours: number,
  now: Date,
): MailMessage {
  const url = leadUrl(s.deskOrigin, lead.id);
  const name = headerSafe(lead.firstName).slice(0, 100);
  const waited = Math.max(afterHours, Math.floor((now.getTime() - Date.parse(lead.createdAt)) / 3_600_000));
  return {
    to,
    from: s.from,
    replyTo: s.agency,
    subject: `Reminder: ${name} has waited ${waited} hours for a reply`,
    text: [
      `This lead has had no reply for ${waited} hours. We promise a reply within 24 hours.`,
      ``,
      ...aboutLead(lead, url),
      `This is the only reminder for this lead.`,
      ``,
    ].join("\n"),
    messageId: `<${id}@${s.messageIdDomain}>`,
    date: now,
    headers: { "X-Contact-Request-Id": lead.id },
  };
}

/**
 * The outbox channels of the desk's mails. The outbox drops a row whose lead was erased before
 * it reaches a channel; a reply row gone all the same fails with words that say so.
 */
export function deskMailChannels(
  mailer: Mailer,
  s: DeskMailSettings,
  options: { findReply: (id: string) => Promise<StoredReply | undefined>; reminderAfterHours: number; now?: () => Date },
): Record<"reply" | "assignment" | "reminder", DeliveryChannel> {
  const now = options.now ?? (() => new Date());
  return {
    reply: {
      async deliver({ id, request }) {
        const reply = await options.findReply(id);
        if (!reply) return { kind: "failed", error: "the reply was erased before it was sent" };
        return sendMail(mailer, replyMail(reply, request, s));
      },
    },
    assignment: {
      async deliver({ id, request, recipient }) {
        return sendMail(mailer, assignmentMail(id, request, recipient ?? s.agency, s, now()));
      },
    },
    reminder: {
      async deliver({ id, request, recipient }) {
        return sendMail(mailer, reminderMail(id, request, recipient ?? s.agency, s, options.reminderAfterHours, now()));
      },
    },
  };
}
