/**
 * The mailbox's intake (issue 44): what one message of the agency's mailbox does to the desk.
 * - The server's own mail and list mail: nothing.
 * - An automatic reply or a delivery report about a lead: a line in its history, never an answer,
 *   never a status; a permanent failure (5.x.x) marks the lead's address undeliverable.
 * - A person's message: attached to a lead only when its thread names a desk message, or its subject's
 *   reference is the sender's own lead, or its sender has exactly one open lead; a stranger naming a
 *   reference, or an address with two open leads, is held as "unmatched" for an operator.
 * Bodies are read only for what is attached, bounded in size, in the parse worker, after an attempt
 * line is written: a message whose reading never ended is listed as unread, never read again.
 */
import { errorMessage, type Logger } from "~/platform/log.server";
import type { Storage } from "~/storage/platform/storage.server";
import { answersSince, storeAnswer, type StoredAnswer } from "~/storage/conversation/answers-store.server";
import { leadOfThread, leadsWithReference, openLeadsOf, referenceIn } from "~/storage/conversation/answer-threads.server";
import {
  addRobotLine,
  beginReading,
  endReading,
  hold,
  leadFirstName,
  markUndeliverable,
  newestLeadOf,
  type MailboxPlace,
} from "~/storage/conversation/mailbox-store.server";
import { emailKey } from "~/storage/requests/requests-store.server";
import { classifyHeading, type MailHeading, type SelfMail } from "./classify";
import { ParseTimeout, type MailParser } from "./parse.server";
import type { BounceReport } from "./message.server";

/** A message over this size is read from its first `partialBytes` only (its text comes first). */
export const fullReadLimit = 1024 * 1024;
export const partialBytes = 256 * 1024;
/** Past this many messages stored for one lead in an hour, each one more is logged as a warning. */
export const answersPerLeadHour = 10;

export interface IntakeOptions {
  storage: Pick<Storage, "get">;
  logger: Logger;
  self: SelfMail;
  parser: MailParser;
  /** An answer was stored and its mail queued (the outbox's nudge). */
  onStored?: (answer: StoredAnswer) => void;
  now?: () => Date;
}

/** A message's body, as much as the intake asks for: the whole, or its first bytes. */
export type FetchSource = (maxBytes: number | undefined) => Promise<Buffer | undefined>;

export type Match = { lead: string; how: "thread" | "reference" | "sender" } | { held: string; lead?: string } | undefined;

/** Which lead a person's message belongs to, and whether it may speak as the lead. */
export async function matchMessage(o: Pick<IntakeOptions, "storage">, h: MailHeading): Promise<Match> {
  const db = await o.storage.get();
  const thread = await leadOfThread(db, h);
  if (thread) return { lead: thread, how: "thread" };
  const sender = h.fromAddress ? emailKey(h.fromAddress) : null;
  const reference = referenceIn(h.subject);
  if (reference) {
    const leads = await leadsWithReference(db, reference);
    const own = leads.find((l) => sender && l.emailKey === sender);
    if (own) return { lead: own.id, how: "reference" };
    if (leads.length) return { held: "stranger", lead: leads[0]!.id };
  }
  if (!sender) return undefined;
  const open = await openLeadsOf(db, sender, 2);
  if (open.length === 1) return { lead: open[0]!, how: "sender" };
  if (open.length > 1) return { held: "two-open-leads", lead: open[0]! };
  return undefined;
}

/** Downloads and parses, bounded: the whole message under the limit, else its first bytes. */
/**
 * The body to read, bounded: the whole message under the limit, else its first bytes. A failed
 * download throws: the mailbox failed, not the mail, so the reading is tried again later.
 */
function download(fetch: FetchSource, h: MailHeading): Promise<Buffer | undefined> {
  return fetch(h.size > fullReadLimit ? partialBytes : undefined);
}

async function takeBounce(o: IntakeOptions, h: MailHeading, place: MailboxPlace, fetch: FetchSource, log: Logger): Promise<void> {
  const db = await o.storage.get();
  const raw = await download(fetch, h);
  if (!raw) return;
  let report: BounceReport;
  try {
    report = await o.parser.bounce(raw);
  } catch (error) {
    log.warn({ uid: h.uid, error: errorMessage(error) }, "a delivery report could not be read: listed as unread");
    await hold(db, place, { state: "unread", reason: "unreadable", fromAddress: h.fromAddress, subject: h.subject, size: h.size });
    return;
  }
  const lead =
    (await leadOfThread(db, { inReplyTo: null, references: report.messageIds })) ??
    (report.recipient ? await newestLeadOf(db, report.recipient) : undefined);
  if (!lead) return;
  // The server's own words, in whatever language it wrote them; the desk's words frame them.
  const what = [report.recipient, report.status && `(${report.status})`].filter(Boolean).join(" ");
  const detail = [what, report.diagnostic].filter(Boolean).join(": ");
  await addRobotLine(db, lead, report.permanent ? "bounce" : "delay", detail, o.now?.());
  if (report.permanent) await markUndeliverable(db, lead, detail || "5.x.x");
  log.info({ request: lead, permanent: report.permanent, status: report.status }, "a delivery report about a lead: a line in its history");
}

async function takePerson(o: IntakeOptions, h: MailHeading, place: MailboxPlace, fetch: FetchSource, log: Logger): Promise<void> {
  const match = await matchMessage(o, h);
  const db = await o.storage.get();
  if (!match) return;
  if ("held" in match) {
    await hold(
      db,
      place,
      {
        state: "unmatched",
        reason: match.held,
        requestId: match.lead ?? null,
        fromAddress: h.fromAddress,
        subject: h.subject,
        size: h.size,
      },
      o.now?.(),
    );
    log.info({ uid: h.uid, request: match.lead, why: match.held }, "a message held for an operator");
    return;
  }
  if (
    !(await beginReading(db, place, { requestId: match.lead, fromAddress: h.fromAddress, subject: h.subject, size: h.size }, o.now?.()))
  ) {
    log.warn({ uid: h.uid, request: match.lead }, "a message whose reading never ended before: not read again, listed as unread");
    return;
  }
  let raw: Buffer | undefined;
  try {
    raw = await download(fetch, h);
  } catch (error) {
    // The mailbox failed mid-download: no reading began, so the next one may read it again.
    await endReading(db, place);
    throw error;
  }
  if (!raw) return endReading(db, place);
  let parsed;
  try {
    parsed = await o.parser.answer(raw);
  } catch (error) {
    log.warn({ uid: h.uid, error: errorMessage(error) }, "a lead's message could not be read: listed as unread");
    await hold(db, place, {
      state: "unread",
      reason: error instanceof ParseTimeout ? "too-slow" : "unreadable",
      requestId: match.lead,
      fromAddress: h.fromAddress,
      subject: h.subject,
      size: h.size,
    });
    return;
  }
  if (h.size > fullReadLimit) parsed.body = `${parsed.body}\n\n[…] (${Math.round(h.size / 1024)} KB: the rest is in the mailbox)`;
  const result = await storeAnswer(db, { requestId: match.lead, ...parsed }, o.now?.());
  await endReading(db, place);
  if (result.kind !== "stored") return;
  const hour = new Date((o.now?.() ?? new Date()).getTime() - 3_600_000);
  const count = await answersSince(db, match.lead, hour);
  if (count > answersPerLeadHour)
    log.warn(
      { request: match.lead, lastHour: count },
      `more than ${answersPerLeadHour} messages from one lead in an hour: a robot or a loop?`,
    );
  log.info(
    { request: match.lead, answer: result.answer.id, kind: result.answer.kind, how: match.how },
    result.answer.kind === "answer"
      ? "the lead answered: stored, the lead is back in To answer"
      : "the lead wrote again before any reply: stored",
  );
  o.onStored?.(result.answer);
}

/** What one message does to the desk. Throws only when the database or the mailbox fails (read again later). */
export async function takeMessage(o: IntakeOptions, h: MailHeading, place: MailboxPlace, fetch: FetchSource): Promise<void> {
  const log = o.logger;
  const c = classifyHeading(h, o.self);
  if (c.kind === "own" || c.kind === "list") {
    log.debug({ uid: h.uid, why: c.why }, "not a lead's message");
    return;
  }
  if (c.kind === "bounce") return takeBounce(o, h, place, fetch, log);
  if (c.kind === "auto-reply") {
    const match = await matchMessage(o, h);
    const lead = match && !("held" in match) ? match.lead : undefined;
    if (!lead) return;
    const db = await o.storage.get();
    const who = h.fromAddress ?? (await leadFirstName(db, lead)) ?? "";
    await addRobotLine(db, lead, "auto-reply", `${who}: ${h.subject}`.trim(), o.now?.());
    log.info({ request: lead, why: c.why }, "an automatic reply about a lead: a line in its history, not an answer");
    return;
  }
  return takePerson(o, h, place, fetch, log);
}
