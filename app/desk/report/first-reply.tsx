import { site } from "~/site";
import type { ReplyRow, Share, VisitReport } from "~/visits/report-figures";
import { numberCell, ReportTable, RowName } from "./figures-table";
import { hoursLabel, keyLabel, percentLabel, type Labels } from "./labels";

function shareLabel(s: Share, l: Labels): string {
  return s.share === null ? l.w.notJudged : l.w.share(percentLabel(s.share, l.lang), s.within, s.judged);
}

function ReplyTable({ label, keyHeader, rows, name, l }: { label: string; keyHeader: string; rows: ReplyRow[]; name: string; l: Labels }) {
  return (
    <ReportTable
      label={label}
      name={name}
      keyHeader={keyHeader}
      columns={[l.w.answered, l.w.median, l.w.p90, l.w.withinPromise(site.replyPromiseHours), l.w.withinWorkingDay]}
    >
      {rows.map((r) => (
        <tr key={r.key} className="border-b border-line align-top" data-key={r.key}>
          <RowName {...keyLabel(r.key, l)} />
          <td className={numberCell}>{r.answered}</td>
          <td className={numberCell}>{hoursLabel(r.medianHours, l)}</td>
          <td className={numberCell}>{hoursLabel(r.p90Hours, l)}</td>
          <td className={numberCell}>{shareLabel(r.withinPromise, l)}</td>
          <td className={numberCell}>{shareLabel(r.withinWorkingDay, l)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/**
 * The first reply: the period's leads answered, the median and 90th percentile of the wait, the
 * share answered within the site's promise (24 hours) and within one working day; by operator (who
 * sent the first reply) and by source.
 */
export function FirstReplySection({ report, l }: { report: VisitReport; l: Labels }) {
  const { totals, byOperator, bySource } = report.firstReply;
  const items: [string, string, string][] = [
    ["answered", l.w.answered, String(totals.answered)],
    ["median", l.w.median, hoursLabel(totals.medianHours, l)],
    ["p90", l.w.p90, hoursLabel(totals.p90Hours, l)],
    ["within-promise", l.w.withinPromise(site.replyPromiseHours), shareLabel(totals.withinPromise, l)],
    ["within-working-day", l.w.withinWorkingDay, shareLabel(totals.withinWorkingDay, l)],
  ];
  return (
    <section aria-labelledby="report-first-reply" className="space-y-3">
      <h2 id="report-first-reply" className="text-xl font-bold text-ink">
        {l.w.firstReply}
      </h2>
      <p className="text-muted">{l.w.firstReplyIntro}</p>
      {totals.answered + totals.withinPromise.judged + totals.withinWorkingDay.judged === 0 ? (
        <p className="text-muted">{l.w.noReplies}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {items.map(([key, label, value]) => (
              <div key={key} className="rounded-lg border border-line p-3" data-reply-total={key}>
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <ReplyTable label={`${l.w.firstReply}: ${l.w.operator}`} keyHeader={l.w.operator} rows={byOperator} name="reply-operator" l={l} />
          <ReplyTable label={`${l.w.firstReply}: ${l.w.source}`} keyHeader={l.w.source} rows={bySource} name="reply-source" l={l} />
        </>
      )}
    </section>
  );
}
