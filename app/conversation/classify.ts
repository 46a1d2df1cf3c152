/**
 * What a message in the agency's mailbox is, from its headers alone (issue 44), before anything of
 * its body is downloaded: the server's own mail (never an answer: that is how a notification became
 * an answer that queued the next notification), a list message, an automatic reply (RFC 3834 and
 * the headers mail programs use instead), a delivery report (RFC 3464), or a person's message.
 */

/** A message's headers, as the reader fetched them (names lower case, folded lines joined). */
export interface MailHeading {
  uid: number;
  /** RFC822.SIZE: bytes. */
  size: number;
  subject: string;
  fromAddress: string | null;
  fromName: string | null;
  messageId: string | null;
  inReplyTo: string | null;
  /** The References header's Message-IDs, oldest first. */
  references: string[];
  headers: ReadonlyMap<string, string>;
}

/** The headers the reader fetches besides the envelope: what the classification and the threading read. */
export const headingHeaders = [
  "references",
  "auto-submitted",
  "x-autoreply",
  "x-autorespond",
  "x-auto-response-suppress",
  "precedence",
  "list-id",
  "list-unsubscribe",
  "content-type",
  "x-contact-request-id",
] as const;

/** Who the server is when it sends: MAIL_FROM's address (and MAIL_TO's, which the server writes as), its Message-IDs' domain. */
export interface SelfMail {
  addresses: readonly string[];
  messageIdDomain: string;
}

export type MailKind = "own" | "list" | "auto-reply" | "bounce" | "person";

export interface Classification {
  kind: MailKind;
  /** Why, in a few words (log lines, the lead's history). */
  why: string;
}

/** Subjects of out-of-office and automatic replies, in English, French and Dutch (and what Outlook and Gmail write). */
const autoReplySubject =
  /^(?:\s*(?:re|aw|tr|fw|fwd|antw)\s*:\s*)*\s*(?:automatic reply|auto[- ]?reply|autoreply|auto[- ]?response|out of (?:the )?office|ooo\b|away from (?:the )?office|on (?:vacation|holiday|leave)|réponse automatique|message d'absence|absen(?:t|ce)\b|absent(?:e)? du bureau|en congé|automatisch antwoord|afwezig|afwezigheid|niet aanwezig|buiten kantoor|met verlof)/i;

/** Subjects mail servers give their delivery reports. */
const bounceSubject =
  /^(?:undeliver(?:ed|able)|delivery status notification|delivery (?:has )?failed|mail delivery (?:failed|failure|subsystem)|returned mail|failure notice|non remis|non distribuable|échec de (?:la )?remise|onbestelbaar|kan niet worden bezorgd)/i;

/** The local part of a delivery report's sender. */
const reportSender = /^(?:mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;

/** One of the Message-IDs this server writes: `<uuid@domain>`. */
function isOwnMessageId(id: string | null, domain: string): boolean {
  if (!id || !domain) return false;
  const m = /^<([0-9a-f-]{36})@([^<>@\s]+)>$/i.exec(id.trim());
  return Boolean(m && m[2]!.toLowerCase() === domain.toLowerCase());
}

export function classifyHeading(h: MailHeading, self: SelfMail): Classification {
  const header = (name: string) => h.headers.get(name)?.trim() ?? "";
  const from = (h.fromAddress ?? "").trim().toLowerCase();
  if (from && self.addresses.some((a) => a.trim().toLowerCase() === from))
    return { kind: "own", why: "sent from the agency's own address" };
  if (isOwnMessageId(h.messageId, self.messageIdDomain)) return { kind: "own", why: "a Message-ID this server wrote" };
  if (header("x-contact-request-id")) return { kind: "own", why: "a header this server writes" };

  const contentType = header("content-type").toLowerCase();
  if ((/multipart\/report/.test(contentType) && /report-type\s*=\s*"?delivery-status/.test(contentType)) || reportSender.test(from))
    return { kind: "bounce", why: "a delivery report" };

  const autoSubmitted = header("auto-submitted").toLowerCase();
  if (autoSubmitted && !/^no\b/.test(autoSubmitted)) return { kind: "auto-reply", why: `Auto-Submitted: ${autoSubmitted.slice(0, 40)}` };
  if (h.headers.has("x-autoreply") || h.headers.has("x-autorespond")) return { kind: "auto-reply", why: "an automatic reply header" };
  const precedence = header("precedence").toLowerCase();
  if (/^(?:auto_reply|junk)$/.test(precedence)) return { kind: "auto-reply", why: `Precedence: ${precedence}` };
  if (/^(?:bulk|list)$/.test(precedence) || header("list-id") || header("list-unsubscribe"))
    return { kind: "list", why: "a list or bulk message" };
  if (bounceSubject.test(h.subject)) return { kind: "bounce", why: "a delivery report's subject" };
  if (autoReplySubject.test(h.subject)) return { kind: "auto-reply", why: "an out-of-office subject" };
  return { kind: "person", why: "a person's message" };
}
