/**
 * What makes a reply from the desk read as a person's mail in the lead's mailbox (issue 35): the
 * sender by name ("Anna from Northwave"), the subject with the request's reference, and the
 * threading headers Outlook reads beside In-Reply-To and References (Thread-Topic, Thread-Index).
 */
import { createHash } from "node:crypto";
import type { Locale } from "~/i18n/locale";

const fromWord: Record<Locale, string> = { en: "from", fr: "de", nl: "van" };

const requestWords: Record<Locale, (agency: string) => string> = {
  en: (agency) => `Your request to ${agency}`,
  fr: (agency) => `Votre demande auprès de ${agency}`,
  nl: (agency) => `Uw aanvraag bij ${agency}`,
};

/** The operator's first name: "Anna Peeters" signs as "Anna". */
export function firstNameOf(operatorName: string): string {
  return operatorName.trim().split(/\s+/)[0] ?? operatorName.trim();
}

/** "Anna from Northwave", « Anna de Northwave », "Anna van Northwave": the reply's sender name. */
export function senderName(operatorName: string, agency: string, language: Locale): string {
  return `${firstNameOf(operatorName)} ${fromWord[language]} ${agency}`;
}

/** "Re: Your request to Northwave (NW-2611-003)", in the lead's language; kept through the thread. */
export function conversationSubject(agency: string, language: Locale, reference: string | null): string {
  return `Re: ${requestWords[language](agency)}${reference ? ` (${reference})` : ""}`;
}

/** The thread's topic as Outlook shows it: the subject without its "Re:" and "Fwd:" prefixes. */
export function threadTopic(subject: string): string {
  return subject.replace(/^(\s*(re|fwd?|tr|aw|antw)\s*:\s*)+/i, "").trim();
}

/** 100-nanosecond intervals since 1601-01-01 (Windows FILETIME), as Thread-Index counts time. */
function fileTime(at: Date): bigint {
  return (BigInt(at.getTime()) + 11_644_473_600_000n) * 10_000n;
}

/**
 * Thread-Index (MS-OXOMSG 2.2.1.3): 22 bytes for the thread (the top 6 bytes of the FILETIME when
 * the lead wrote, and a GUID from the lead's id), then 5 bytes per reply after the first, each the
 * time since the thread began. Every reply to one lead shares the first 22 bytes, which is what
 * Outlook groups a conversation by.
 */
export function threadIndex(leadId: string, leadCreatedAt: string, replyTimes: readonly string[]): string {
  const start = fileTime(new Date(leadCreatedAt));
  const header = Buffer.alloc(22);
  header.writeBigUInt64BE(start, 0);
  const head = header.subarray(0, 6);
  const guid = createHash("sha256").update(leadId).digest().subarray(0, 16);
  const children = replyTimes.slice(1).map((at, i) => {
    const delta = fileTime(new Date(at)) - start;
    const positive = delta > 0n ? delta : 0n;
    const long = positive >= 1n << 49n;
    const bits = ((long ? positive >> 23n : positive >> 18n) & 0x7fffffffn) | (long ? 0x80000000n : 0n);
    const child = Buffer.alloc(5);
    child.writeUInt32BE(Number(bits), 0);
    child.writeUInt8(((i + 1) & 0x0f) | 0x10, 4);
    return child;
  });
  return Buffer.concat([head, guid, ...children]).toString("base64");
}
