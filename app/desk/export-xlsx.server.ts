/**
 * The desk's Excel export: a real workbook (write-excel-file), so Excel reads dates as dates
 * whatever its regional settings; headers, statuses and codes in the operator's language; times
 * as Brussels wall-clock time (a spreadsheet cell has no time zone).
 */
import writeXlsxFile, { type Cell, type Row } from "write-excel-file/node";
import { tierTitles } from "~/content/en/package-titles";
import { channelOf, groupedSource, sourceLabel } from "~/visits/channels";
import { directSource } from "~/storage/requests/attribution";
import type { ContactRecord } from "~/storage/requests/records-store.server";
import { landingPageNames } from "./report/page-names";
import { deskWords, type ExcelWords } from "./words";
import { excelColumns, type ExcelColumn } from "./excel-columns";
import { brusselsClock } from "~/platform/brussels-clock";

/** The Brussels wall clock of an instant, as the Date a spreadsheet writes as that day and time (its UTC fields). */
export function brusselsWallClock(iso: string): Date {
  const p = brusselsClock(new Date(iso));
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}

function statusLabel(r: ContactRecord, w: ExcelWords): string {
  const status = w.statuses[r.leadStatus];
  return r.status === "throttled" ? `${status} (${w.throttled})` : status;
}

function values(r: ContactRecord, w: ExcelWords, lang: string): Record<ExcelColumn, string | number | Date | null> {
  const origin = r.attribution;
  const source = groupedSource(origin);
  const landing = origin.landingPath
    ? (landingPageNames([origin.landingPath], lang)[origin.landingPath]?.name ?? origin.landingPath)
    : null;
  return {
    reference: r.reference,
    received: brusselsWallClock(r.createdAt),
    status: statusLabel(r, w),
    notSales: r.notSalesKind ? w.notSalesKinds[r.notSalesKind] : null,
    firstName: r.firstName,
    email: r.email,
    message: r.message,
    language: w.languages[r.language],
    package: r.package ? tierTitles[r.package] : null,
    source: source === directSource ? w.direct : sourceLabel(source),
    channel: w.channels[channelOf(origin)],
    campaign: origin.utmCampaign,
    landingPage: landing,
    heardFrom: origin.heardFrom ? w.heardFrom[origin.heardFrom] : null,
    owner: r.assignee,
    firstReply: r.firstReplyAt ? brusselsWallClock(r.firstReplyAt) : null,
    replies: r.replies,
  };
}

function cell(value: string | number | Date | null, w: ExcelWords): Cell {
  if (value === null) return null;
  if (value instanceof Date) return { value, type: Date, format: w.dateFormat };
  // Text stays text: Excel never reads a reference or a message as a number, a date or a formula.
  return typeof value === "number" ? { value, type: Number } : { value, type: String, format: "@" };
}

const widths: Partial<Record<ExcelColumn, number>> = { received: 17, firstReply: 17, email: 28, message: 48, source: 18 };

/** The records as an .xlsx file, in the operator's language. */
export async function excelExport(records: readonly ContactRecord[], language: string): Promise<Buffer> {
  const w = deskWords(language).excel;
  const header: Row = excelColumns.map((c) => ({ value: w.headers[c], type: String, fontWeight: "bold" }));
  const rows: Row[] = records.map((r) => {
    const v = values(r, w, language);
    return excelColumns.map((c) => cell(v[c], w));
  });
  return writeXlsxFile([header, ...rows], {
    sheet: w.sheet,
    stickyRowsCount: 1,
    columns: excelColumns.map((c) => ({ width: widths[c] ?? 14 })),
  }).toBuffer();
}
