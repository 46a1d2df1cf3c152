/**
 * Reads the leads' messages from the agency's mailbox (IMAP_URL; issues 35 and 44) with ImapFlow:
 * the mailbox opened read-only (EXAMINE, so no flag of any message ever changes), new mail noticed
 * through IDLE, the connection opened again after a drop with a growing pause. Each new message's
 * headers and size are read first; the intake (intake.server.ts) decides what it is and whether its
 * body is read at all. Where the mailbox was read up to is kept in the database per UIDVALIDITY, so
 * a restart goes on from there; a message's unique key (lead, Message-ID) keeps it stored once when
 * instances read it together.
 */
import { ImapFlow, type FetchMessageObject } from "imapflow";
import { errorMessage, type Logger } from "~/platform/log.server";
import type { Storage } from "~/storage/platform/storage.server";
import { markReadUpTo, readUpTo, type StoredAnswer } from "~/storage/conversation/answers-store.server";
import { headingHeaders, type MailHeading, type SelfMail } from "./classify";
import { takeMessage } from "./intake.server";
import { messageIds } from "./message.server";
import { createMailParser, type MailParser } from "./parse.server";

/** IMAP_URL, parsed: `imaps://user:password@host:993/INBOX`, or `imap://` (STARTTLS when offered). */
export interface ImapSettings {
  host: string;
  port: number;
  /** TLS from the start (imaps://); else STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  /** The mailbox read (the URL's path; INBOX when it has none). */
  mailbox: string;
}

export interface AnswerReaderOptions {
  imap: ImapSettings;
  storage: Pick<Storage, "get">;
  logger: Logger;
  /** The server's own addresses and Message-ID domain: its mail is never a lead's. */
  self: SelfMail;
  /** An answer was stored and its owner's mail queued (the outbox's nudge). */
  onStored?: (answer: StoredAnswer) => void;
  /** The first reading of a mailbox (or after its UIDVALIDITY changed) looks this many days back. */
  firstReadDays?: number;
  /** The pause before the `attempt`-th new connection after a failure. */
  retryDelayMs?: (attempt: number) => number;
  now?: () => Date;
}

export interface AnswerReader {
  /** Closes the connection and waits for a reading in progress to end. */
  stop(): Promise<void>;
}

/** 5 s, 10 s, 20 s … capped at 5 minutes: a mailbox that is down is asked again, never hammered. */
function defaultRetryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 5 * 60_000);
}

/** The header block ImapFlow fetched (the names asked for), unfolded, names lower case. */
function headerMap(block: Buffer | undefined): Map<string, string> {
  const map = new Map<string, string>();
  const text = (block?.toString("latin1") ?? "").replace(/\r?\n[ \t]+/g, " ");
  for (const l of text.split(/\r?\n/)) {
    const colon = l.indexOf(":");
    if (colon > 0)
      map.set(
        l.slice(0, colon).trim().toLowerCase(),
        l
          .slice(colon + 1)
          .trim()
          .slice(0, 1000),
      );
  }
  return map;
}

function heading(m: FetchMessageObject): MailHeading {
  const headers = headerMap(m.headers);
  return {
    uid: m.uid,
    size: m.size ?? 0,
    subject: (m.envelope?.subject ?? "").slice(0, 1000),
    fromAddress: m.envelope?.from?.[0]?.address ?? null,
    fromName: m.envelope?.from?.[0]?.name ?? null,
    messageId: messageIds(m.envelope?.messageId)[0] ?? null,
    inReplyTo: messageIds(m.envelope?.inReplyTo)[0] ?? null,
    references: messageIds(headers.get("references")).slice(-50),
    headers,
  };
}

/** What a session needs to read: the connection, its mailbox's identity, where it stores. */
interface Reading {
  client: ImapFlow;
  account: string;
  uidValidity: bigint;
  options: AnswerReaderOptions;
  log: Logger;
  parser: MailParser;
}

/** The UIDs to look at: after the last one read, else the last days' (a first reading). */
async function newUids(r: Reading, upTo: number | undefined): Promise<string | number[]> {
  if (upTo !== undefined) return `${upTo + 1}:*`;
  const days = r.options.firstReadDays ?? 30;
  const since = new Date((r.options.now?.() ?? new Date()).getTime() - days * 86_400_000);
  return (await r.client.search({ since }, { uid: true })) || [];
}

/** A message's source, whole or its first `maxBytes` (a partial FETCH: the rest never leaves the server). */
async function source(r: Reading, uid: number, maxBytes: number | undefined): Promise<Buffer | undefined> {
  const message = await r.client.fetchOne(String(uid), { source: maxBytes ? { start: 0, maxLength: maxBytes } : true }, { uid: true });
  return message ? message.source : undefined;
}

/** One reading of what arrived since the last: each message matched, the answers stored, the mark moved on. */
async function readNew(r: Reading): Promise<void> {
  const db = await r.options.storage.get();
  const upTo = await readUpTo(db, r.account, r.uidValidity);
  const range = await newUids(r, upTo);
  const headings: MailHeading[] = [];
  if (typeof range === "string" || range.length) {
    // Headers only: no body is downloaded (nor any \Seen set) for mail that answers no lead.
    for await (const m of r.client.fetch(range, { uid: true, envelope: true, size: true, headers: [...headingHeaders] }, { uid: true })) {
      if (upTo === undefined || m.uid > upTo) headings.push(heading(m));
    }
  }
  headings.sort((a, b) => a.uid - b.uid);
  const intake = { ...r.options, logger: r.log, parser: r.parser };
  for (const h of headings) {
    const place = { account: r.account, uidValidity: r.uidValidity, uid: h.uid };
    await takeMessage(intake, h, place, (maxBytes) => source(r, h.uid, maxBytes));
    await markReadUpTo(await r.options.storage.get(), r.account, r.uidValidity, h.uid);
  }
  // A first reading that found nothing to read starts after the mailbox's last message.
  if (upTo === undefined && headings.length === 0) {
    const uidNext = r.client.mailbox ? Number(r.client.mailbox.uidNext) : 1;
    await markReadUpTo(db, r.account, r.uidValidity, Math.max(0, uidNext - 1));
  }
  r.log.debug({ readUpTo: headings.at(-1)?.uid ?? upTo ?? 0, messages: headings.length }, "mailbox read");
}

export function startAnswerReader(options: AnswerReaderOptions): AnswerReader {
  const log = options.logger.child({ module: "imap" });
  const { imap } = options;
  const account = `${imap.user}@${imap.host}:${imap.port}/${imap.mailbox}`;
  const where = `${imap.secure ? "imaps" : "imap"}://${imap.host}:${imap.port}/${imap.mailbox}`;
  let stopped = false;
  let client: ImapFlow | undefined;
  let wake: (() => void) | undefined;
  const parser = createMailParser();

  /** One connection, until it closes. True when it got as far as reading the mailbox. */
  async function session(): Promise<boolean> {
    const c = new ImapFlow({
      host: imap.host,
      port: imap.port,
      secure: imap.secure,
      auth: { user: imap.user, pass: imap.password },
      logger: false,
      // IDLE a second after the last command, so new mail is told at once; renewed every 5 minutes.
      autoIdleDelay: 1_000,
      maxIdleTime: 5 * 60_000,
      connectionTimeout: 30_000,
    });
    client = c;
    c.on("error", (error: unknown) => log.warn({ error: errorMessage(error) }, "IMAP connection error"));
    const closed = new Promise<void>((resolve) => c.once("close", () => resolve()));
    if (stopped) return false;
    await c.connect();
    const box = await c.mailboxOpen(imap.mailbox, { readOnly: true });
    log.info(`reading the leads' answers from ${where}`);
    const reading: Reading = { client: c, account, uidValidity: box.uidValidity, options, log, parser };
    let queued = false;
    let running: Promise<void> = Promise.resolve();
    const read = () => {
      if (queued) return;
      queued = true;
      running = running.then(async () => {
        queued = false;
        try {
          await readNew(reading);
        } catch (error) {
          // The database or the connection failed: a new connection reads again from the mark.
          log.warn({ error: errorMessage(error) }, "reading the mailbox failed: trying again");
          c.close();
        }
      });
    };
    c.on("exists", read);
    read();
    await closed;
    await running;
    return true;
  }

  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      try {
        failures = (await session()) ? 1 : failures + 1;
      } catch (error) {
        failures++;
        if (!stopped) log.warn({ error: errorMessage(error), attempt: failures }, `could not read the mailbox at ${where}`);
      } finally {
        client?.close();
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, (options.retryDelayMs ?? defaultRetryDelayMs)(failures));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();

  return {
    async stop() {
      stopped = true;
      wake?.();
      client?.close();
      await loop;
      await parser.close();
    },
  };
}
