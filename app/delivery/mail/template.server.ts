import { createRequire } from "node:module";
import type { Attribution } from "~/storage/requests/attribution";
import { languageTag, type Locale } from "~/i18n/locale";
import { mailWords } from "./words";
import { belgianTimeIn, receivedLine } from "./belgian-time";
import { reasonWords } from "~/contact/spam/reason-words";
import type { SpamReason } from "~/storage/requests/spam-reasons";

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

/** The 'Source' block's lines: only what is known. Values were checked when stored; headerSafe again here. */
export function sourceLines(a: Attribution | undefined, language: Locale = "en"): [label: string, value: string][] {
  if (!a) return [];
  const w = mailWords(language).notification;
  const campaign = [a.utmSource, a.utmMedium, a.utmCampaign].some(Boolean)
    ? [a.utmSource ?? "-", a.utmMedium ?? "-", a.utmCampaign ?? "-"].join(" / ")
    : null;
  const lines: [string, string | null][] = [
    [w.sourceLabels.campaign, campaign],
    [w.sourceLabels.term, a.utmTerm],
    [w.sourceLabels.content, a.utmContent],
    [w.sourceLabels.referrer, a.referrerHost],
    [w.sourceLabels.landingPage, a.landingPath],
    [w.sourceLabels.heardFrom, a.heardFrom ? w.heardFrom[a.heardFrom] : null],
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
  return value.includes("=?") ? mimeFuncs().encodeWord(value, "Q", 52) : value;
}

let mime: typeof import("nodemailer/lib/mime-funcs") | undefined;
/**
 * nodemailer's MIME functions, required on the first header that needs them (rare): imported with
 * this module they would cost every server about 3 MB of memory from its start (docs/benchmarks.md).
 */
function mimeFuncs(): typeof import("nodemailer/lib/mime-funcs") {
  return (mime ??= createRequire(import.meta.url)("nodemailer/lib/mime-funcs") as typeof import("nodemailer/lib/mime-funcs"));
}

/** The first `max` characters (code points): never half of a surrogate pair. */
function cutCharacters(value: string, max: number): string {
  return Array.from(value).slice(0, max).join("").trim();
}

/**
 * The "possibly spam" line of a lead the filter doubted: the reasons in the words staff read in the
 * desk (in the mail's language, as the rest of it), so the agency can judge before answering.
 */
function possiblySpamLine(reasons: readonly SpamReason[] | undefined, language: Locale): string | null {
  if (!reasons?.length) return null;
  return headerSafe(mailWords(language).notification.doubt(reasons.map((r) => reasonWords(r, language)).join("; ")));
}

/** The notification: always both parts, and replies go to the visitor. */
export type NotificationMail = MailMessage & { replyTo: { name: string; address: string }; html: string };

/**
 * `language`: the mail's, English unless MAIL_TO is one operator's address (then theirs). The
 * visitor's own words (name, message) are never translated.
 */
export function contactNotificationMail(
  n: ContactNotification,
  addresses: MailAddresses,
  domain: string,
  language: Locale = "en",
): NotificationMail {
  const w = mailWords(language).notification;
  const firstName = n.firstName.trim();
  const email = n.businessEmail.trim();
  const message = n.message.trim();
  const leadLanguage = w.languages[n.language];
  const subjectName = cutCharacters(headerSafe(firstName), 100);
  const packageName = n.packageName ? headerSafe(n.packageName) : null;
  const source = sourceLines(n.attribution, language);
  const reference = n.reference ? headerSafe(n.reference) : null;
  const doubt = possiblySpamLine(n.possibleSpam, language);
  const received = belgianTimeIn(n.createdAt, language);
  const line = (label: string, value: string) => `${label}${w.colon}${value}`;

  const text = [
    `${w.title}.`,
    ``,
    ...(doubt ? [doubt, ``] : []),
    line(w.firstName, firstName),
    line(w.businessEmail, email),
    line(w.language, leadLanguage),
    ...(packageName ? [line(w.package, packageName)] : []),
    receivedLine(w.received, w.colon, received, language),
    ...(reference ? [line(w.reference, reference)] : []),
    line(w.request, n.requestId),
    ...(n.leadUrl ? [line(w.open, n.leadUrl)] : []),
    ``,
    `${w.message}${w.colon.trimEnd()}`,
    message,
    ``,
    ...(source.length ? [`${w.source}${w.colon.trimEnd()}`, ...source.map(([label, value]) => `  ${line(label, value)}`), ``] : []),
    w.replyTo(firstName),
    ``,
  ].join("\n");

  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`;
  const html = `<!doctype html>
<html lang="${languageTag[language]}"><head><meta charset="utf-8"><title>${escapeHtml(w.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:18px">${escapeHtml(w.title)}</h1>
${doubt ? `<p style="border-left:3px solid #b45309;padding-left:12px"><strong>${escapeHtml(doubt)}</strong></p>\n` : ""}<table role="presentation" style="border-collapse:collapse">
${row(escapeHtml(w.firstName), escapeHtml(firstName))}
${row(escapeHtml(w.businessEmail), `<a href="mailto:${escapeHtml(encodeURIComponent(email).replace(/%40/g, "@"))}">${escapeHtml(email)}</a>`)}
${row(escapeHtml(w.language), escapeHtml(leadLanguage))}
${packageName ? `${row(escapeHtml(w.package), escapeHtml(packageName))}\n` : ""}${row(escapeHtml(w.received), escapeHtml(received))}
${reference ? `${row(escapeHtml(w.reference), escapeHtml(reference))}\n` : ""}${row(escapeHtml(w.request), escapeHtml(n.requestId))}
</table>
${n.leadUrl ? `<p><a href="${escapeHtml(n.leadUrl)}">${escapeHtml(w.open)}</a></p>\n` : ""}
<h2 style="font-size:16px">${escapeHtml(w.message)}</h2>
<p style="white-space:pre-wrap;border-left:3px solid #1f3bb0;padding-left:12px">${escapeHtml(message)}</p>
${source.length ? `<h2 style="font-size:16px">${escapeHtml(w.source)}</h2>\n<table role="presentation" style="border-collapse:collapse">\n${source.map(([label, value]) => row(escapeHtml(label), escapeHtml(value))).join("\n")}\n</table>\n` : ""}</body></html>
`;

  return {
    to: addresses.to,
    from: addresses.from,
    // An address object: nodemailer encodes the name itself; the address has been validated.
    replyTo: { name: headerText(subjectName), address: email },
    subject: headerText(`${doubt ? w.possiblySpam : ""}${w.subject(subjectName)}${packageName ? ` (${packageName})` : ""}`),
    text,
    html,
    messageId: `<${n.id}@${domain}>`,
    date: new Date(n.createdAt),
    headers: { "X-Contact-Request-Id": n.requestId, "Content-Language": n.language, "Auto-Submitted": "auto-generated" },
  };
}
