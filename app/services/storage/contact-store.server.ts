/**
 * Every query on the contact tables, in one place: submissions and their rate limits, the
 * outbox's claims and outcomes, the operator's listings, erasure, retention, and the daily keys
 * that hash client addresses. The service, the outbox worker, the server's housekeeping and the
 * CLI call these; none of them writes SQL of its own.
 */
import { randomBytes, randomUUID } from "node:crypto";
import AsyncLock from "async-lock";
import { sql, type ExpressionBuilder, type Selectable, type SelectQueryBuilder, type Transaction } from "kysely";
import { directSource, emptyAttribution, type Attribution } from "~/contact/attribution";
import { parsePackage, type PackageId } from "~/contact/packages";
import { defaultLocale, locales, type Locale } from "~/i18n/locale";
import { ensurePrivateFile } from "../data-dir.server";
import { scrubCopy, type Db } from "./database.server";
import type {
  ContactNotificationsTable,
  ContactRequestsTable,
  Database,
  LeadStatus,
  NotificationChannel,
  NotificationStatus,
  RequestStatus,
} from "./schema.server";

type ContactRequestRow = Selectable<ContactRequestsTable>;

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
  firstName: string;
  email: string;
  message: string;
  language: Locale;
  /** A package this version of the site offers, or null (none chosen, or one no longer offered). */
  packageId: PackageId | null;
  attribution: Attribution;
  createdAt: string;
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
  createdAt: Date;
  /** Caught by a spam trap: stored with lead status 'spam' and not notified until released. */
  spam?: boolean;
}

function attributionColumns(a: Attribution) {
  return {
    utm_source: a.utmSource,
    utm_medium: a.utmMedium,
    utm_campaign: a.utmCampaign,
    utm_term: a.utmTerm,
    utm_content: a.utmContent,
    referrer_host: a.referrerHost,
    landing_path: a.landingPath,
    heard_from: a.heardFrom,
  };
}

type AttributionRow = Pick<
  ContactRequestRow,
  "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content" | "referrer_host" | "landing_path" | "heard_from"
>;

/** A stored row's attribution, as the records and the delivered request carry it. */
export function attributionOf(row: AttributionRow): Attribution {
  return {
    utmSource: row.utm_source ?? null,
    utmMedium: row.utm_medium ?? null,
    utmCampaign: row.utm_campaign ?? null,
    utmTerm: row.utm_term ?? null,
    utmContent: row.utm_content ?? null,
    referrerHost: row.referrer_host ?? null,
    landingPath: row.landing_path ?? null,
    heardFrom: row.heard_from ?? null,
  };
}

const attributionColumnNames = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer_host",
  "landing_path",
  "heard_from",
] as const;

/**
 * A lead's source, in SQL: its campaign source, else its external referrer host, else '(direct)'
 * (the same rule as `sourceOf`). For the desk's source filter:
 * `selectFrom("contact_requests").where(whereSource("linkedin"))`.
 */
export function whereSource(source: string) {
  return (eb: ExpressionBuilder<Database, "contact_requests">) =>
    eb(eb.fn.coalesce("utm_source", "referrer_host", eb.val(directSource)), "=", source);
}

/** The sources leads came from, most frequent first, for the desk's filter menu. */
export async function leadSources(db: Db): Promise<{ source: string; leads: number }[]> {
  const rows = await db.kysely
    .selectFrom("contact_requests")
    .select((eb) => [eb.fn.coalesce("utm_source", "referrer_host", eb.val(directSource)).as("source"), eb.fn.countAll<number>().as("leads")])
    .groupBy("source")
    .orderBy("leads", "desc")
    .orderBy("source")
    .execute();
  return rows.map((r) => ({ source: String(r.source), leads: Number(r.leads) }));
}

/** Requests in the window from one client address or one email address. */
export interface RecentCounts {
  /** Every request, throttled ones included. */
  total: number;
  /** Accepted ones only. */
  accepted: number;
}

export type Admission = RequestStatus | "dropped";

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
 * requests cannot all pass the limit.
 */
export async function recordSubmission(
  db: Db,
  request: NewRequest,
  options: { windowMs: number; channels: readonly NotificationChannel[]; admit: (recent: RecentCounts) => Admission },
): Promise<Admission> {
  const key = emailKey(request.email);
  // Sorted keys: two submissions never wait on each other in a cycle.
  const locks = [`ip:${request.ipHashes[0]}`, `email:${key}`].sort();
  return submissionTurns.acquire(locks, () => recordInTurn(db, request, key, locks, options));
}

async function recordInTurn(
  db: Db,
  request: NewRequest,
  key: string,
  locks: string[],
  options: { windowMs: number; channels: readonly NotificationChannel[]; admit: (recent: RecentCounts) => Admission },
): Promise<Admission> {
  const createdAt = request.createdAt.toISOString();
  const since = new Date(request.createdAt.getTime() - options.windowMs).toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    // Other instances on the same database. (SQLite: one process, and BEGIN IMMEDIATE already
    // makes writers take turns.)
    if (db.dialect === "postgres") {
      for (const lock of locks) await sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`.execute(trx);
    }
    const byIp = await recentCounts(trx, "ip_hash", request.ipHashes, since);
    const byEmail = await recentCounts(trx, "email_key", [key], since);
    const status = options.admit({
      total: Math.max(byIp.total, byEmail.total),
      accepted: Math.max(byIp.accepted, byEmail.accepted),
    });
    if (status === "dropped") return status;
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
        ...(request.spam ? { lead_status: "spam" as const } : {}),
        ip_hash: request.ipHashes[0],
        created_at: createdAt,
      })
      .execute();
    if (status === "accepted" && !request.spam) await queueNotifications(trx, request.id, options.channels, createdAt);
    return status;
  });
}

/** One outbox row per channel: each is delivered, retried and failed on its own. */
async function queueNotifications(
  trx: Transaction<Database>,
  requestId: string,
  channels: readonly NotificationChannel[],
  at: string,
): Promise<void> {
  if (channels.length === 0) return;
  await trx
    .insertInto("contact_notifications")
    .values(
      channels.map((channel) => ({
        id: randomUUID(),
        request_id: requestId,
        channel,
        status: "pending" as const,
        next_attempt_at: at,
        locked_until: null,
        last_error: null,
        created_at: at,
        sent_at: null,
      })),
    )
    .execute();
}

export type ReleaseResult = "released" | "not-found" | "not-spam";

/**
 * "Not spam": a request a spam trap caught becomes a new lead (lead status 'new', status
 * 'accepted') and its notifications are queued as for an accepted request, in one transaction.
 * Only a request still marked 'spam' is released, so a second release queues nothing twice.
 */
export async function releaseSpam(
  db: Db,
  id: string,
  channels: readonly NotificationChannel[],
  at: Date = new Date(),
): Promise<ReleaseResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const released = await trx
      .updateTable("contact_requests")
      .set({ lead_status: "new", status: "accepted" })
      .where("id", "=", id)
      .where("lead_status", "=", "spam")
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) === 0) {
      const exists = await trx.selectFrom("contact_requests").select("id").where("id", "=", id).executeTakeFirst();
      return exists ? "not-spam" : "not-found";
    }
    await queueNotifications(trx, id, channels, at.toISOString());
    return "released";
  });
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
            eb.case().when(eb.and([eb("status", "=", "accepted"), eb("lead_status", "<>", "spam")])).then(1).else(0).end(),
          )
          .as("accepted"),
    ])
    .where("created_at", ">=", since)
    .where(column, "in", values)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), accepted: Number(row.accepted ?? 0) };
}

/* ------------------------------------------------------------------------------------------ */
/* The keys that hash client addresses                                                         */

const ipKeyPrefix = "ip_hash_key:";
const ipKeyName = (at: Date) => `${ipKeyPrefix}${at.toISOString().slice(0, 10)}`;

/**
 * The names of the keys that hash client addresses at `at`: the day's (UTC), then the previous
 * day's while the rate-limit window still reaches into that day. A key older than that is deleted
 * (`deleteExpiredIpKeys`), and with it any way to link a stored hash to an address: a key lives
 * at most one day plus the window.
 */
export function ipKeyNames(at: Date, windowMs: number): [string, ...string[]] {
  const current = ipKeyName(at);
  const previous = ipKeyName(new Date(at.getTime() - windowMs));
  return current === previous ? [current] : [current, previous];
}

/**
 * One key by name; `create` makes it (random, once: every instance sharing the database gets the
 * same key). Undefined when it does not exist (a previous day's, already deleted or never made).
 */
export async function ipHashKey(db: Db, name: string, options: { create: boolean }): Promise<string | undefined> {
  if (options.create) {
    await db.kysely
      .insertInto("app_settings")
      .values({ name, value: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  }
  const row = await db.kysely.selectFrom("app_settings").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value;
}

/** Deletes the keys no request can be counted against any more. Returns how many went. */
export async function deleteExpiredIpKeys(db: Db, at: Date, windowMs: number): Promise<number> {
  const oldest = ipKeyName(new Date(at.getTime() - windowMs));
  const result = await db.kysely
    .deleteFrom("app_settings")
    .where((eb) =>
      eb.or([
        eb.and([eb("name", "like", `${ipKeyPrefix}%`), eb("name", "<", oldest)]),
        // The single salt of earlier versions.
        eb("name", "=", "ip_hash_salt"),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/* ------------------------------------------------------------------------------------------ */
/* The outbox                                                                                  */

export interface ClaimedNotification {
  id: string;
  request_id: string;
  attempts: number;
  channel: NotificationChannel;
  created_at: string;
}

/**
 * Claims up to `limit` due notifications until `lockedUntil`, counting an attempt on each. Several
 * instances on one PostgreSQL each claim rows no other is claiming; SQLite has a single writer.
 */
export async function claimDueNotifications(db: Db, at: Date, lockedUntil: Date, limit: number): Promise<ClaimedNotification[]> {
  const nowIso = at.toISOString();
  let due = db.kysely
    .selectFrom("contact_notifications")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowIso)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso)]))
    .orderBy("next_attempt_at")
    .limit(limit);
  if (db.dialect === "postgres") due = due.forUpdate().skipLocked();
  const rows = await db.kysely
    .updateTable("contact_notifications")
    .set({ locked_until: lockedUntil.toISOString(), attempts: sql`attempts + 1` })
    .where("id", "in", due)
    .returning(["id", "request_id", "attempts", "channel", "created_at"])
    .execute();
  return rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

/**
 * After a restart every pending notification is due, whatever its backoff (the server may have
 * been restarted precisely because mail was down). On SQLite (one server process per file) a
 * claim left in the file belongs to a process that died, so it is released too.
 */
export async function resumePendingNotifications(db: Db, at: Date): Promise<void> {
  const nowIso = at.toISOString();
  await db.kysely
    .updateTable("contact_notifications")
    .set({ next_attempt_at: nowIso })
    .where("status", "=", "pending")
    .where("next_attempt_at", ">", nowIso)
    .execute();
  if (db.dialect === "sqlite") {
    await db.kysely.updateTable("contact_notifications").set({ locked_until: null }).where("status", "=", "pending").execute();
  }
}

/**
 * One request, to deliver. The storage boundary: the language and the package were checked by the
 * form when stored, and are checked once more here, so a row an older version wrote (or a package
 * since withdrawn) reaches the channels as a Locale and a known PackageId or null.
 */
export async function findRequest(db: Db, id: string): Promise<ContactRequest | undefined> {
  const row = await db.kysely.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    firstName: row.first_name,
    email: row.email,
    message: row.message,
    language: locales.includes(row.language) ? row.language : defaultLocale,
    packageId: parsePackage(row.package),
    attribution: attributionOf(row),
    createdAt: row.created_at,
  };
}

/** A claimed notification whose request was erased meanwhile: nothing left to send. */
export async function dropNotification(db: Db, id: string): Promise<void> {
  await db.kysely.deleteFrom("contact_notifications").where("id", "=", id).execute();
}

/** Keeps a claim while a send is in flight. */
export async function renewClaim(db: Db, id: string, lockedUntil: Date): Promise<void> {
  await db.kysely
    .updateTable("contact_notifications")
    .set({ locked_until: lockedUntil.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

export type NotificationOutcome =
  | { kind: "sent"; at: Date }
  | { kind: "failed"; error: string }
  | { kind: "retry"; error: string; nextAttemptAt: Date };

export async function settleNotification(db: Db, id: string, outcome: NotificationOutcome): Promise<void> {
  const update = db.kysely.updateTable("contact_notifications").where("id", "=", id);
  switch (outcome.kind) {
    case "sent":
      await update.set({ status: "sent", sent_at: outcome.at.toISOString(), locked_until: null, last_error: null }).execute();
      return;
    case "failed":
      await update.set({ status: "failed", locked_until: null, last_error: outcome.error }).execute();
      return;
    case "retry":
      await update
        .set({ locked_until: null, last_error: outcome.error, next_attempt_at: outcome.nextAttemptAt.toISOString() })
        .execute();
  }
}

/**
 * Queues deliveries again, due now: `contacts retry`. `--all-failed` takes every failed one; `--id`
 * every delivery of that request not sent yet, failed or pending (waiting on a far backoff). A
 * pending one's live claim is kept (a send may be in flight: releasing it could send twice); a
 * claim expires within the worker's lease.
 */
export async function requeueFailed(db: Db, which: { requestId: string } | "all-failed", now = new Date()): Promise<number> {
  let query = db.kysely
    .updateTable("contact_notifications")
    .set({
      status: "pending",
      next_attempt_at: now.toISOString(),
      locked_until: sql<string | null>`case when status = 'failed' then null else locked_until end`,
      attempts: 0,
    });
  query =
    which === "all-failed"
      ? query.where("status", "=", "failed")
      : query.where("status", "in", ["failed", "pending"]).where("request_id", "=", which.requestId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The outbox as an operator watches it: what waits, since when, and what was given up on. */
export interface OutboxHealth {
  pending: number;
  /** Age of the oldest pending notification in seconds, 0 when none waits. */
  oldestPendingSeconds: number;
  failed: number;
}

export async function outboxHealth(db: Db, now: Date = new Date()): Promise<OutboxHealth> {
  const rows = await db.kysely
    .selectFrom("contact_notifications")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("status", "<>", "sent")
    .groupBy("status")
    .execute();
  const pending = rows.find((r) => r.status === "pending");
  const failed = rows.find((r) => r.status === "failed");
  const oldest = pending?.oldest ? Date.parse(pending.oldest) : NaN;
  return {
    pending: Number(pending?.n ?? 0),
    oldestPendingSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    failed: Number(failed?.n ?? 0),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* What the operator reads                                                                     */

export interface Delivery {
  channel: NotificationChannel;
  status: NotificationStatus;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

export interface ContactRecord {
  id: string;
  createdAt: string;
  status: RequestStatus;
  /** Where the lead stands: new, replied, won, lost, or spam (caught by a trap, not notified). */
  leadStatus: LeadStatus;
  language: Locale;
  /** The package chosen on the packages page, or null. */
  package: PackageId | null;
  /** Where the request came from; every field null when unknown. */
  attribution: Attribution;
  firstName: string;
  email: string;
  message: string;
  /** One per channel (mail, webhook); none for a throttled request. */
  notifications: Delivery[];
}

/** The request columns a ContactRecord is made of (`contacts list`/`export`, the desk's export). */
const contactRecordColumns = [
  "id",
  "created_at",
  "status",
  "lead_status",
  "language",
  "package",
  "first_name",
  "email",
  "message",
  ...attributionColumnNames,
] as const;

/** The notification columns a ContactRecord's deliveries are made of. */
const deliveryColumns = ["request_id", "channel", "status", "attempts", "sent_at", "last_error"] as const;

type RecordRequestRow = Pick<ContactRequestRow, (typeof contactRecordColumns)[number]>;
type RecordDeliveryRow = Pick<Selectable<ContactNotificationsTable>, (typeof deliveryColumns)[number]>;

/** Requests and their notification rows (any order within a request: kept as given), as records. */
function toContactRecords(requests: readonly RecordRequestRow[], deliveries: readonly RecordDeliveryRow[]): ContactRecord[] {
  const byRequest = new Map<string, Delivery[]>();
  for (const d of deliveries) {
    const list = byRequest.get(d.request_id) ?? [];
    list.push({ channel: d.channel, status: d.status, attempts: Number(d.attempts), sentAt: d.sent_at ?? null, lastError: d.last_error ?? null });
    byRequest.set(d.request_id, list);
  }
  return requests.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    status: r.status,
    leadStatus: r.lead_status,
    language: r.language,
    package: r.package ?? null,
    attribution: attributionOf(r),
    firstName: r.first_name,
    email: r.email,
    message: r.message,
    notifications: byRequest.get(r.id) ?? [],
  }));
}

/**
 * Every request (or those of one lead status, or from one source: see whereSource) with its
 * deliveries, newest first.
 */
export async function listContacts(db: Db, filter: { leadStatus?: LeadStatus; source?: string } = {}): Promise<ContactRecord[]> {
  let matching = db.kysely.selectFrom("contact_requests");
  if (filter.leadStatus) matching = matching.where("lead_status", "=", filter.leadStatus);
  if (filter.source !== undefined) matching = matching.where(whereSource(filter.source));
  return recordsMatching(db, matching);
}

/**
 * The requests a query matches, newest first, as records with their deliveries (`contacts list` and
 * `export`, the desk's export). Only the matched requests' notification rows are read.
 */
export async function recordsMatching(db: Db, matching: SelectQueryBuilder<Database, "contact_requests", object>): Promise<ContactRecord[]> {
  const requests = await matching.select(contactRecordColumns).orderBy("created_at", "desc").orderBy("id", "desc").execute();
  const deliveries = requests.length
    ? await db.kysely
        .selectFrom("contact_notifications")
        .select(deliveryColumns)
        .where("request_id", "in", matching.select("id"))
        .orderBy("channel")
        .execute()
    : [];
  return toContactRecords(requests, deliveries);
}

export const csvHeader = [
  "id",
  "created_at",
  "status",
  "language",
  "package",
  "first_name",
  "email",
  "message",
  "mail_status",
  "mail_sent_at",
  "webhook_status",
  "webhook_sent_at",
  ...attributionColumnNames,
] as const;

export function csvRow(r: ContactRecord): string[] {
  return [
    r.id,
    r.createdAt,
    r.status,
    r.language,
    r.package ?? "",
    r.firstName,
    r.email,
    r.message,
    ...(["mail", "webhook"] as const).flatMap((channel) => {
      const d = r.notifications.find((n) => n.channel === channel);
      return [d?.status ?? "", d?.sentAt ?? ""];
    }),
    ...[
      r.attribution.utmSource,
      r.attribution.utmMedium,
      r.attribution.utmCampaign,
      r.attribution.utmTerm,
      r.attribution.utmContent,
      r.attribution.referrerHost,
      r.attribution.landingPath,
      r.attribution.heardFrom,
    ].map((v) => v ?? ""),
  ];
}

/* ------------------------------------------------------------------------------------------ */
/* Erasure and retention                                                                       */

export interface Deleted {
  requests: number;
  /** The deleted notifications' ids: their mail files go too (the mailer knows their names). */
  notificationIds: string[];
}

/** Deletes the matching requests and their notifications in one transaction. */
async function deleteRequests(
  db: Db,
  where: { emailKey: string } | { createdBefore: string; leadStatus?: LeadStatus },
): Promise<Deleted> {
  return db.kysely.transaction().execute(async (trx) => {
    let matching = trx.selectFrom("contact_requests").select("id");
    if ("emailKey" in where) matching = matching.where("email_key", "=", where.emailKey);
    else {
      matching = matching.where("created_at", "<", where.createdBefore);
      if (where.leadStatus) matching = matching.where("lead_status", "=", where.leadStatus);
    }
    const notifications = await trx.deleteFrom("contact_notifications").where("request_id", "in", matching).returning("id").execute();
    const deleted = await trx.deleteFrom("contact_requests").where("id", "in", matching).executeTakeFirst();
    return { requests: Number(deleted.numDeletedRows), notificationIds: notifications.map((n) => n.id) };
  });
}

/** The right to erasure: every request from this address and its notifications. */
export function eraseByEmail(db: Db, email: string): Promise<Deleted> {
  return deleteRequests(db, { emailKey: emailKey(email) });
}

/** Retention: requests created before `cutoff` (only those of one lead status, if given), with their notifications. */
export function purgeCreatedBefore(db: Db, cutoff: Date, leadStatus?: LeadStatus): Promise<Deleted> {
  return deleteRequests(db, { createdBefore: cutoff.toISOString(), leadStatus });
}

/**
 * After a deletion on SQLite: the write-ahead log still holds the deleted rows' old pages until a
 * checkpoint; truncating it leaves no copy of erased data on disk (with secure_delete, freed pages
 * in the database file are zeroed too).
 */
export async function forgetDeletedPages(db: Db): Promise<void> {
  if (db.dialect === "sqlite") await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db.kysely);
}

/**
 * A consistent, compact copy of the SQLite database while the server keeps writing: mode 0600,
 * without the keys that hash client addresses.
 */
export async function backupSqlite(db: Db, file: string): Promise<void> {
  if (db.dialect !== "sqlite") throw new Error("backup copies the SQLite database; for PostgreSQL use pg_dump");
  ensurePrivateFile(file);
  await sql`vacuum into ${file}`.execute(db.kysely);
  await scrubCopy(file);
}
