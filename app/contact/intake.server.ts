import { createHmac, randomUUID } from "node:crypto";
import ipaddr from "ipaddr.js";
import { emptyAttribution, type Attribution } from "~/storage/requests/attribution";
import type { PackageId } from "~/content/packages";
import type { ContactInput } from "~/contact/schema";
import type { Locale } from "~/i18n/locale";
import type { SpamReason } from "~/storage/requests/spam-reasons";
import type { SpamFilter } from "~/contact/spam/filter.server";
import type { PostedTraces } from "~/contact/spam/filter.server";
import { defaultLogger, errorMessage, type Logger } from "../platform/log.server";
import type { Storage } from "../storage/platform/storage.server";
import { ipHashKey, ipKeyNames } from "../storage/platform/ip-keys-store.server";
import { recordSubmission } from "../storage/requests/requests-store.server";
import { releaseSpam, type ReleaseResult } from "../storage/requests/spam-review-store.server";
import type { ReceiptWithheld } from "../storage/requests/receipts-store.server";
import { receiptWithheldReporter } from "./receipt-bounds.server";
import type { Db } from "../storage/platform/database.server";
import type { NotificationChannel } from "../storage/requests/lead-status";
import type { SubmissionOutcome } from "../platform/metrics.server";

export interface SubmissionMeta {
  language: Locale;
  /** The client address as the server sees it; only its keyed hash is kept. */
  clientIp: string;
  /** The browser's User-Agent: with the address, what finds the visit the request was sent in (never kept). */
  userAgent?: string;
  /** The package chosen on the packages page, already checked against the package list. */
  packageId?: PackageId | null;
  /** Where the request came from (campaign, referrer host, landing page, 'how did you hear'), already checked. */
  attribution?: Attribution;
  /**
   * What the posted form carried for the spam filter (hidden field, fill-time token, the script's
   * timer, the human signs): `submit` asks its filter with them and the request's text, and acts on
   * the verdict. Absent (a request no visitor's form sent), the filter is not asked.
   */
  posted?: PostedTraces;
  /**
   * Reasons already known, when the filter is not asked (no `posted`): a request seeded as caught
   * (`spamReasons`: stored as spam, not notified) or doubted (`checkReasons`: a lead notified as
   * "possibly spam"). The tests and the bench seed such requests.
   */
  spamReasons?: readonly SpamReason[];
  checkReasons?: readonly SpamReason[];
}

export type SubmitOutcome =
  /** Stored and queued for notification; `receipt`: the visitor's receipt was queued too. */
  | { kind: "stored"; id: string; reference: string; receipt: boolean }
  /** Caught by a spam trap: stored with lead status 'spam', not notified (nor sent a receipt) until released. */
  | { kind: "spam"; id: string; reference: string; receipt: false }
  /** Over the rate limit: stored, marked throttled, not notified. */
  | { kind: "throttled"; id: string }
  /** Far over the rate limit: neither stored nor notified. */
  | { kind: "dropped" }
  /** The database could not be reached or failed: nothing was written. */
  | { kind: "unavailable" };

export interface ContactService {
  /**
   * Takes input already validated by the shared schema; with `meta.posted`, the spam filter judges
   * it first (token, traps, content, mail domain, repeats). Never throws.
   */
  submit(input: ContactInput, meta: SubmissionMeta): Promise<SubmitOutcome>;
  /** Counts an outcome decided before storage (invalid, spam, forbidden). */
  record(outcome: SubmissionOutcome): void;
  /**
   * "Not spam": a request a trap caught becomes a new lead and its notifications are queued as for
   * an accepted request (the outbox worker sends them). The CLI's `release` and the lead desk call this.
   */
  release(id: string): Promise<ReleaseResult>;
}

export interface ContactServiceOptions {
  logger?: Logger;
  storage: Storage;
  /** Accepted requests per hour, per client and per email address. */
  rateLimit: number;
  /** How many times the limit may be exceeded (stored as throttled) before requests are dropped. */
  dropFactor?: number;
  /** Told after a notification was queued, so the worker sends it at once. */
  onQueued?: () => void;
  /** Where each accepted request is delivered (default: mail only). */
  channels?: readonly NotificationChannel[];
  /** Send the visitor a receipt (RECEIPT_MAIL; default off here, on in the server's environment). */
  receipt?: boolean;
  /** Told every outcome, for the metrics. */
  onOutcome?: (outcome: SubmissionOutcome) => void;
  /** Told each receipt a bound held back (a warning is logged too), for the metrics. */
  onReceiptWithheld?: (reason: ReceiptWithheld) => void;
  /**
   * Told whether the storage took a request: `error` when it could not (the outcome is then
   * `unavailable`), none when a new row was written. For /readyz's write check and the metrics.
   */
  onStore?: (error?: unknown) => void;
  /** The spam filter `submit` asks of each posted form; the server makes one with its token key. */
  spamFilter?: SpamFilter;
  /** Told the reasons of each request stored as spam, for the metrics. */
  onSpam?: (reasons: readonly SpamReason[]) => void;
  /**
   * What the client's visit in progress arrived with (the visit counter's `arrival`): when known,
   * the request is attributed to it, whatever page the form was sent from. Unset: counting is off.
   */
  arrival?: (client: { ip: string; userAgent: string }) => Promise<Omit<Attribution, "heardFrom"> | null>;
  now?: () => Date;
}

/** The rate-limit window. */
export const limitWindowMs = 60 * 60 * 1000;

/**
 * What a client is counted by: its IPv4 address, or its IPv6 /64 (one subscriber's prefix: a
 * client that changes the last 64 bits, as privacy addresses do, stays one client).
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.trim() || "unknown";
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return address.toString();
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}

/**
 * The network a client's receipt is bounded by: its IPv4 /24, or its IPv6 /48 (a site's prefix: a
 * home or an office gets a /48 or a /56, 256 /64s; a /48 holds 65,536).
 */
export function networkKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return `net:${ip.trim() || "unknown"}`;
  const address = ipaddr.process(ip);
  if (address.kind() === "ipv4") return `net:${(address as ipaddr.IPv4).octets.slice(0, 3).join(".")}.0/24`;
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `net:${prefix.join(":")}::/48`;
}

export function hashClient(key: string, client: string): string {
  return createHmac("sha256", key).update(client).digest("base64url").slice(0, 32);
}

/** The client's hashes (its address or /64) and its network's (its receipt's bound) under each live key, today's first. */
function clientHashes(keys: readonly string[], ip: string): { ipHashes: [string, ...string[]]; netHashes: string[] } {
  const client = clientKey(ip);
  const network = networkKey(ip);
  const [current, ...previous] = keys.map((key) => hashClient(key, client));
  if (current === undefined) throw new Error("no key to hash the client address with");
  return { ipHashes: [current, ...previous], netHashes: keys.map((key) => hashClient(key, network)) };
}

/**
 * The keys that hash client addresses over the rate-limit window, newest first. The day's keys,
 * fetched once a day: a key never changes once made (missing ones stay missing).
 */
function dailyKeys(): (db: Db, at: Date) => Promise<string[]> {
  const keyCache = new Map<string, Promise<string | undefined>>();
  let keysOf: Db | undefined;

  return async function keysAt(db: Db, at: Date): Promise<string[]> {
    // A reopened database (restored, replaced) has its own keys.
    if (db !== keysOf) keyCache.clear();
    keysOf = db;
    const names = ipKeyNames(at, limitWindowMs);
    for (const name of keyCache.keys()) if (!names.includes(name)) keyCache.delete(name);
    const keys = await Promise.all(
      names.map((name, i) => {
        let key = keyCache.get(name);
        if (!key) {
          key = ipHashKey(db, name, { create: i === 0 });
          keyCache.set(name, key);
          key.catch(() => keyCache.delete(name));
        }
        return key;
      }),
    );
    return keys.filter((key): key is string => key !== undefined);
  };
}

/** The visit's arrival over what the page said; 'How did you hear about us?' is the form's. */
function visitAttribution(arrival: ContactServiceOptions["arrival"], log: Logger) {
  return async (meta: SubmissionMeta): Promise<Attribution> => {
    const sent = meta.attribution ?? emptyAttribution;
    if (!arrival || meta.userAgent === undefined) return sent;
    try {
      const visit = await arrival({ ip: meta.clientIp, userAgent: meta.userAgent });
      return visit ? { ...visit, heardFrom: sent.heardFrom } : sent;
    } catch (error) {
      log.warn({ error: errorMessage(error) }, "could not look the visit up: the request keeps what its page said");
      return sent;
    }
  };
}

/** The same request sent again: the first one's answer; nothing is stored or notified again. */
function sameAgain(
  first: { id: string; spam: boolean },
  reference: string,
  status: "accepted" | "throttled",
  receipt: boolean,
): SubmitOutcome {
  if (first.spam) return { kind: "spam", id: first.id, reference, receipt: false };
  return status === "accepted" ? { kind: "stored", id: first.id, reference, receipt } : { kind: "throttled", id: first.id };
}

/** What a new (not repeated, not caught) submission became. */
function newOutcome(id: string, reference: string | null, status: string, receipt: boolean): SubmitOutcome {
  if (reference === null) return { kind: "dropped" };
  return status === "accepted" ? { kind: "stored", id, reference, receipt } : { kind: "throttled", id };
}

/** The reasons the request is stored with: the filter's verdict on what was posted, else those already known. */
async function spamJudgement(
  filter: SpamFilter | undefined,
  input: ContactInput,
  meta: SubmissionMeta,
): Promise<{ spamReasons: readonly SpamReason[]; checkReasons: readonly SpamReason[] }> {
  if (!meta.posted || !filter) return { spamReasons: meta.spamReasons ?? [], checkReasons: meta.checkReasons ?? [] };
  const verdict = await filter.assess({ name: input.firstName, email: input.email, message: input.message, ...meta.posted });
  return { spamReasons: verdict.spam ? verdict.reasons : [], checkReasons: verdict.check ? verdict.reasons : [] };
}

/** A new row written: told to the write check, and remembered by the spam filter's repeat rule. */
function kept(options: ContactServiceOptions, input: ContactInput): void {
  options.onStore?.();
  options.spamFilter?.remember({ message: input.message, email: input.email });
}

/** A request the storage could not take: logged by its cause, told (write check, metrics), counted; the visitor gets 503. */
function notStored(log: Logger, options: ContactServiceOptions, error: unknown): SubmitOutcome {
  log.error({ error: errorMessage(error) }, "could not store a contact request");
  options.onStore?.(error ?? new Error("unknown storage error"));
  options.onOutcome?.("unavailable");
  return { kind: "unavailable" };
}

export function createContactService(options: ContactServiceOptions): ContactService {
  const log = (options.logger ?? defaultLogger()).child({ module: "contact" });
  const { storage, rateLimit, onQueued } = options;
  const record = (outcome: SubmissionOutcome) => options.onOutcome?.(outcome);
  const channels = options.channels ?? ["mail"];
  const dropAt = rateLimit * (options.dropFactor ?? 10);
  const now = options.now ?? (() => new Date());
  const keysAt = dailyKeys();
  // Whether the visitor gets a receipt, and who is told when a bound holds one back.
  const receipts = { receipt: options.receipt === true, onReceiptWithheld: receiptWithheldReporter(log, options.onReceiptWithheld) };

  const attributionOf = visitAttribution(options.arrival, log);

  return {
    record,
    async release(id) {
      const result = await releaseSpam(await storage.get(), id, channels, now(), receipts);
      if (result === "released") {
        log.info({ request: id }, "request released from spam: notifications queued");
        onQueued?.();
      }
      return result;
    },
    async submit(input, meta) {
      if (meta.posted && !options.spamFilter) throw new Error("this contact service was made without a spam filter");
      // The filter never throws; what it catches is stored as spam (SubmissionMeta says how).
      const { spamReasons, checkReasons } = await spamJudgement(options.spamFilter, input, meta);
      try {
        const db = await storage.get();
        const at = now();
        const keys = await keysAt(db, at);
        const { ipHashes, netHashes } = clientHashes(keys, meta.clientIp);
        const id = randomUUID();
        const recorded = await recordSubmission(
          db,
          {
            id,
            firstName: input.firstName,
            email: input.email,
            message: input.message,
            language: meta.language,
            packageId: meta.packageId ?? null,
            attribution: await attributionOf(meta),
            ipHashes,
            netHashes,
            createdAt: at,
            spamReasons,
            checkReasons,
          },
          {
            windowMs: limitWindowMs,
            channels,
            admit: ({ total, accepted }) => (total >= dropAt ? "dropped" : accepted >= rateLimit ? "throttled" : "accepted"),
            ...receipts,
          },
        );
        const { status, reference } = recorded;
        const receipt = recorded.status !== "dropped" && recorded.receipt;
        // Only a post storage kept counts for the repeat rule: one the rate limit dropped does not.
        if (reference !== null && !recorded.duplicateOf) kept(options, input);
        if (recorded.status !== "dropped" && recorded.duplicateOf)
          return sameAgain(recorded.duplicateOf, recorded.reference, recorded.status, receipt);
        if (spamReasons.length && reference !== null) {
          log.warn({ reasons: spamReasons.map((r) => r.kind), request: id }, "spam filter: stored as spam, not notified");
          record("spam");
          options.onSpam?.(spamReasons);
          return { kind: "spam", id, reference, receipt: false };
        }
        const outcome = newOutcome(id, reference, status, receipt);
        record(outcome.kind);
        if (outcome.kind === "stored" && checkReasons.length)
          log.info({ reasons: checkReasons.map((r) => r.kind), request: id }, "spam filter: possibly spam, notified with its reasons");
        if (outcome.kind === "stored") onQueued?.();
        else log.warn({ outcome: outcome.kind }, "rate limit: request not stored as accepted");
        return outcome;
      } catch (error) {
        return notStored(log, options, error);
      }
    },
  };
}
