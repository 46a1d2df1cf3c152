/**
 * `contacts report` as text: clients won first, then leads, visits, conversion (a dash where it
 * cannot be read) and the leads answered (a first reply exists), those closed without reply; the
 * first reply within the site's promise (24 hours) and within one working day. `--json` prints the
 * report itself (app/visits/report-figures.ts has its shape).
 */
import { site } from "../app/site";
import { deskWords } from "../app/desk/words";
import { percent } from "../app/visits/report.server";
import { change, type ReplyRow, type ReportRow, type Share, type VisitReport } from "../app/visits/report-figures";

type Say = (line: string) => void;
type Cell = (text: string, max: number) => string;

const pad = (v: string | number, n: number) => String(v).padStart(n);

function rate(f: { conversion: number | null; leads: number; visits: number }): string {
  if (f.conversion !== null) return percent(f.conversion);
  return f.leads > f.visits ? "- (more leads than counted visits)" : "-";
}

/** A wait: '3.5 h' under a day, '8 d 2 h' from a day on (days of 24 hours). */
export function hours(h: number | null): string {
  if (h === null) return "-";
  if (h < 24) return `${h.toFixed(1)} h`;
  const whole = Math.round(h);
  return whole % 24 === 0 ? `${whole / 24} d` : `${Math.floor(whole / 24)} d ${whole % 24} h`;
}

function share(s: Share): string {
  return s.share === null ? "none due yet" : `${percent(s.share)} (${s.within} of ${s.judged})`;
}

const promise = `within ${site.replyPromiseHours} hours`;

function totals(r: VisitReport, say: Say) {
  const t = r.totals;
  const b = r.previous.totals;
  const versus = (now: number, before: number) => {
    if (!r.previous.counted) return "";
    const c = change(now, before);
    return c === null ? (now === 0 ? "" : " (none before)") : ` (${c >= 0 ? "+" : ""}${Math.round(c * 100)} %)`;
  };
  const against = r.previous.counted ? `, against ${r.previous.from} to ${r.previous.to}` : ", nothing counted before to compare with";
  say(`Visits and leads, ${r.from} to ${r.to} (${r.days} day${r.days === 1 ? "" : "s"})${against}`);
  say(
    `Clients won ${t.won}${versus(t.won, b.won)}  leads ${t.leads}${versus(t.leads, b.leads)}  visits ${t.visits}${versus(t.visits, b.visits)}  conversion ${rate(t)}${r.previous.counted ? ` (before ${rate(b)})` : ""}  answered ${t.replied}${versus(t.replied, b.replied)}  closed without reply ${t.closedWithoutReply}`,
  );
  say(`Page views ${t.pageViews}  404 views ${t.notFound}`);
  if (t.visits === 0) say("No visit counted: counting is off (COUNT_VISITS), only robots came, or counting has just started.");
  if (t.notSales > 0)
    say(`${deskWords("en").notSales.reportLine(t.notSales)}: not counted among the leads, the answered ones or the clients won.`);
  if (t.noSource > 0) say(`${t.noSource} of ${t.leads} lead(s) have no known source (no campaign, no referring site): counted as direct.`);
}

function firstReply(r: VisitReport, say: Say, cell: Cell) {
  const f = r.firstReply;
  say(
    `\nFirst reply: answered ${f.totals.answered}, median ${hours(f.totals.medianHours)}, 90th percentile ${hours(f.totals.p90Hours)}, ${promise} ${share(f.totals.withinPromise)}, within one working day ${share(f.totals.withinWorkingDay)}`,
  );
  const table = (title: string, rows: ReplyRow[]) => {
    say(`\n${title.padEnd(40)} ${pad("answered", 9)} ${pad("median", 9)} ${pad("p90", 9)}  ${promise.padEnd(22)}  within one working day`);
    if (rows.length === 0) say("(none)");
    for (const row of rows) {
      say(
        `${cell(row.key, 40).padEnd(40)} ${pad(row.answered, 9)} ${pad(hours(row.medianHours), 9)} ${pad(hours(row.p90Hours), 9)}  ${share(row.withinPromise).padEnd(22)}  ${share(row.withinWorkingDay)}`,
      );
    }
  };
  table("First reply by operator", f.byOperator);
  table("First reply by source", f.bySource);
}

export function printReport(r: VisitReport, say: Say, cell: Cell) {
  totals(r, say);
  firstReply(r, say, cell);
  const table = (title: string, rows: ReportRow[]) => {
    say(`\n${title.padEnd(40)} ${pad("won", 5)} ${pad("leads", 6)} ${pad("visits", 8)} ${pad("conversion", 10)} ${pad("answered", 9)}`);
    if (rows.length === 0) say("(none)");
    for (const row of rows) {
      const key = row.channel ? `${row.key} [${row.channel}]` : row.key;
      say(
        `${cell(key, 40).padEnd(40)} ${pad(row.won, 5)} ${pad(row.leads, 6)} ${pad(row.visits, 8)} ${pad(rate(row), 10)} ${pad(row.replied, 9)}`,
      );
    }
  };
  table("By channel", r.byChannel);
  table("By source", r.bySource);
  table("By raw source", r.byRawSource);
  table("By campaign", r.byCampaign);
  table("By landing page", r.byLandingPage);
  say(`\n${"Day".padEnd(12)} ${r.series.map((s) => s.padStart(10)).join(" ")}`);
  for (const d of r.perDay) say(`${d.day.padEnd(12)} ${r.series.map((s) => String(d[s]).padStart(10)).join(" ")}`);
  say(
    `\nDays are UTC days. A visit is a series of pages with no pause over 30 minutes; the server writes its counts at least once a minute. Answered: leads with a first reply sent or marked as sent, whatever their status now; closed without reply: closed (won, lost) with none. First reply: from the request to the first reply sent or marked as sent, nights and weekends included, credited to the operator who sent it (an unanswered lead to its owner); ${promise} of the request, as the site promises; within one working day: by the same time on the next working day (Mon-Fri 09:00-18:00 Brussels, Belgian public holidays off).`,
  );
}
