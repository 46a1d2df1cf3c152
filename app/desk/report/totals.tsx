import type { Figures, VisitReport } from "~/visits/report-figures";
import { changeLabel, rateLabel, percentLabel, type Labels } from "./labels";
import { deskWords } from "../words";

type Tile = { label: string; value: string; versus: string | null; key: string };

function tiles(now: VisitReport["totals"], before: Figures, days: number, l: Labels): Tile[] {
  const rate = rateLabel(now, l);
  const conversionVersus = l.compare
    ? l.t.conversionChange(before.conversion === null ? "–" : percentLabel(before.conversion, l.lang))
    : null;
  return [
    { key: "won", label: l.w.won, value: String(now.won), versus: changeLabel(now.won, before.won, days, l) },
    { key: "leads", label: l.t.leads, value: String(now.leads), versus: changeLabel(now.leads, before.leads, days, l) },
    { key: "visits", label: l.t.visits, value: String(now.visits), versus: changeLabel(now.visits, before.visits, days, l) },
    { key: "conversion", label: l.t.conversion, value: rate.value, versus: rate.note ?? conversionVersus },
    { key: "answered", label: l.w.answered, value: String(now.replied), versus: changeLabel(now.replied, before.replied, days, l) },
    // Not answered: closed with no reply sent or marked as sent (the definitions say so).
    { key: "closed-without-reply", label: l.w.closedWithoutReply, value: String(now.closedWithoutReply), versus: null },
  ];
}

/** The period's tiles: clients won first, then leads, visits, conversion, leads answered, leads closed without reply; each with its change when there is a period before. */
function Totals({ now, before, days, l }: { now: VisitReport["totals"]; before: Figures; days: number; l: Labels }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {tiles(now, before, days, l).map(({ key, label, value, versus }) => (
        <div key={key} className="rounded-lg border border-line p-3" data-total={key}>
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
          {versus ? <dd className="text-sm text-muted">{versus}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The totals, and what they cannot say: no visits counted, leads with no known source. */
export function TotalsSection({ report: r, l }: { report: VisitReport; l: Labels }) {
  const now = r.totals;
  return (
    <section aria-labelledby="report-totals" className="space-y-3">
      <h2 id="report-totals" className="text-xl font-bold text-ink">
        {l.t.totals}
      </h2>
      <Totals now={now} before={r.previous.totals} days={r.days} l={l} />
      {now.visits === 0 ? (
        <p className="rounded-lg border border-line p-3 text-ink" data-report-note="no-visits">
          {l.t.noVisits}
        </p>
      ) : null}
      {now.notSales > 0 ? (
        <p className="rounded-lg border border-line p-3 text-ink" data-report-note="not-sales">
          {deskWords(l.lang).notSales.reportLine(now.notSales)}. {deskWords(l.lang).notSales.reportHint}
        </p>
      ) : null}
      {now.noSource > 0 ? (
        <p className="rounded-lg border border-line p-3 text-ink" data-report-note="no-source">
          {l.w.noSource(now.noSource, now.leads)}
        </p>
      ) : null}
    </section>
  );
}
