/** The leads as the desk reads and works them: filters, one lead, its history, its actions. */
import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import type { Db } from "./database.server";
import { LEAD_STATUSES, type Database, type LeadStatus } from "./schema.server";
import type { Attribution } from "~/contact/attribution";
import { parsePackage, type PackageId } from "~/contact/packages";
import { attributionOf, whereSource } from "./attribution-columns.server";
import { recordsMatching, type ContactRecord, type Delivery } from "./records-store.server";
import { directSource } from "~/contact/attribution";
import { parseSpamReasons, type SpamReason } from "~/contact/spam/reasons";
import { locales, type Locale } from "~/i18n/locale";
import { normalizeReference } from "~/contact/reference";

export const pageSize = 50;
export const overdueMs = 24 * 60 * 60 * 1000;

export interface LeadFilter {
  status?: LeadStatus;
  language?: Locale;
  /** A package id, or "none": the leads that chose none. */
  package?: PackageId | "none";
  q?: string;
  /** Where the lead came from: its utm_source, else its referrer host, else "(direct)". */
  source?: string;
  /** YYYY-MM-DD, inclusive, UTC days. */
  from?: string;
  to?: string;
  /** "me": the "Mine" view, the leads assigned to the signed-in operator. */
  assignee?: "me";
}

const day = /^\d{4}-\d{2}-\d{2}$/;
/** The days a filter may name: a lead is from this century; beyond, a date is clamped to these. */
export const firstFilterDay = "2000-01-01";
export const lastFilterDay = "2099-12-31";

/** A real YYYY-MM-DD day, clamped to the sane range; undefined when it is not a day at all. */
function filterDay(value: string | null): string | undefined {
  if (!value || !day.test(value)) return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March: a day that does not exist is no filter.
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) return undefined;
  return value < firstFilterDay ? firstFilterDay : value > lastFilterDay ? lastFilterDay : value;
}

/** The filter a query string asks for; anything unknown is ignored, never an error. */
export function parseFilter(params: URLSearchParams): LeadFilter {
  const filter: LeadFilter = {};
  const status = params.get("status");
  if (status && (LEAD_STATUSES as readonly string[]).includes(status)) filter.status = status as LeadStatus;
  const language = params.get("language");
  const locale = locales.find((l) => l === language);
  if (locale) filter.language = locale;
  const pkg = params.get("package");
  if (pkg === "none") filter.package = pkg;
  else if (pkg) {
    const id = parsePackage(pkg);
    if (id) filter.package = id;
  }
  const q = params.get("q")?.trim();
  if (q) filter.q = q.slice(0, 200);
  const source = params.get("source")?.trim();
  if (source) filter.source = source.slice(0, 200);
  const from = filterDay(params.get("from"));
  if (from) filter.from = from;
  const to = filterDay(params.get("to"));
  if (to) filter.to = to;
  if (params.get("assignee") === "me") filter.assignee = "me";
  return filter;
}

type Requests = SelectQueryBuilder<Database, "contact_requests", object>;

function applyFilter<Q extends Requests>(
  query: Q,
  filter: LeadFilter,
  dialect: Db["dialect"],
  options: { status: boolean; me?: string },
): Q {
  let q = query;
  // "Mine" without a signed-in operator matches nothing rather than everything.
  if (filter.assignee === "me") q = q.where("assignee_id", "=", options.me ?? "") as Q;
  if (options.status && filter.status) q = q.where("lead_status", "=", filter.status) as Q;
  if (filter.language) q = q.where("language", "=", filter.language) as Q;
  if (filter.package) q = (filter.package === "none" ? q.where("package", "is", null) : q.where("package", "=", filter.package)) as Q;
  if (filter.source) q = q.where(whereSource(filter.source)) as Q;
  if (filter.from) q = q.where("created_at", ">=", new Date(`${filter.from}T00:00:00Z`).toISOString()) as Q;
  if (filter.to) q = q.where("created_at", "<", new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000).toISOString()) as Q;
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    const like = dialect === "postgres" ? sql`ilike` : sql`like`;
    const reference = normalizeReference(filter.q);
    q = q.where((eb: ExpressionBuilder<Database, "contact_requests">) =>
      eb.or([
        eb(sql`lower(first_name)`, like as never, sql`${pattern} escape '\\'`),
        eb(sql`lower(email)`, like as never, sql`${pattern} escape '\\'`),
        eb(sql`lower(message)`, like as never, sql`${pattern} escape '\\'`),
        eb(sql`lower(reference)`, like as never, sql`${pattern} escape '\\'`),
        // A reference as read over the phone or typed without its dashes ("nw 2611 42").
        ...(reference ? [eb("reference", "=", reference)] : []),
      ]),
    ) as Q;
  }
  return q;
}

export interface LeadRow {
  id: string;
  createdAt: string;
  leadStatus: LeadStatus;
  firstName: string;
  email: string;
  language: string;
  package: string | null;
  /** utm_source, else the referrer host; null when unknown (direct). */
  source: string | null;
  overdue: boolean;
}

export interface Inbox {
  leads: LeadRow[];
  total: number;
  page: number;
  pages: number;
  counts: Record<LeadStatus, number>;
}

function isOverdue(status: string, createdAt: string, now: Date): boolean {
  return status === "new" && now.getTime() - Date.parse(createdAt) > overdueMs;
}

/** One page of the inbox, newest first, with the counts per status under the other filters. */
export async function listLeads(db: Db, filter: LeadFilter, page: number, now = new Date(), me?: string): Promise<Inbox> {
  const base = db.kysely.selectFrom("contact_requests");
  const countRows = await applyFilter(base, filter, db.dialect, { status: false, me })
    .select(["lead_status", (e) => e.fn.countAll<number>().as("n")])
    .groupBy("lead_status")
    .execute();
  const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
  for (const row of countRows) counts[row.lead_status as LeadStatus] = Number(row.n);
  const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await applyFilter(base, filter, db.dialect, { status: true, me })
    .select(["id", "created_at", "lead_status", "first_name", "email", "language", "package", "utm_source", "referrer_host"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  return {
    leads: rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      leadStatus: r.lead_status,
      firstName: r.first_name,
      email: r.email,
      language: r.language,
      package: r.package ?? null,
      source: r.utm_source ?? r.referrer_host ?? null,
      overdue: isOverdue(r.lead_status, r.created_at, now),
    })),
    total,
    page: current,
    pages,
    counts,
  };
}

/** Every lead the filter matches, as `contacts export` writes them. */
export async function exportLeads(db: Db, filter: LeadFilter): Promise<ContactRecord[]> {
  return recordsMatching(db, applyFilter(db.kysely.selectFrom("contact_requests"), filter, db.dialect, { status: true }));
}

export interface LeadEvent {
  at: string;
  operator: string;
  kind: string;
  detail: string;
}

export interface Lead {
  id: string;
  /** The short reference the visitor was given (`NW-2611-042`), or null for a row stored without one. */
  reference: string | null;
  createdAt: string;
  leadStatus: LeadStatus;
  firstReplyAt: string | null;
  firstName: string;
  email: string;
  message: string;
  language: string;
  package: string | null;
  /** Where the lead came from, as far as it is known (each field null when not). */
  attribution: Attribution;
  overdue: boolean;
  /** Why the spam filter caught it (empty when it did not). */
  spamReasons: SpamReason[];
  /** The owning operator's id, or null. */
  assigneeId: string | null;
  deliveries: (Delivery & { id: string })[];
  history: LeadEvent[];
}

export async function getLead(db: Db, id: string, now = new Date()): Promise<Lead | undefined> {
  const r = await db.kysely.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!r) return undefined;
  const deliveries = await db.kysely
    .selectFrom("contact_notifications")
    .select(["id", "channel", "status", "attempts", "sent_at", "last_error"])
    .where("request_id", "=", id)
    .orderBy("channel")
    .execute();
  const history = await db.kysely
    .selectFrom("lead_events")
    .select(["at", "operator", "kind", "detail"])
    .where("request_id", "=", id)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  return {
    id: r.id,
    reference: r.reference ?? null,
    createdAt: r.created_at,
    leadStatus: r.lead_status,
    firstReplyAt: r.first_reply_at ?? null,
    firstName: r.first_name,
    email: r.email,
    message: r.message,
    language: r.language,
    package: r.package ?? null,
    attribution: attributionOf(r),
    overdue: isOverdue(r.lead_status, r.created_at, now),
    spamReasons: parseSpamReasons(r.spam_reasons),
    assigneeId: r.assignee_id ?? null,
    deliveries: deliveries.map((d) => ({
      id: d.id,
      channel: d.channel,
      status: d.status,
      attempts: Number(d.attempts),
      sentAt: d.sent_at ?? null,
      lastError: d.last_error ?? null,
    })),
    history,
  };
}

export async function addEvent(db: Db, requestId: string, operator: string, kind: string, detail: string, now = new Date()): Promise<void> {
  await db.kysely
    .insertInto("lead_events")
    .values({ id: randomUUID(), request_id: requestId, at: now.toISOString(), operator, kind, detail })
    .execute();
}

/**
 * A new status. The first move out of 'new' (or "Mark as replied") records the first reply time;
 * returns the seconds the lead waited for it, when this change recorded it.
 */
export async function setLeadStatus(
  db: Db,
  id: string,
  to: LeadStatus,
  operator: string,
  now = new Date(),
): Promise<{ changed: boolean; from?: LeadStatus; firstReplySeconds?: number }> {
  return db.kysely.transaction().execute(async (trx) => {
    const r = await trx
      .selectFrom("contact_requests")
      .select(["lead_status", "first_reply_at", "created_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!r) return { changed: false };
    const from = r.lead_status;
    const replying = from === "new" && to !== "new" && to !== "spam" && !r.first_reply_at;
    if (from === to && !(to === "replied" && !r.first_reply_at)) return { changed: false, from };
    await trx
      .updateTable("contact_requests")
      .set({ lead_status: to, ...(replying || (to === "replied" && !r.first_reply_at) ? { first_reply_at: now.toISOString() } : {}) })
      .where("id", "=", id)
      .execute();
    await trx
      .insertInto("lead_events")
      .values({ id: randomUUID(), request_id: id, at: now.toISOString(), operator, kind: "status", detail: `${from} → ${to}` })
      .execute();
    const recorded = replying || (to === "replied" && !r.first_reply_at);
    return {
      changed: true,
      from,
      ...(recorded ? { firstReplySeconds: Math.max(0, (now.getTime() - Date.parse(r.created_at)) / 1000) } : {}),
    };
  });
}

/** New leads waiting over 24 h for a reply (the `contact_leads_overdue` gauge). */
export async function countOverdue(db: Db, now = new Date()): Promise<number> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select((e) => e.fn.countAll<number>().as("n"))
    .where("lead_status", "=", "new")
    .where("created_at", "<", new Date(now.getTime() - overdueMs).toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
/** The sources leads came from, most frequent first, for the desk's filter menu. */
export async function leadSources(db: Db): Promise<{ source: string; leads: number }[]> {
  const rows = await db.kysely
    .selectFrom("contact_requests")
    .select((eb) => [
      eb.fn.coalesce("utm_source", "referrer_host", eb.val(directSource)).as("source"),
      eb.fn.countAll<number>().as("leads"),
    ])
    .groupBy("source")
    .orderBy("leads", "desc")
    .orderBy("source")
    .execute();
  return rows.map((r) => ({ source: String(r.source), leads: Number(r.leads) }));
}

/** A lead's status and address, or undefined when no request has this id. */
export async function leadFacts(db: Db, id: string): Promise<{ lead_status: LeadStatus; email: string } | undefined> {
  return db.kysely.selectFrom("contact_requests").select(["lead_status", "email"]).where("id", "=", id).executeTakeFirst();
}
