/**
 * A lead's answer as the desk keeps it: its MIME read by postal-mime (its text, or its HTML as
 * text by html-to-text when it has no plain part), the quoted history trimmed by email-reply-parser ("On … wrote:",
 * « Le … a écrit : », "Op … schreef …:", Outlook's "From:" block), attachments by name and size only.
 */
import { createHash } from "node:crypto";
import EmailReplyParser from "email-reply-parser";
import { convert } from "html-to-text";
import PostalMime, { type Email } from "postal-mime";
import type { AnswerAttachment } from "~/storage/answers-store.server";

/** The longest answer text kept: a lead's answer is a few lines; past this it is cut, and says so. */
export const answerTextLimit = 20_000;

export interface ParsedAnswer {
  /** `<…>`; a digest of the message (`<sha256-…@answer>`) when it had no Message-ID. */
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  fromName: string | null;
  fromAddress: string | null;
  subject: string;
  /** The answer's own words, the quoted history trimmed. */
  body: string;
  attachments: AnswerAttachment[];
  /** Its Date header as an ISO time, when it had a valid one. */
  sentAt: string | null;
}

/** The Message-IDs of a header (In-Reply-To, References): each `<…>` token, in order. */
export function messageIds(header: string | undefined): string[] {
  return header?.match(/<[^<>\s]+>/g) ?? [];
}

/** One line of header text, cut to `max` characters. */
function line(text: string | undefined, max: number): string {
  return Array.from((text ?? "").replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim())
    .slice(0, max)
    .join("");
}

/**
 * The answer without the history it quotes: email-reply-parser's fragments that are not quoted
 * (the lead's signature is kept: it may carry a phone number). When the whole text reads as a quote
 * (an answer written below the history), the full text is kept rather than nothing.
 */
export function trimQuoted(text: string): string {
  const normalized = text.replace(/\r\n?/g, "\n");
  const fragments = new EmailReplyParser().read(normalized).getFragments();
  const own = fragments
    .filter((f) => !f.isQuoted())
    .map((f) => f.getContent())
    .join("\n")
    .trim();
  const kept = own || normalized.trim();
  return kept.length > answerTextLimit ? `${kept.slice(0, answerTextLimit).trimEnd()}\n…` : kept;
}

/** Attachments a person attached: not the images the HTML shows inline (a signature's logo). */
function attachmentsOf(email: Email): AnswerAttachment[] {
  return email.attachments
    .filter((a) => !(a.related && a.disposition !== "attachment"))
    .map((a) => ({
      name: line(a.filename ?? a.mimeType, 200),
      size: typeof a.content === "string" ? Buffer.byteLength(a.content) : a.content.byteLength,
    }));
}

/** An HTML-only answer as text: quotes (blockquote) as "> " lines, which trimQuoted then drops; no images or link targets. */
function htmlText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: "a", options: { ignoreHref: true } },
      { selector: "img", format: "skip" },
    ],
  });
}

export async function parseAnswer(raw: Buffer): Promise<ParsedAnswer> {
  const email = await PostalMime.parse(raw);
  const date = email.date ? new Date(email.date) : undefined;
  const messageId = messageIds(email.messageId)[0] ?? `<sha256-${createHash("sha256").update(raw).digest("hex")}@answer>`;
  return {
    messageId: messageId.slice(0, 500),
    inReplyTo: messageIds(email.inReplyTo)[0] ?? null,
    references: messageIds(email.references),
    fromName: email.from?.name ? line(email.from.name, 200) : null,
    fromAddress: email.from && "address" in email.from && email.from.address ? line(email.from.address, 320) : null,
    subject: line(email.subject, 300),
    body: trimQuoted(email.text ?? (email.html ? htmlText(email.html) : "")),
    attachments: attachmentsOf(email),
    sentAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
  };
}
