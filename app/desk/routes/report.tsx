import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { directSource } from "~/contact/attribution";
import type { ReportRow } from "~/services/report.server";
import { deskCopy, type DeskCopy } from "../copy";
import { DayBars } from "../day-bars";
import { signedIn } from "../guard.server";
import { parseDays, reportPeriods } from "../report-period";
import { ColumnHeader, PageTitle, TableRegion } from "../ui";

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

const locale = (lang: string) => (lang === "fr" ? "fr-BE" : "en-GB");

/** A report day (YYYY-MM-DD, UTC) as a person reads it. */
function dayLabel(day: string, lang: string, withYear = false): string {
  return new Intl.DateTimeFormat(locale(lang), { day: "numeric", month: "short", ...(withYear ? { year: "numeric" } : {}), timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function rateLabel(conversion: number | null, lang: string, t: DeskCopy["report"]): string {
  if (conversion === null) return t.noRate;
  return new Intl.NumberFormat(locale(lang), { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(conversion);
}

function keyLabel(key: string, t: DeskCopy["report"]): string {
  if (key === directSource) return t.direct;
  if (key === "(unknown)") return t.unknown;
  return key;
}

const cell = "py-2 pr-3";
const numberCell = "py-2 pr-3 text-right tabular-nums";

function BreakdownTable({ title, keyHeader, rows, lang, t }: { title: string; keyHeader: string; rows: ReportRow[]; lang: string; t: DeskCopy["report"] }) {
  const id = `report-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      <TableRegion label={title}>
        <table className="w-full min-w-[22rem] border-collapse text-left text-sm text-ink">
          <thead>
            <tr className="border-b border-line-strong">
              <ColumnHeader>{keyHeader}</ColumnHeader>
              <ColumnHeader numeric>{t.visits}</ColumnHeader>
              <ColumnHeader numeric>{t.leads}</ColumnHeader>
              <ColumnHeader numeric>{t.conversion}</ColumnHeader>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className="border-b border-line align-top">
                <th scope="row" className={`${cell} font-normal [overflow-wrap:anywhere]`}>{keyLabel(r.key, t)}</th>
                <td className={numberCell}>{r.visits}</td>
                <td className={numberCell}>{r.leads}</td>
                <td className={numberCell}>{rateLabel(r.conversion, lang, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}

export default function ReportPage() {
  const { lang, report: r } = useLoaderData<typeof loader>();
  const t = deskCopy(lang).report;
  const from = dayLabel(r.from, lang, true);
  const to = dayLabel(r.to, lang, true);
  const empty = r.totals.pageViews === 0 && r.totals.visits === 0 && r.totals.leads === 0 && r.totals.notFound === 0;
  const series = (pick: (d: (typeof r.perDay)[number]) => number) => {
    const days = r.perDay.map((d) => ({ day: d.day, value: pick(d) }));
    const top = days.reduce((best, d) => (d.value > best.value ? d : best), { day: r.to, value: 0 });
    return { days, total: days.reduce((sum, d) => sum + d.value, 0), max: top.value, maxDay: dayLabel(top.day, lang) };
  };
  const visits = series((d) => d.visits);
  const leads = series((d) => d.leads);
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <PageTitle>{t.title}</PageTitle>
        <p className="text-muted">{t.intro(from, to)}</p>
      </div>
      <nav aria-label={t.period}>
        <ul className="flex flex-wrap gap-2">
          {reportPeriods.map((n) => (
            <li key={n}>
              <a
                href={`/desk/report?days=${n}`}
                aria-current={r.days === n ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-line-strong px-4 py-2 text-sm font-semibold text-ink hover:bg-hover aria-[current]:bg-tint-strong"
              >
                {t.days(n)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {empty ? (
        <p className="rounded-lg border border-line p-4 text-ink" data-report-empty>
          {t.empty}
        </p>
      ) : (
        <>
          <section aria-labelledby="report-totals" className="space-y-3">
            <h2 id="report-totals" className="text-xl font-bold text-ink">
              {t.totals}
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {(
                [
                  [t.visits, String(r.totals.visits)],
                  [t.leads, String(r.totals.leads)],
                  [t.conversion, rateLabel(r.totals.conversion, lang, t)],
                  [t.pageViews, String(r.totals.pageViews)],
                  [t.notFound, String(r.totals.notFound)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg border border-line p-3">
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-muted">{t.visitsHelp}</p>
          </section>
          <section aria-labelledby="report-per-day" className="space-y-4">
            <h2 id="report-per-day" className="text-xl font-bold text-ink">
              {t.perDay}
            </h2>
            <div className="grid gap-6 lg:grid-cols-2">
              <DayBars
                name="visits"
                days={visits.days}
                title={t.visits}
                alternative={t.visitsChart(visits.total, visits.max, visits.maxDay, from, to)}
                scale={t.scaleMax(visits.max)}
                firstDay={dayLabel(r.from, lang)}
                lastDay={dayLabel(r.to, lang)}
              />
              <DayBars
                name="leads"
                days={leads.days}
                title={t.leads}
                alternative={t.leadsChart(leads.total, leads.max, leads.maxDay, from, to)}
                scale={t.scaleMax(leads.max)}
                firstDay={dayLabel(r.from, lang)}
                lastDay={dayLabel(r.to, lang)}
              />
            </div>
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
                  {r.perDay.map((d) => (
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
          </section>
          <BreakdownTable title={t.bySource} keyHeader={t.source} rows={r.bySource} lang={lang} t={t} />
          <BreakdownTable title={t.byLandingPage} keyHeader={t.landingPage} rows={r.byLandingPage} lang={lang} t={t} />
        </>
      )}
    </div>
  );
}
