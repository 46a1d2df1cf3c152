/**
 * A lead's answer as the desk keeps it: its MIME read by postal-mime (its text, or its HTML as
 * text by html-to-text when it has no plain part), the quoted history trimmed by email-reply-parser ("On … wrote:",
 * « Le … a écrit : », "Op … schreef …:", Outlook's "From:" block), attachments by name and size only.
 * Runs in the parse worker (parse-worker.server.ts), never on the server's event loop; every text
 * is cut to a bound before a parser sees it (issue 44: a 5 MB mail parsed for minutes, then overflowed
 * the stack in html-to-text).
 */
import { createHash } from "node:crypto";
import EmailReplyParser from "email-reply-parser";
import { convert } from "html-to-text";
import PostalMime, { type Email } from "postal-mime";
import type { AnswerAttachment, NewAnswer } from "~/storage/conversation/answers-store.server";

/** The longest answer text kept: a lead's answer is a few lines; past this it is cut, and says so. */
export const answerTextLimit = 20_000;
/** The most of a plain text email-reply-parser reads (it scans line by line, backwards). */
const textParseLimit = 40_000;
/** The most of an HTML part html-to-text reads. */
const htmlParseLimit = 200_000;

/** A lead's message as the parser reads it: what the store keeps of it (NewAnswer, its lead aside), and its thread headers. */
export type ParsedAnswer = Omit<NewAnswer, "requestId"> & {
  inReplyTo: string | null;
  references: string[];
};

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
  const normalized = text.slice(0, textParseLimit).replace(/\r\n?/g, "\n");
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
  const bounded = html.slice(0, htmlParseLimit);
  try {
    return convert(bounded, {
      wordwrap: false,
      // Deep nesting (unclosed tags) is cut before it reaches the recursion: it overflowed the stack.
      limits: { maxDepth: 200, maxChildNodes: 5_000, ellipsis: "…" },
      selectors: [
        { selector: "a", options: { ignoreHref: true } },
        { selector: "img", format: "skip" },
      ],
    });
  } catch {
    // Whatever html-to-text cannot read, the words without their tags still can be.
    return bounded
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
      .replace(/<[^>]*>/g, " ")
      .replace(/[ \t]+/g, " ")
      .trim();
  }
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
    body: trimQuoted(email.text ? email.text.slice(0, textParseLimit) : email.html ? htmlText(email.html) : ""),
    attachments: attachmentsOf(email),
    sentAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
  };
}

/** What a delivery report says (RFC 3464), read from its first bytes without a MIME parser. */
export interface BounceReport {
  /** The first `Status:` (`5.1.1`); null when the report gives none. */
  status: string | null;
  permanent: boolean;
  /** The address that failed (`Final-Recipient`, else `Original-Recipient`). */
  recipient: string | null;
  /** The server's words (`Diagnostic-Code`), one line, cut. */
  diagnostic: string | null;
  /** The Message-IDs the report quotes after its own headers: the failed message's among them. */
  messageIds: string[];
}

export function readBounce(raw: Buffer): BounceReport {
  const text = raw.subarray(0, 256 * 1024).toString("latin1");
  const headerEnd = text.search(/\r?\n\r?\n/);
  const body = headerEnd < 0 ? "" : text.slice(headerEnd);
  const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.+)$`, "mi").exec(body)?.[1]?.trim() ?? null;
  const status = /^Status:\s*([245]\.\d{1,3}\.\d{1,3})/im.exec(body)?.[1] ?? null;
  const recipientField = field("Final-Recipient") ?? field("Original-Recipient");
  const recipient = recipientField ? (/([^\s;<>]+@[^\s;<>]+)/.exec(recipientField)?.[1] ?? null) : null;
  const diagnostic = field("Diagnostic-Code");
  // Without a Status field, a report whose words say it failed for good is taken as permanent.
  const permanent = status ? status.startsWith("5") : /\b5\d\d[ -]5\.\d/.test(body);
  return {
    status,
    permanent,
    recipient: recipient ? line(recipient, 320) : null,
    diagnostic: diagnostic ? line(diagnostic.replace(/^smtp;\s*/i, ""), 300) : null,
    messageIds: [...new Set(body.match(/^(?:Message-ID|In-Reply-To):\s*(<[^<>\s]+>)/gim)?.map((m) => messageIds(m)[0]!) ?? [])].slice(
      0,
      20,
    ),
  };
}
