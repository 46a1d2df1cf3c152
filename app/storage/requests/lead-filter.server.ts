/** The inbox's filters as the desk parsed them (app/desk/inbox/lead-filter.ts), and how a query of contact_requests applies them. */
import { sql, type SelectQueryBuilder } from "kysely";
import type { Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import type { LeadStatus } from "./lead-status";
import type { PackageId } from "~/content/packages";
import { whereSource } from "./attribution-columns.server";
import type { Locale } from "~/i18n/locale";
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
