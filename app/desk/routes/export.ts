import type { LoaderFunctionArgs } from "react-router";
import { csvHeader, csvRow } from "~/services/storage/records-store.server";
import { audit } from "~/services/storage/desk-store.server";
import { exportLeads, parseFilter } from "~/services/storage/leads-store.server";
import { filterQuery } from "../filter-query";
import { toCsv } from "../../../lib/csv";
import { requireDataSession } from "../guard.server";

/** `/desk/export.csv` and `/desk/export.json`: the current filter, with `contacts export`'s columns; audited. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = await requireDataSession(request, context);
  const format = new URL(request.url).pathname.endsWith(".json") ? "json" : "csv";
  const filter = parseFilter(new URL(request.url).searchParams);
  const db = await desk.db();
  const records = await exportLeads(db, filter);
  await audit(db, { operator: session.operator.name, action: "export", detail: `${format}, ${records.length} request(s)${filterQuery(filter) ? `, filter ${filterQuery(filter).replace(/(^|&)q=[^&]*/, "$1q=…")}` : ""}` });
  const stamp = new Date().toISOString().slice(0, 10);
  const headers = {
    "Content-Disposition": `attachment; filename="contacts-${stamp}.${format}"`,
    "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
  };
  const body = format === "json" ? `${JSON.stringify(records, null, 2)}\n` : toCsv(csvHeader, records.map(csvRow));
  return new Response(body, { headers });
}
