/** The inbox's filter as a query string asks for it: anything unknown is ignored, never an error. */
import { parsePackage } from "~/content/packages";
import { locales } from "~/i18n/locale";
import { LEAD_STATUSES } from "~/storage/requests/lead-status";
import type { LeadFilter, LeadView } from "~/storage/requests/lead-filter.server";

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
