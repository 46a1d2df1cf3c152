import { redirect, type LoaderFunctionArgs } from "react-router";
import { csvHeader, csvRow } from "../leads.server";
import { parseFilter } from "../inbox/lead-filter";
import { toCsv } from "../../../lib/csv";
import { excelExport } from "../export-xlsx.server";
import { signedIn } from "../guard.server";

const types = {
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * `/desk/export.csv` and `/desk/export.json`: the current filter, with `contacts export`'s columns
 * (the CSV for CRMs); `/desk/export.xlsx`: the same leads for a person, in Excel, in the
 * operator's language. Audited.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const url = new URL(request.url);
  // The former "Excel" CSV (?excel=1): its bookmarks get the workbook, with the same filter.
  if (url.pathname.endsWith(".csv") && url.searchParams.has("excel")) {
    url.searchParams.delete("excel");
    throw redirect(`/desk/export.xlsx${url.search}`);
  }
  const format = url.pathname.endsWith(".json") ? "json" : url.pathname.endsWith(".xlsx") ? "xlsx" : "csv";
  const records = await desk.actions.export(session.operator, parseFilter(url.searchParams), format);
  const stamp = new Date().toISOString().slice(0, 10);
  const headers = { "Content-Disposition": `attachment; filename="contacts-${stamp}.${format}"`, "Content-Type": types[format] };
  if (format === "xlsx") return new Response(new Uint8Array(await excelExport(records, session.operator.language)), { headers });
  const body = format === "json" ? `${JSON.stringify(records, null, 2)}\n` : toCsv(csvHeader, records.map(csvRow));
  return new Response(body, { headers });
}
