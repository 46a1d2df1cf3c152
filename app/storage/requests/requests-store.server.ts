/**
 * Submissions: a request stored with its rate-limit count and its notifications queued, in one
 * transaction (a spam-caught request released: spam-review-store).
 */
import AsyncLock from "async-lock";
import { sql, type Transaction } from "kysely";
import { emptyAttribution, type Attribution } from "~/storage/requests/attribution";
import type { SpamReason } from "~/storage/requests/spam-reasons";
import { receiptDespiteDoubts } from "~/storage/requests/receipt-doubts";
import { type PackageId } from "~/content/packages";
import { formatReference, referenceDay } from "~/storage/requests/reference";
import { type Locale } from "~/i18n/locale";
import { type Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import type { NotificationChannel } from "./lead-status";
import type { RequestStatus } from "./request-tables.server";
import { attributionColumns } from "./attribution-columns.server";
import { queueNotifications } from "../conversation/outbox-queue.server";
import { queueReceipt, reportWithheld, type OnReceiptWithheld, type ReceiptDecision } from "./receipts-store.server";

/**
 * The key an address is counted and erased by: NFC, Unicode lower case (SQLite's lower() folds
 * ASCII only). Migration 0002 keeps its own frozen copy: a change here applies to new rows only.
 */
export function emailKey(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/** A stored contact request as the outbox hands it to each delivery channel. */
export interface ContactRequest {
  id: string;
  /** The short reference the visitor was given (`NW-2611-042`); null for a row stored without one. */
  reference: string | null;
  firstName: string;
  email: string;
  message: string;
  language: Locale;
  /** A package this version of the site offers, or null (none chosen, or one no longer offered). */
  packageId: PackageId | null;
  attribution: Attribution;
  createdAt: string;
  /** The spam filter's doubts about a lead still marked "possibly spam" (empty when none). */
  possibleSpam?: SpamReason[];
}

/* ------------------------------------------------------------------------------------------ */
/* Submissions                                                                                 */

export interface NewRequest {
  id: string;
  firstName: string;
  email: string;
  message: string;
  language: Locale;
  /** The package the visitor chose on the packages page, if any. */
  packageId: PackageId | null;
  /** Where the request came from, already checked (attribution.ts). */
  attribution?: Attribution;
  /** Hashes of the client address under each live key, today's first (it is the one stored). */
  ipHashes: readonly [string, ...string[]];
  /** Hashes of the client's network (IPv4 /24, IPv6 /64's /48) under the same keys, today's first (stored): one receipt per network an hour. */
  netHashes?: readonly string[];
  createdAt: Date;
  /** Caught by the spam filter, with its reasons: stored with lead status 'spam' and not notified until released. */
  spamReasons?: readonly SpamReason[];
  /** Doubted by the spam filter ("check"), with its reasons: a lead, notified as "possibly spam". */
  checkReasons?: readonly SpamReason[];
}

/** Requests in the window: `total` from this client, `accepted` from this client or for this email address. */
export interface RecentCounts {
  /** Every request from the client, throttled ones and caught spam included (what drops a request). */
  total: number;
  /** Accepted ones that are not caught spam, from the client or for the address (what throttles one). */
  accepted: number;
}

export type Admission = RequestStatus | "dropped";

/**
 * What became of a submission: its status, and the short reference of a stored one. `duplicateOf`:
 * the same address sent the same message within `repeatWindowMs`: nothing was stored, this is the
 * first one's id, status and reference (a double click, or a person unsure the first send worked).
 * `receipt`: the visitor's receipt was queued for it (for a repeat: for the first one).
 */
export type Recorded =
  | { status: RequestStatus; reference: string; receipt: boolean; duplicateOf?: { id: string; spam: boolean } }
  | { status: "dropped"; reference: null };

/** How a submission is admitted: the limit's window, the channels, and whether the visitor gets a receipt (RECEIPT_MAIL). */
export interface AdmissionOptions {
  windowMs: number;
  channels: readonly NotificationChannel[];
  admit: (recent: RecentCounts) => Admission;
  /** Queue the visitor's receipt for an accepted request the filter neither caught nor doubted. */
  receipt?: boolean;
  /** Told, once the request is stored, that a bound held its receipt back (receipts-store). */
  onReceiptWithheld?: OnReceiptWithheld;
}

/** How long the same message from the same address is the same request. */
export const sameRequestWindowMs = 10 * 60 * 1000;

/**
 * Submissions from one client or for one address take turns in this process before they take a
 * database connection. On PostgreSQL the transaction's advisory locks serialise them across
 * instances, but a transaction waiting on a lock holds a pooled connection: a burst from one
 * address (measured: 200 at once) held all ten and left everyone else's submission to time out in
 * the pool's queue ('unavailable'). Waiting here costs no connection; past 1,000 waiting in one
 * process a submission fails at once ('unavailable') instead of queueing without end.
 */
const submissionTurns = new AsyncLock({ maxPending: 1_000 });

/**
 * Stores a request, counted against the requests in the hour before it from the same client
 * address or email address, and queues one notification per channel when `admit` accepts it.
 * The count and the insert are one transaction, serialised per client and address, so concurrent
 * requests cannot all pass the limit. A stored request is given the day's next short reference in
 * the same transaction.
 */
export async function recordSubmission(db: Db, request: NewRequest, options: AdmissionOptions): Promise<Recorded> {
  const key = emailKey(request.email);
  // Sorted keys: two submissions never wait on each other in a cycle.
  const locks = [`ip:${request.ipHashes[0]}`, `email:${key}`].sort();
  const decided: { receipt?: ReceiptDecision } = {};
  const recorded = await submissionTurns.acquire(locks, () => recordInTurn(db, request, key, locks, options, decided));
  reportWithheld(request.id, decided.receipt, options.onReceiptWithheld);
  return recorded;
}

async function recordInTurn(
  db: Db,
  request: NewRequest,
  key: string,
  locks: string[],
  options: AdmissionOptions,
  decided: { receipt?: ReceiptDecision },
): Promise<Recorded> {
  const createdAt = request.createdAt.toISOString();
  const spam = (request.spamReasons?.length ?? 0) > 0;
  const since = new Date(request.createdAt.getTime() - options.windowMs).toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    // Other instances on the same database. (SQLite: one process, and BEGIN IMMEDIATE already
    // makes writers take turns.)
    if (db.dialect === "postgres") {
      for (const lock of locks) await sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`.execute(trx);
    }
    const first = await sameRequest(trx, key, request);
    if (first) return first;
    const byIp = await recentCounts(trx, "ip_hash", request.ipHashes, since);
    const byEmail = await recentCounts(trx, "email_key", [key], since);
    // Dropping is per client: requests naming an address, which a stranger can write as often as
    // he likes, never make its owner's own request vanish; over the limit it is stored, throttled.
    const status = options.admit({ total: byIp.total, accepted: Math.max(byIp.accepted, byEmail.accepted) });
    if (status === "dropped") return { status, reference: null };
    const day = referenceDay(request.createdAt);
    const number = await nextReferenceNumber(trx, day);
    const reference = formatReference(day, number);
    await trx
      .insertInto("contact_requests")
      .values({
        id: request.id,
        first_name: request.firstName,
        email: request.email,
        email_key: key,
        message: request.message,
        language: request.language,
        package: request.packageId,
        ...attributionColumns(request.attribution ?? emptyAttribution),
        status,
        ...(spam ? { lead_status: "spam" as const, spam_reasons: JSON.stringify(request.spamReasons) } : {}),
        ...(!spam && request.checkReasons?.length ? { spam_check: 1, spam_reasons: JSON.stringify(request.checkReasons) } : {}),
        ip_hash: request.ipHashes[0],
        net_hash: request.netHashes?.[0] ?? null,
        created_at: createdAt,
        reference,
        reference_day: day,
        reference_number: number,
      })
      .execute();
    const notifications = options.channels.map((channel) => ({ requestId: request.id, channel }));
    if (status === "accepted" && !spam) await queueNotifications(trx, notifications, createdAt);
    // A doubted ("check") request gets its receipt when an operator releases it, if ever; unless
    // its only doubts are a quick send or a link shortener (receipt-doubts), which real enquiries
    // carry: then at once, within the same bounds.
    const heldBack = !receiptDespiteDoubts(request.checkReasons ?? []);
    if (status === "accepted" && !spam && !heldBack && options.receipt === true) {
      decided.receipt = await queueReceipt(trx, db.dialect, {
        requestId: request.id,
        emailKey: key,
        netHashes: request.netHashes ?? [],
        at: request.createdAt,
      });
    }
    return { status, reference, receipt: decided.receipt?.queued === true };
  });
}

/**
 * The request this one repeats: the same address and the same message (spaces aside) stored and
 * accepted (a lead, or caught as spam) in the last ten minutes. Read under the address's lock, so a double click's second post sees the first.
 */
async function sameRequest(trx: Transaction<Database>, key: string, request: NewRequest): Promise<Recorded | undefined> {
  const since = new Date(request.createdAt.getTime() - sameRequestWindowMs).toISOString();
  const candidates = await trx
    .selectFrom("contact_requests")
    .select(["id", "message", "status", "lead_status", "reference", "receipt_at"])
    .where("email_key", "=", key)
    .where("created_at", ">=", since)
    // A throttled request was never the agency's: sent again, it is judged again.
    .where("status", "=", "accepted")
    .orderBy("created_at")
    .limit(50)
    .execute();
  const text = sameText(request.message);
  const first = candidates.find((row) => row.reference !== null && sameText(row.message) === text);
  if (!first) return undefined;
  return {
    status: first.status,
    reference: first.reference!,
    receipt: first.receipt_at !== null,
    duplicateOf: { id: first.id, spam: first.lead_status === "spam" },
  };
}

/** A message as compared for a repeat: trimmed, runs of spaces and line breaks as one space. */
function sameText(message: string): string {
  return message.replace(/\s+/g, " ").trim();
}

/**
 * The day's next reference number. One upsert: on PostgreSQL the counter's row stays locked until
 * the transaction ends, so a concurrent submission (another client, another instance) waits for it
 * and takes the next number; on SQLite writers already take turns. Rolled back with the request.
 */
async function nextReferenceNumber(trx: Transaction<Database>, day: string): Promise<number> {
  const row = await trx
    .insertInto("reference_counters")
    .values({ day, last_number: 1 })
    .onConflict((oc) => oc.column("day").doUpdateSet({ last_number: sql<number>`reference_counters.last_number + 1` }))
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

async function recentCounts(
  trx: Transaction<Database>,
  column: "ip_hash" | "email_key",
  values: readonly string[],
  since: string,
): Promise<RecentCounts> {
  const row = await trx
    .selectFrom("contact_requests")
    .select([
      (eb) => eb.fn.countAll<number | string>().as("total"),
      (eb) =>
        eb.fn
          .sum<number | string | null>(
            // Caught spam does not use up a visitor's accepted requests.
            eb
              .case()
              .when(eb.and([eb("status", "=", "accepted"), eb("lead_status", "<>", "spam")]))
              .then(1)
              .else(0)
              .end(),
          )
          .as("accepted"),
    ])
    .where("created_at", ">=", since)
    .where(column, "in", values)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), accepted: Number(row.accepted ?? 0) };
}
