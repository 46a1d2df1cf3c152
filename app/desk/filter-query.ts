/** The inbox filter as a query string a person can bookmark (shared by the server and the page). */
export function filterQuery(filter: { [key: string]: string | undefined } | object): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter) as [string, unknown][]) if (typeof v === "string" && v) params.set(k, v);
  return params.toString();
}

/** The free-text filter values, which may hold a person's name or address: never written to the audit. */
const freeText = new Set(["q", "source"]);

/** The filter as the audit keeps it: free text replaced by "…". */
export function auditedFilter(filter: object): string {
  const params = new URLSearchParams(filterQuery(filter));
  for (const key of freeText) if (params.has(key)) params.set(key, "…");
  return params.toString().replace(/%E2%80%A6/g, "…");
}
