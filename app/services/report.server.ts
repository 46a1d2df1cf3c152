/**
 * Visits and leads by source and by landing page, with conversion rates: what `contacts report`
 * prints and the desk's report page shows. A visit is a page view that arrived from outside the
 * site (an entry); a lead is a stored contact request that is not spam.
 */
import { directSource, sourceOf } from "~/contact/attribution";
import type { Db } from "./storage/database.server";
import { leadsSince, spamCaughtSince, pageViewsSince } from "./storage/visit-store.server";

export interface ReportRow {
  key: string;
  visits: number;
  leads: number;
  /** leads / visits, or null without visits. */
  conversion: number | null;
}

export interface VisitReport {
  days: number;
  /** First day counted (UTC, YYYY-MM-DD) and the last (today). */
  from: string;
  to: string;
  totals: { pageViews: number; visits: number; notFound: number; leads: number; conversion: number | null };
  bySource: ReportRow[];
  byLandingPage: ReportRow[];
  /** Every day of the period, oldest first: page views, visits and leads. */
  perDay: { day: string; pageViews: number; visits: number; leads: number; spam: number }[];
}

const rate = (leads: number, visits: number) => (visits > 0 ? leads / visits : null);

function rows(visits: Map<string, number>, leads: Map<string, number>): ReportRow[] {
  const keys = new Set([...visits.keys(), ...leads.keys()]);
  return [...keys]
    .map((key) => {
      const v = visits.get(key) ?? 0;
      const l = leads.get(key) ?? 0;
      return { key, visits: v, leads: l, conversion: rate(l, v) };
    })
    .sort((a, b) => b.visits - a.visits || b.leads - a.leads || a.key.localeCompare(b.key));
}

const bump = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

export async function visitReport(db: Db, days: number, now: Date = new Date()): Promise<VisitReport> {
  const to = now.toISOString().slice(0, 10);
  const fromDate = new Date(Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * 86_400_000);
  const from = fromDate.toISOString().slice(0, 10);
  const views = await pageViewsSince(db, from);
  const leads = await leadsSince(db, fromDate.toISOString());
  // Beside the leads: what the spam filter kept out of them (issue 24).
  const spam = await spamCaughtSince(db, fromDate.toISOString());

  const perDay = new Map<string, { pageViews: number; visits: number; leads: number }>();
  for (let t = fromDate.getTime(); t <= Date.parse(`${to}T00:00:00.000Z`); t += 86_400_000) {
    perDay.set(new Date(t).toISOString().slice(0, 10), { pageViews: 0, visits: 0, leads: 0 });
  }
  const visitsBySource = new Map<string, number>();
  const visitsByPage = new Map<string, number>();
  let pageViews = 0;
  let visits = 0;
  let notFound = 0;
  for (const v of views) {
    if (v.not_found) {
      notFound += v.views;
      continue;
    }
    pageViews += v.views;
    const d = perDay.get(v.day);
    if (d) d.pageViews += v.views;
    if (!v.entry) continue;
    visits += v.views;
    if (d) d.visits += v.views;
    bump(visitsBySource, v.utm_source || v.referrer_host || directSource, v.views);
    bump(visitsByPage, v.path, v.views);
  }
  const leadsBySource = new Map<string, number>();
  const leadsByPage = new Map<string, number>();
  for (const lead of leads) {
    bump(leadsBySource, sourceOf(lead));
    bump(leadsByPage, lead.landingPath ?? "(unknown)");
    const d = perDay.get(lead.day);
    if (d) d.leads += 1;
  }
  return {
    days,
    from,
    to,
    totals: { pageViews, visits, notFound, leads: leads.length, conversion: rate(leads.length, visits) },
    bySource: rows(visitsBySource, leadsBySource),
    byLandingPage: rows(visitsByPage, leadsByPage),
    perDay: [...perDay].map(([day, counts]) => ({ day, ...counts, spam: spam.get(day) ?? 0 })),
  };
}

export function percent(conversion: number | null): string {
  return conversion === null ? "-" : `${(conversion * 100).toFixed(1)} %`;
}
