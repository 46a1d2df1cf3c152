/** The inbox's filters: what a query string asks for, and how a query of contact_requests applies it. */
import { sql, type SelectQueryBuilder } from "kysely";
import type { Db } from "../platform/database.server";
import { LEAD_STATUSES, type Database, type LeadStatus } from "../platform/schema.server";
import { parsePackage, type PackageId } from "~/content/packages";
import { whereSource } from "./attribution-columns.server";
import { locales, type Locale } from "~/i18n/locale";
import { matchesSearch } from "./lead-search.server";

/**
 * The inbox's views: unset is "To answer" (new leads, oldest waiting first, so the overdue ones
 * lead); "all" is every lead but spam; a status is that status alone, newest first.
 */
export type LeadView = LeadStatus | "all";

export interface LeadFilter {
  status?: LeadView;
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
  if (status === "all" || (status && (LEAD_STATUSES as readonly string[]).includes(status))) filter.status = status as LeadView;
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

/** The inbox's order for a view: oldest waiting first when it is about answering, else newest first. */
export function oldestFirst(filter: LeadFilter): boolean {
  return !filter.status || filter.status === "new";
}

export type Requests = SelectQueryBuilder<Database, "contact_requests", object>;

export function applyFilter<Q extends Requests>(
  query: Q,
  filter: LeadFilter,
  dialect: Db["dialect"],
  options: { status: boolean; me?: string; matches?: string[] },
): Q {
  let q = query;
  // "Mine" without a signed-in operator matches nothing rather than everything.
  if (filter.assignee === "me") q = q.where("assignee_id", "=", options.me ?? "") as Q;
  if (options.status) {
    if (!filter.status) q = q.where("lead_status", "=", "new") as Q;
    else if (filter.status === "all") q = q.where("lead_status", "!=", "spam") as Q;
    else q = q.where("lead_status", "=", filter.status) as Q;
  }
  if (filter.language) q = q.where("language", "=", filter.language) as Q;
  if (filter.package) q = (filter.package === "none" ? q.where("package", "is", null) : q.where("package", "=", filter.package)) as Q;
  if (filter.source) q = q.where(whereSource(filter.source)) as Q;
  if (filter.from) q = q.where("created_at", ">=", new Date(`${filter.from}T00:00:00Z`).toISOString()) as Q;
  if (filter.to) q = q.where("created_at", "<", new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000).toISOString()) as Q;
  // The search's matches as listLeads read them once (SQLite), else the search itself.
  if (options.matches) q = q.where(sql<boolean>`id in (select value from json_each(${JSON.stringify(options.matches)}))`) as Q;
  else if (filter.q) q = q.where(matchesSearch(filter.q, dialect)) as Q;
  return q;
}
