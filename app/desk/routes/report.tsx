import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { channels, type Channel } from "~/visits/channels";
import { directSource } from "~/contact/attribution";
import { asLocale, intlLocale } from "~/i18n/locale";
import { change, othersKey, unknownKey, type DayFigures, type Figures, type ReportRow, type VisitReport } from "~/visits/report-figures";
import { deskCopy, type DeskCopy } from "../copy";
import { signedIn } from "../guard.server";
import { parseDays, reportPeriods } from "../report-period";
import { ColumnHeader, PageTitle, TableRegion } from "../ui";
import { VisitsChart } from "../visits-chart";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = deskCopy(data?.lang);
  return [{ title: `${t.report.title} · ${t.title}` }, { name: "robots", content: "noindex" }];
};

/** The same figures as `contacts report --days N`: one function computes both. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const days = parseDays(new URL(request.url).searchParams.get("days"));
  const report = await desk.leads.report(days);
  return { lang: session.operator.language, report };
}

type Copy = DeskCopy["report"];
const locale = (lang: string) => intlLocale[asLocale(lang)];

/** A report day (YYYY-MM-DD) as a person reads it. */
function dayLabel(day: string, lang: string, withYear = false): string {
  return new Intl.DateTimeFormat(locale(lang), {
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

function rateLabel(conversion: number | null, lang: string, t: Copy): string {
  if (conversion === null) return t.noRate;
  return new Intl.NumberFormat(locale(lang), { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(conversion);
}

function changeLabel(now: number, before: number, days: number, lang: string, t: Copy): string {
  const c = change(now, before);
  if (c === null) return now === 0 ? t.noChange(days) : t.newSince(days);
  if (c === 0) return t.noChange(days);
  return t.change(
    new Intl.NumberFormat(locale(lang), { style: "percent", maximumFractionDigits: 0, signDisplay: "always" }).format(c),
    days,
  );
}

function keyLabel(key: string, t: Copy): string {
  if (key === directSource) return t.direct;
  if (key === unknownKey) return t.unknown;
  if (key === othersKey) return t.others;
  if ((channels as readonly string[]).includes(key)) return t.channels[key as Channel];
  return key;
}

const cell = "py-2 pr-3";
const numberCell = "py-2 pr-3 text-right tabular-nums";

function FiguresTable({
  label,
  keyHeader,
  rows,
  lang,
  t,
  name,
}: {
  label: string;
  keyHeader: string;
  rows: ReportRow[];
  lang: string;
  t: Copy;
  name: string;
}) {
  return (
    <TableRegion label={label}>
      <table className="w-full min-w-[26rem] border-collapse text-left text-sm text-ink" data-report={name}>
        <thead>
          <tr className="border-b border-line-strong">
            <ColumnHeader>{keyHeader}</ColumnHeader>
            <ColumnHeader numeric>{t.visits}</ColumnHeader>
            <ColumnHeader numeric>{t.leads}</ColumnHeader>
            <ColumnHeader numeric>{t.conversion}</ColumnHeader>
            <ColumnHeader numeric>{t.replied}</ColumnHeader>
            <ColumnHeader numeric>{t.won}</ColumnHeader>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-line align-top">
              <th scope="row" className={`${cell} font-normal [overflow-wrap:anywhere]`}>
                {keyLabel(r.key, t)}
                {r.channel && name !== "channel" ? <span className="block text-xs text-muted">{t.channels[r.channel]}</span> : null}
              </th>
              <td className={numberCell}>{r.visits}</td>
              <td className={numberCell}>{r.leads}</td>
              <td className={numberCell}>{rateLabel(r.conversion, lang, t)}</td>
              <td className={numberCell}>{r.replied}</td>
              <td className={numberCell}>{r.won}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

function Breakdown({
  title,
  ...table
}: {
  title: string;
  keyHeader: string;
  rows: ReportRow[];
  lang: string;
  t: Copy;
  name: string;
  empty?: string;
}) {
  const id = `report-${table.name}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {table.rows.length === 0 && table.empty ? <p className="text-muted">{table.empty}</p> : <FiguresTable label={title} {...table} />}
    </section>
  );
}

function Totals({ now, before, days, lang, t }: { now: Figures; before: Figures; days: number; lang: string; t: Copy }) {
  const items: [string, string, string][] = [
    [t.visits, String(now.visits), changeLabel(now.visits, before.visits, days, lang, t)],
    [t.leads, String(now.leads), changeLabel(now.leads, before.leads, days, lang, t)],
    [t.conversion, rateLabel(now.conversion, lang, t), t.conversionChange(rateLabel(before.conversion, lang, t))],
    [t.replied, String(now.replied), changeLabel(now.replied, before.replied, days, lang, t)],
    [t.won, String(now.won), changeLabel(now.won, before.won, days, lang, t)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map(([label, value, versus]) => (
        <div key={label} className="rounded-lg border border-line p-3" data-total={label}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
          <dd className="text-sm text-muted">{versus}</dd>
        </div>
      ))}
    </dl>
  );
}

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

/** The totals with their change, and what they cannot say (no visits counted, leads of unknown origin). */
function TotalsSection({
  now,
  before,
  days,
  lang,
  t,
}: {
  now: VisitReport["totals"];
  before: Figures;
  days: number;
  lang: string;
  t: Copy;
}) {
  return (
    <section aria-labelledby="report-totals" className="space-y-3">
      <h2 id="report-totals" className="text-xl font-bold text-ink">
        {t.totals}
      </h2>
      <Totals now={now} before={before} days={days} lang={lang} t={t} />
      {now.visits === 0 ? (
        <p className="rounded-lg border border-line p-3 text-ink" data-report-note="no-visits">
          {t.noVisits}
        </p>
      ) : null}
      {now.unknownOrigin > 0 ? (
        <p className="rounded-lg border border-line p-3 text-ink" data-report-note="unknown-origin">
          {t.unknownOrigin(now.unknownOrigin, now.leads)}
        </p>
      ) : null}
      <p className="text-sm text-muted">{t.visitsHelp}</p>
    </section>
  );
}

export default function ReportPage() {
  const { lang, report: r } = useLoaderData<typeof loader>();
  const t = deskCopy(lang).report;
  const from = dayLabel(r.from, lang, true);
  const to = dayLabel(r.to, lang, true);
  const empty = r.totals.pageViews === 0 && r.totals.visits === 0 && r.totals.leads === 0 && r.totals.notFound === 0;
  const busiest = r.perDay.reduce((best, d) => (d.visits > best.visits ? d : best), r.perDay.at(-1)!);
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
          <TotalsSection now={r.totals} before={r.previous.totals} days={r.days} lang={lang} t={t} />
          <section aria-labelledby="report-per-day" className="space-y-4">
            <h2 id="report-per-day" className="text-xl font-bold text-ink">
              {t.perDay}
            </h2>
            <VisitsChart
              days={r.perDay}
              alternative={t.chart(r.totals.visits, r.totals.leads, busiest.visits, dayLabel(busiest.day, lang), from, to)}
              legendVisits={t.legendVisits}
              legendLeads={t.legendLeads}
              dayLabel={(d) => dayLabel(d, lang)}
            />
            <DailyTable perDay={r.perDay} lang={lang} t={t} />
          </section>
          <section aria-labelledby="report-channel" className="space-y-2">
            <h2 id="report-channel" className="text-xl font-bold text-ink">
              {t.byChannel}
            </h2>
            <FiguresTable label={t.byChannel} keyHeader={t.channel} rows={r.byChannel} lang={lang} t={t} name="channel" />
            <details className="rounded-lg border border-line p-3">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">{t.rawSources}</summary>
              <FiguresTable label={t.rawSources} keyHeader={t.source} rows={r.byRawSource} lang={lang} t={t} name="raw-source" />
            </details>
          </section>
          <Breakdown title={t.bySource} keyHeader={t.source} rows={r.bySource} lang={lang} t={t} name="source" />
          <Breakdown
            title={t.byCampaign}
            keyHeader={t.campaign}
            rows={r.byCampaign}
            lang={lang}
            t={t}
            name="campaign"
            empty={t.noCampaign}
          />
          <Breakdown title={t.byLandingPage} keyHeader={t.landingPage} rows={r.byLandingPage} lang={lang} t={t} name="landing-page" />
        </>
      )}
    </div>
  );
}
