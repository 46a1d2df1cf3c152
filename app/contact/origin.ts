/**
 * A submission from a page of this site: the browser says so (Sec-Fetch-Site), or its Origin is
 * the request's own origin or the public SITE_URL (behind a proxy the two differ). Clients that
 * send neither header (old browsers, scripts) pass: the other limits still apply.
 * One rule for the Node server (which answers 403 before React Router) and the action.
 */
export function isSameOrigin(request: Request, publicOrigin: string | undefined): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite === "same-origin") return true;
  const origin = request.headers.get("Origin");
  if (origin === null) return fetchSite === null || fetchSite === "none";
  return origin === new URL(request.url).origin || origin === publicOrigin;
}
