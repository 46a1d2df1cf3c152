import type { ReactNode } from "react";
import type { ReportRow } from "~/visits/report-figures";
import { ColumnHeader, TableRegion } from "~/components/operator-ui";
import { keyLabel, rateLabel, type Labels } from "./labels";

export const cell = "py-2 pr-3";
export const numberCell = "py-2 pr-3 text-right tabular-nums";

/** A row's name, with a second line when there is more to say (a source's channel, a page's language). */
export function RowName({ name, detail }: { name: string; detail?: string }) {
  return (
    <th scope="row" className={`${cell} font-normal [overflow-wrap:anywhere]`}>
      {name}
      {detail ? <span className="block text-xs text-muted">{detail}</span> : null}
    </th>
  );
}

/** A conversion cell: the share, or a dash and why. */
export function RateCell({ row, l }: { row: { conversion: number | null; leads: number; visits: number }; l: Labels }) {
  const { value, note } = rateLabel(row, l);
  return (
    <td className={numberCell}>
      {value}
      {note ? <span className="block text-xs text-muted">{note}</span> : null}
    </td>
  );
}

/** A report's table: its name for the tests (`data-report`), the rows' header, then the numeric columns' headers. */
export function ReportTable({
  label,
  name,
  keyHeader,
  columns,
  children,
}: {
  label: string;
  name: string;
  keyHeader: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <TableRegion label={label}>
      <table className="w-full min-w-[26rem] border-collapse text-left text-sm text-ink" data-report={name}>
        <thead>
          <tr className="border-b border-line-strong">
            <ColumnHeader>{keyHeader}</ColumnHeader>
            {columns.map((c) => (
              <ColumnHeader key={c} numeric>
                {c}
              </ColumnHeader>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}

/** Clients won first (the owner's question), then leads, visits, conversion and the leads answered. */
export function FiguresTable({
  label,
  keyHeader,
  rows,
  name,
  l,
}: {
  label: string;
  keyHeader: string;
  rows: ReportRow[];
  name: string;
  l: Labels;
}) {
  return (
    <ReportTable label={label} name={name} keyHeader={keyHeader} columns={[l.w.won, l.t.leads, l.t.visits, l.t.conversion, l.w.answered]}>
      {rows.map((r) => {
        const key = keyLabel(r.key, l);
        const detail = key.detail ?? (r.channel && name !== "channel" ? l.t.channels[r.channel] : undefined);
        return (
          <tr key={r.key} className="border-b border-line align-top" data-key={r.key}>
            <RowName name={key.name} detail={detail} />
            <td className={numberCell}>{r.won}</td>
            <td className={numberCell}>{r.leads}</td>
            <td className={numberCell}>{r.visits}</td>
            <RateCell row={r} l={l} />
            <td className={numberCell}>{r.replied}</td>
          </tr>
        );
      })}
    </ReportTable>
  );
}

export function Breakdown({
  title,
  empty,
  ...table
}: {
  title: string;
  keyHeader: string;
  rows: ReportRow[];
  name: string;
  l: Labels;
  empty?: string;
}) {
  const id = `report-${table.name}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {table.rows.length === 0 && empty ? <p className="text-muted">{empty}</p> : <FiguresTable label={title} {...table} />}
    </section>
  );
}
