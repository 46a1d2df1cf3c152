import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { DayFigures, VisitReport } from "~/visits/report-figures";
import { workingHoursWords } from "~/platform/working-hours-text";
import { parseWorkingHours } from "~/platform/working-time.server";
import { deskWords, type DeskWords } from "../words";
import { signedIn } from "../guard.server";
import { Definitions } from "../report/definitions";
import { Breakdown, cell, FiguresTable, numberCell } from "../report/figures-table";
import { FirstReplySection } from "../report/first-reply";
import { dayLabel, type Labels } from "../report/labels";
import { landingPageNames } from "../report/page-names";
import { TotalsSection } from "../report/totals";
import { parseDays, reportPeriods } from "../report-period";
import { ColumnHeader, PageTitle, TableRegion } from "~/components/operator-ui";
import { Section } from "~/components/operator-ui";
import { VisitsChart } from "../visits-chart";
import { deskMeta } from "../page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => deskMeta(data?.lang, (t) => t.report.title);

/** The same figures as `contacts report --days N`: one function computes both. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const days = parseDays(new URL(request.url).searchParams.get("days"));
  const report = await desk.leads.report(days);
  const lang = session.operator.language;
  return {
    lang,
    report,
    // WORKING_HOURS in the operator's words, for the first reply's definition (issue 47).
    workingHours: workingHoursWords(parseWorkingHours(desk.leads.clock.hours), lang),
    pages: landingPageNames(
      report.byLandingPage.map((r) => r.key),
      lang,
    ),
  };
}

type Copy = DeskWords["report"];

function DailyTable({ perDay, lang, t }: { perDay: DayFigures[]; lang: string; t: Copy }) {
  return (
    <details className="rounded-lg border border-line p-3">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">{t.showFigures}</summary>
      <TableRegion label={t.perDay} long>
        <table className="w-full min-w-[20rem] border-collapse text-left text-sm text-ink" data-report="per-day">
          <thead className="sticky top-0 bg-surface">
            <tr className="border-b border-line-strong">
              <ColumnHeader>{t.day}</ColumnHeader>
              <ColumnHeader numeric>{t.visits}</ColumnHeader>
              <ColumnHeader numeric>{t.leads}</ColumnHeader>
              <ColumnHeader numeric>{t.spamCaught}</ColumnHeader>
              <ColumnHeader numeric>{t.pageViews}</ColumnHeader>
            </tr>
          </thead>
          <tbody>
            {perDay.map((d) => (
              <tr key={d.day} className="border-b border-line" data-day={d.day}>
                <th scope="row" className={`${cell} font-normal whitespace-nowrap`}>
                  <time dateTime={d.day}>{dayLabel(d.day, lang, true)}</time>
                </th>
                <td className={numberCell}>{d.visits}</td>
                <td className={numberCell}>{d.leads}</td>
                <td className={numberCell}>{d.spam}</td>
                <td className={numberCell}>{d.pageViews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </details>
  );
}

/** The periods the report can cover, the current one marked. */
function PeriodNav({ days, t }: { days: number; t: Copy }) {
  return (
    <nav aria-label={t.period}>
      <ul className="flex flex-wrap gap-2">
        {reportPeriods.map((n) => (
          <li key={n}>
            <a
              href={`/desk/report?days=${n}`}
              aria-current={days === n ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-line-strong px-4 py-2 text-sm font-semibold text-ink hover:bg-hover aria-[current]:bg-tint-strong"
            >
              {t.days(n)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PerDaySection({ r, l, from, to }: { r: VisitReport; l: Labels; from: string; to: string }) {
  const { t, lang } = l;
  const busiest = r.perDay.reduce((best, d) => (d.visits > best.visits ? d : best), r.perDay.at(-1)!);
  return (
    <Section id="report-per-day" title={t.perDay} className="space-y-4">
      <VisitsChart
        days={r.perDay}
        alternative={t.chart(r.totals.visits, r.totals.leads, busiest.visits, dayLabel(busiest.day, lang), from, to)}
        legendVisits={t.legendVisits}
        legendLeads={t.legendLeads}
        axisVisits={t.visits}
        axisLeads={t.leads}
        dayLabel={(d) => dayLabel(d, lang)}
      />
      <DailyTable perDay={r.perDay} lang={lang} t={t} />
    </Section>
  );
}

function Breakdowns({ r, l }: { r: VisitReport; l: Labels }) {
  const { t } = l;
  return (
    <>
      <Section id="report-channel" title={t.byChannel} className="space-y-2">
        <FiguresTable label={t.byChannel} keyHeader={t.channel} rows={r.byChannel} name="channel" l={l} />
        <details className="rounded-lg border border-line p-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">{t.rawSources}</summary>
          <FiguresTable label={t.rawSources} keyHeader={t.source} rows={r.byRawSource} name="raw-source" l={l} />
        </details>
      </Section>
      <Breakdown title={t.bySource} keyHeader={t.source} rows={r.bySource} name="source" l={l} />
      <Breakdown title={t.byCampaign} keyHeader={t.campaign} rows={r.byCampaign} name="campaign" l={l} empty={t.noCampaign} />
      <Breakdown title={t.byLandingPage} keyHeader={t.landingPage} rows={r.byLandingPage} name="landing-page" l={l} />
    </>
  );
}

export default function ReportPage() {
  const { lang, report: r, pages, workingHours } = useLoaderData<typeof loader>();
  const t = deskWords(lang).report;
  const l: Labels = { lang, t, w: deskWords(lang).figures, pages, compare: r.previous.counted };
  const from = dayLabel(r.from, lang, true);
  const to = dayLabel(r.to, lang, true);
  const empty = r.totals.pageViews === 0 && r.totals.visits === 0 && r.totals.leads === 0 && r.totals.notFound === 0;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <PageTitle>{t.title}</PageTitle>
        <p className="text-muted">{t.intro(from, to)}</p>
      </div>
      <PeriodNav days={r.days} t={t} />
      {empty ? (
        <p className="rounded-lg border border-line p-4 text-ink" data-report-empty>
          {t.empty}
        </p>
      ) : (
        <>
          <TotalsSection report={r} l={l} />
          <FirstReplySection report={r} l={l} />
          <PerDaySection r={r} l={l} from={from} to={to} />
          <Breakdowns r={r} l={l} />
          <Definitions l={l} hours={workingHours} />
        </>
      )}
    </div>
  );
}
