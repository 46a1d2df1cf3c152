import { encodeWord } from "nodemailer/lib/mime-funcs";
import type { Attribution } from "~/contact/attribution";
import type { Locale } from "~/i18n/locale";
import { reasonWords } from "~/contact/spam/reason-words";
import type { SpamReason } from "~/contact/spam/reasons";

/** What the agency receives for one contact request (the spec's notification payload, plus context). */
export interface ContactNotification {
  /** The notification (outbox row) id: also the mail's Message-ID, so a resend is recognisable. */
  id: string;
  requestId: string;
  /** The short reference the visitor was given (`NW-2611-042`), which they may quote on the phone; null: none. */
  reference?: string | null;
  firstName: string;
  businessEmail: string;
  message: string;
  language: Locale;
  /** The package the visitor chose, by its English title, or null. */
  packageName?: string | null;
  /** Where the request came from (the 'Source' block); absent or all null: no block. */
  attribution?: Attribution;
  createdAt: string;
  /** The lead's page in the desk (`<DESK_ORIGIN>/desk/leads/<id>`); absent: no link. */
  leadUrl?: string;
  /** The spam filter's doubts ("check"): the mail says "Possibly spam" and why; empty or absent: a plain lead. */
  possibleSpam?: readonly SpamReason[];
}

const heardFromNames: Record<NonNullable<Attribution["heardFrom"]>, string> = {
  search: "a search engine",
  linkedin: "LinkedIn",
  recommendation: "a recommendation",
  event: "an event",
  other: "other",
};

/** The 'Source' block's lines: only what is known. Values were checked when stored; headerSafe again here. */
export function sourceLines(a: Attribution | undefined): [label: string, value: string][] {
  if (!a) return [];
  const campaign = [a.utmSource, a.utmMedium, a.utmCampaign].some(Boolean)
    ? [a.utmSource ?? "-", a.utmMedium ?? "-", a.utmCampaign ?? "-"].join(" / ")
    : null;
  const lines: [string, string | null][] = [
    ["Campaign (source / medium / campaign)", campaign],
    ["Term", a.utmTerm],
    ["Content", a.utmContent],
    ["Referrer", a.referrerHost],
    ["Landing page", a.landingPath],
    ["Heard about us from", a.heardFrom ? heardFromNames[a.heardFrom] : null],
  ];
  return lines.filter((l): l is [string, string] => Boolean(l[1])).map(([label, value]) => [label, headerSafe(value)]);
}

export interface MailAddresses {
  to: string;
  from: string;
}

export interface MailMessage {
  to: string | { name: string; address: string };
  from: string | { name: string; address: string };
  replyTo: string | { name: string; address: string };
  subject: string;
  text: string;
  /** Absent: a plain-text mail (a reply written in the desk). */
  html?: string;
  messageId: string;
  /** A reply in a thread: the Message-ID it answers, and every earlier one (RFC 5322 §3.6.4). */
  inReplyTo?: string;
  references?: string[];
  date: Date;
  headers: Record<string, string>;
}

let belgianTimeFormat: Intl.DateTimeFormat | undefined;
/**
 * Made on first use, as every Intl formatter the server keeps: the process's first one loads ICU's
 * locale and time-zone data, about 8 MB of resident memory that a server serving only pages never needs.
 */
function belgianTimeFormatter(): Intl.DateTimeFormat {
  return (belgianTimeFormat ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Brussels",
    timeZoneName: "short",
  }));
}

/** A time as the agency in Belgium reads it, with its zone: "1 March 2025 at 11:00 CET". */
export function belgianTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : belgianTimeFormatter().format(date);
}

const languageNames: Record<Locale, string> = { en: "English", fr: "French (français)", nl: "Dutch (Nederlands)" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A value fit for a header: no control characters at all (a CR or LF would start a new header;
 * C1 and bidirectional controls would reorder or hide what staff read), whitespace collapsed. Text
 * that looks like an RFC 2047 encoded word (`=?`) is left as typed: nodemailer sends it as an
 * encoded word itself, so the client shows exactly it (rewriting it changed addresses). The
 * schema already refuses the controls; this holds even if a caller did not.
 */
export function headerSafe(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * Header text exactly as typed: a value containing `=?` (text shaped like an RFC 2047 encoded word,
 * which nodemailer passes through and a client would decode, to anything) is sent as encoded words
 * itself, so the client shows the typed characters. Anything else is left to nodemailer.
 */
export function headerText(value: string): string {
  return value.includes("=?") ? encodeWord(value, "Q", 52) : value;
}

/** The first `max` characters (code points): never half of a surrogate pair. */
function cutCharacters(value: string, max: number): string {
  return Array.from(value).slice(0, max).join("").trim();
}

/**
 * The "possibly spam" line of a lead the filter doubted: the reasons in the words staff read in the
 * desk (English, as the rest of the mail), so the agency can judge before answering.
 */
function possiblySpamLine(reasons: readonly SpamReason[] | undefined): string | null {
  if (!reasons?.length) return null;
  return headerSafe(
    `Possibly spam (the filter was not sure; confirm or release it in the lead desk): ${reasons.map((r) => reasonWords(r, "en")).join("; ")}.`,
  );
}

/** The notification: always both parts, and replies go to the visitor. */
export type NotificationMail = MailMessage & { replyTo: { name: string; address: string }; html: string };

export function contactNotificationMail(n: ContactNotification, addresses: MailAddresses, domain: string): NotificationMail {
  const firstName = n.firstName.trim();
  const email = n.businessEmail.trim();
  const message = n.message.trim();
  const language = languageNames[n.language];
  const subjectName = cutCharacters(headerSafe(firstName), 100);
  const packageName = n.packageName ? headerSafe(n.packageName) : null;
  const source = sourceLines(n.attribution);
  const reference = n.reference ? headerSafe(n.reference) : null;
  const doubt = possiblySpamLine(n.possibleSpam);

  const text = [
    `New contact request from the website.`,
    ``,
    ...(doubt ? [doubt, ``] : []),
    `First name: ${firstName}`,
    `Business email: ${email}`,
    `Language: ${language}`,
    ...(packageName ? [`Package: ${packageName}`] : []),
    `Received: ${belgianTime(n.createdAt)}`,
    ...(reference ? [`Reference: ${reference}`] : []),
    `Request: ${n.requestId}`,
    ...(n.leadUrl ? [`Open in the lead desk: ${n.leadUrl}`] : []),
    ``,
    `Message:`,
    message,
    ``,
    ...(source.length ? [`Source:`, ...source.map(([label, value]) => `  ${label}: ${value}`), ``] : []),
    `Reply to this email to answer ${firstName}.`,
    ``,
  ].join("\n");

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>New contact request</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:18px">New contact request from the website</h1>
${doubt ? `<p style="border-left:3px solid #b45309;padding-left:12px"><strong>${escapeHtml(doubt)}</strong></p>\n` : ""}<table role="presentation" style="border-collapse:collapse">
${row("First name", escapeHtml(firstName))}
${row("Business email", `<a href="mailto:${escapeHtml(encodeURIComponent(email).replace(/%40/g, "@"))}">${escapeHtml(email)}</a>`)}
${row("Language", escapeHtml(language))}
${packageName ? `${row("Package", escapeHtml(packageName))}\n` : ""}${row("Received", escapeHtml(belgianTime(n.createdAt)))}
${reference ? `${row("Reference", escapeHtml(reference))}\n` : ""}${row("Request", escapeHtml(n.requestId))}
</table>
${n.leadUrl ? `<p><a href="${escapeHtml(n.leadUrl)}">Open in the lead desk</a></p>\n` : ""}
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap;border-left:3px solid #1f3bb0;padding-left:12px">${escapeHtml(message)}</p>
${source.length ? `<h2 style="font-size:16px">Source</h2>\n<table role="presentation" style="border-collapse:collapse">\n${source.map(([label, value]) => row(escapeHtml(label), escapeHtml(value))).join("\n")}\n</table>\n` : ""}</body></html>
`;

  return {
    to: addresses.to,
    from: addresses.from,
    // An address object: nodemailer encodes the name itself; the address has been validated.
    replyTo: { name: headerText(subjectName), address: email },
    subject: headerText(
      `${doubt ? "Possibly spam: " : ""}New contact request from ${subjectName}${packageName ? ` (${packageName})` : ""}`,
    ),
    text,
    html,
    messageId: `<${n.id}@${domain}>`,
    date: new Date(n.createdAt),
    headers: { "X-Contact-Request-Id": n.requestId, "Content-Language": n.language },
  };
}
