/**
 * The visitor's receipt (issue 35): sent through the outbox within a minute of an accepted request,
 * in the visitor's language, with the reference, the package, the first words of what they sent,
 * when the answer will come (the spec's own promise, nothing more) and the booking link when set.
 * It goes to whatever address the form named, so it repeats nothing a stranger could phish that
 * address's owner with (issue 49, receipt-safety): no link, no raw text, the name only when it
 * looks like a first name. An automatic reply
 * (RFC 3834 `Auto-Submitted: auto-replied`; Outlook's `X-Auto-Response-Suppress`, so no
 * out-of-office answers it), in plain text only: no image, no tracked link. A reply to it goes to
 * the agency's mailbox.
 */
import { contactCopy } from "~/contact/copy";
import { site } from "~/site";
import { packageTitle } from "~/content/packages";
import type { DeliveryChannel } from "../delivery.server";
import type { ContactRequest } from "../../storage/requests/requests-store.server";
import { sendMail, type Mailer } from "./mailer.server";
import { conversationSubject, threadIndex, threadTopic } from "./reply-headers.server";
import { mailWords } from "./words";
import { greetingName, messageExcerpt } from "./receipt-safety";
import { headerSafe, headerText, type MailMessage } from "./template.server";

export interface ReceiptSettings {
  /** MAIL_FROM's address: the receipt comes from it under the agency's name. */
  fromAddress: string;
  /** The agency's name ("Northwave"): the sender's name and the subject's. */
  agencyName: string;
  /** MAIL_TO: where a reply to the receipt goes (the agency's mailbox). */
  agency: string;
  /** The site's public origin, under the agency's name. */
  siteUrl: string;
  /** BOOKING_URL, or null: no booking line. */
  bookingUrl: string | null;
  /** The Message-IDs' domain (the sending domain). */
  messageIdDomain: string;
}

/** The message's first words without links (receipt-safety), quoted ("> ") as a mail quotes what it answers; none when nothing is left. */
function quoted(label: string, message: string): string[] {
  const excerpt = messageExcerpt(message);
  return excerpt ? [label, `> ${excerpt}`, ``] : [];
}

/** The receipt's subject: "Your request to Northwave (NW-2611-003)", the thread the desk's replies ("Re: …") continue. */
export function receiptSubject(agencyName: string, lead: Pick<ContactRequest, "language" | "reference">): string {
  return threadTopic(conversationSubject(agencyName, lead.language, lead.reference ? headerSafe(lead.reference) : null));
}

/** The receipt of one request; `id` is its outbox row's (the Message-ID). */
export function receiptMail(id: string, lead: ContactRequest, s: ReceiptSettings, now: Date): MailMessage {
  const copy = contactCopy[lead.language];
  const words = mailWords(lead.language).receipt;
  const colon = lead.language === "fr" ? "\u00a0: " : ": ";
  const subject = receiptSubject(s.agencyName, lead);
  const name = greetingName(lead.firstName);
  const text = [
    words.greeting(name),
    ``,
    words.received,
    // The spec's promise as the confirmation page gives it ("within 24h"), word for word.
    ...(words.promiseSaid ? [] : [copy.notices.success.description]),
    ``,
    copy.confirmation.next,
    ``,
    ...(lead.reference
      ? [
          `${copy.confirmation.reference}${colon}${headerSafe(lead.reference)}`,
          words.referenceHint ? words.referenceHint(site.phone.display) : copy.confirmation.referenceHint,
          ``,
        ]
      : []),
    ...(lead.packageId ? [`${copy.package.label}${colon}${packageTitle(lead.packageId, lead.language)}`, ``] : []),
    ...quoted(words.yourMessage, lead.message),
    ...(s.bookingUrl ? [`${copy.confirmation.booking}${colon}${s.bookingUrl}`, ``] : []),
    s.agencyName,
    s.siteUrl,
    ``,
    words.automatic,
    ``,
  ].join("\n");
  return {
    // No display name but a first name: never "Bank support <…>".
    to: name ? { name: headerText(name), address: lead.email.trim() } : lead.email.trim(),
    from: { name: s.agencyName, address: s.fromAddress },
    replyTo: s.agency,
    subject: headerText(subject),
    text,
    messageId: `<${id}@${s.messageIdDomain}>`,
    date: now,
    headers: {
      "Auto-Submitted": "auto-replied",
      "X-Auto-Response-Suppress": "All",
      "Content-Language": lead.language,
      "Thread-Topic": subject,
      "Thread-Index": threadIndex(lead.id, lead.createdAt, []),
    },
  };
}

/** The outbox channel of the receipts. */
export function receiptChannel(mailer: Mailer, s: ReceiptSettings, now: () => Date = () => new Date()): DeliveryChannel {
  return {
    async deliver({ id, request }) {
      return sendMail(mailer, receiptMail(id, request, s, now()));
    },
  };
}
