/** The inbox filter as a query string a person can bookmark (shared by the server and the page). */
export function filterQuery(filter: { [key: string]: string | undefined } | object): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter) as [string, unknown][]) if (typeof v === "string" && v) params.set(k, v);
  return params.toString();
}
