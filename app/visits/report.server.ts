/**
 * Visits and leads by channel, source, campaign and landing page, with conversion and what
 * became of the leads (answered: a first reply exists; won), against the previous period of the same length: what
 * `contacts report` prints and the desk's report page shows (one function computes both).
 * A visit is counted when a page view starts one (see visits.server.ts); a lead is a stored
 * contact request that is not spam, nor closed as not a sales lead (counted on a line of its own).
 */
import { channelOf, channels, groupedSource, rawSource, type Channel } from "~/visits/channels";
import { closedWithoutReply, firstReplyFigures, isAnswered } from "~/visits/first-reply.server";
import { defaultWorkingClock, type WorkingClock } from "~/platform/working-time.server";
import {
  daySeries,
  othersKey,
  topRows,
  unknownKey,
  type DayFigures,
  type DaySeries,
  type Figures,
  type ReportRow,
  type VisitReport,
} from "~/visits/report-figures";
import type { Db } from "../storage/platform/database.server";
import { leadsBetween, pageViewsSince, spamCaughtSince } from "../storage/visits/visit-store.server";
import { notSalesBetween } from "../storage/requests/not-sales-store.server";

/** A conversion that can be read: none without visits, nor with more leads than counted visits (never over 100 %). */
const rate = (leads: number, visits: number) => (visits > 0 && leads <= visits ? leads / visits : null);
const dayMs = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

type Tally = Omit<Figures, "conversion">;
const zero = (): Tally => ({ visits: 0, leads: 0, replied: 0, won: 0 });

class Breakdown {
  readonly rows = new Map<string, Tally & { channel?: Channel }>();
  /** A row that mixes channels names none (a row labelled with one channel is all of that channel). */
  add(key: string, what: Partial<Tally>, channel?: Channel) {
    const row = this.rows.get(key) ?? { ...zero(), ...(channel ? { channel } : {}) };
    if (row.channel && row.channel !== channel) delete row.channel;
    for (const [k, n] of Object.entries(what) as [keyof Tally, number][]) row[k] += n;
    this.rows.set(key, row);
  }
  /** The most clients won first (the owner's question), then leads, then visits; past `limit`, one '(others)' row adds up the rest. */
  list(limit = topRows): ReportRow[] {
    const all = [...this.rows]
      .map(([key, t]) => ({ key, ...t, conversion: rate(t.leads, t.visits) }))
      .sort((a, b) => b.won - a.won || b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key));
    if (all.length <= limit) return all;
    const rest = all
      .slice(limit)
      .reduce(
        (sum, r) => ({ visits: sum.visits + r.visits, leads: sum.leads + r.leads, replied: sum.replied + r.replied, won: sum.won + r.won }),
        zero(),
      );
    return [...all.slice(0, limit), { key: othersKey, ...rest, conversion: rate(rest.leads, rest.visits) }];
  }
}

async function totalsBetween(db: Db, fromDay: string, toDay: string): Promise<Figures> {
  const views = await pageViewsSince(db, fromDay, toDay);
  const leads = await leadsBetween(db, `${fromDay}T00:00:00.000Z`, new Date(Date.parse(`${toDay}T00:00:00.000Z`) + dayMs).toISOString());
  const visits = views.reduce((n, v) => n + (v.entry && !v.not_found ? v.views : 0), 0);
  return {
    visits,
    leads: leads.length,
    replied: leads.filter(isAnswered).length,
    won: leads.filter((l) => l.leadStatus === "won").length,
    conversion: rate(leads.length, visits),
  };
}

type Lead = Awaited<ReturnType<typeof leadsBetween>>[number];
type Tables = Record<"byChannel" | "bySource" | "byRawSource" | "byCampaign" | "byLandingPage", Breakdown>;

/** The leads into the tables and the days; what the totals need of them. */
function countLeads(leads: readonly Lead[], t: Tables, perDay: Map<string, DayFigures>) {
  const counts = { replied: 0, won: 0, unknownOrigin: 0, noSource: 0, closedWithoutReply: 0 };
  for (const lead of leads) {
    // Answered: a first reply exists (one meaning for the tiles, the tables and the first-reply block).
    const what = { leads: 1, replied: isAnswered(lead) ? 1 : 0, won: lead.leadStatus === "won" ? 1 : 0 };
    counts.replied += what.replied;
    counts.won += what.won;
    if (closedWithoutReply(lead)) counts.closedWithoutReply++;
    if (!lead.utmSource && !lead.referrerHost) counts.noSource++;
    if (!lead.utmSource && !lead.referrerHost && !lead.landingPath) counts.unknownOrigin++;
    const channel = channelOf(lead);
    t.byChannel.add(channel, what);
    t.bySource.add(groupedSource(lead), what, channel);
    t.byRawSource.add(rawSource(lead), what, channel);
    if (lead.utmCampaign) t.byCampaign.add(lead.utmCampaign, what);
    t.byLandingPage.add(lead.landingPath ?? unknownKey, what);
    const d = perDay.get(lead.day);
    if (d) d.leads += 1;
  }
  return counts;
}

/** Every day from `from` to the day at `toMs`, each series at zero. */
function emptyDays(from: string, toMs: number): Map<string, DayFigures> {
  const perDay = new Map<string, DayFigures>();
  for (let t = Date.parse(`${from}T00:00:00.000Z`); t <= toMs; t += dayMs) {
    perDay.set(dayOf(t), { day: dayOf(t), ...(Object.fromEntries(daySeries.map((s) => [s, 0])) as Record<DaySeries, number>) });
  }
  return perDay;
}

/** `clock`: the desk's working clock (WORKING_HOURS, WORKING_HOLIDAYS) the first-reply figures are read on. */
export async function visitReport(db: Db, days: number, now = new Date(), clock: WorkingClock = defaultWorkingClock): Promise<VisitReport> {
  const to = dayOf(now.getTime());
  const toMs = Date.parse(`${to}T00:00:00.000Z`);
  const from = dayOf(toMs - (days - 1) * dayMs);
  const views = await pageViewsSince(db, from, to);
  const leads = await leadsBetween(db, `${from}T00:00:00.000Z`, new Date(toMs + dayMs).toISOString());
  const previousFrom = dayOf(toMs - (2 * days - 1) * dayMs);
  const previousTo = dayOf(toMs - days * dayMs);

  const perDay = emptyDays(from, toMs);
  const byChannel = new Breakdown();
  for (const c of channels) byChannel.add(c, {});
  const bySource = new Breakdown();
  const byRawSource = new Breakdown();
  const byCampaign = new Breakdown();
  const byLandingPage = new Breakdown();
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
    const origin = { utmSource: v.utm_source || null, utmMedium: v.utm_medium || null, referrerHost: v.referrer_host || null };
    const channel = channelOf(origin);
    byChannel.add(channel, { visits: v.views });
    bySource.add(groupedSource(origin), { visits: v.views }, channel);
    byRawSource.add(rawSource(origin), { visits: v.views }, channel);
    if (v.utm_campaign) byCampaign.add(v.utm_campaign, { visits: v.views });
    byLandingPage.add(v.path, { visits: v.views });
  }
  const {
    replied,
    won,
    unknownOrigin,
    noSource,
    closedWithoutReply: closedUnanswered,
  } = countLeads(leads, { byChannel, bySource, byRawSource, byCampaign, byLandingPage }, perDay);
  // Beside the leads: what the spam filter kept out of them.
  for (const [day, caught] of await spamCaughtSince(db, `${from}T00:00:00.000Z`)) {
    const d = perDay.get(day);
    if (d) d.spam += caught;
  }
  const previous = await totalsBetween(db, previousFrom, previousTo);
  const notSales = await notSalesBetween(db, `${from}T00:00:00.000Z`, new Date(toMs + dayMs).toISOString());
  return {
    days,
    from,
    to,
    totals: {
      visits,
      leads: leads.length,
      replied,
      won,
      conversion: rate(leads.length, visits),
      pageViews,
      notFound,
      unknownOrigin,
      noSource,
      closedWithoutReply: closedUnanswered,
      notSales,
    },
    previous: { from: previousFrom, to: previousTo, counted: previous.visits + previous.leads > 0, totals: previous },
    firstReply: firstReplyFigures(leads, clock, now),
    // Channels in their fixed order, so that a period compares with another at a glance.
    byChannel: byChannel.list(channels.length).sort((a, b) => channels.indexOf(a.key as Channel) - channels.indexOf(b.key as Channel)),
    bySource: bySource.list(),
    byRawSource: byRawSource.list(),
    byCampaign: byCampaign.list(),
    byLandingPage: byLandingPage.list(),
    series: daySeries,
    perDay: [...perDay.values()],
  };
}

/** The first UTC day (YYYY-MM-DD) kept when `days` days are: today and the days before it. */
export function firstDayKept(now: Date, days: number): string {
  return dayOf(now.getTime() - (days - 1) * dayMs);
}

export function percent(conversion: number | null): string {
  return conversion === null ? "-" : `${(conversion * 100).toFixed(1)} %`;
}
