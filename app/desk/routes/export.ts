import type { LoaderFunctionArgs } from "react-router";
import { csvHeader, csvRow, parseFilter } from "../leads.server";
import { toCsv } from "../../../lib/csv";
import { signedIn } from "../guard.server";

/** `/desk/export.csv` and `/desk/export.json`: the current filter, with `contacts export`'s columns; audited. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const format = new URL(request.url).pathname.endsWith(".json") ? "json" : "csv";
  const records = await desk.actions.export(session.operator, parseFilter(new URL(request.url).searchParams), format);
  const stamp = new Date().toISOString().slice(0, 10);
  const headers = {
    "Content-Disposition": `attachment; filename="contacts-${stamp}.${format}"`,
    "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
  };
  const body = format === "json" ? `${JSON.stringify(records, null, 2)}\n` : toCsv(csvHeader, records.map(csvRow));
  return new Response(body, { headers });
}
