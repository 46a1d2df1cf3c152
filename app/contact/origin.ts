/** An Origin header's value when it is a serialised http(s) origin; `null`, `foo` and the like are not. */
function serialisedOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === value ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A submission from a page of this site: its Origin is the request's own origin or the public
 * SITE_URL (behind a proxy the two differ), or the browser says same-origin (Sec-Fetch-Site).
 * An Origin that is not an origin (`null` from a sandboxed frame or a redirect, `foo`) is refused
 * whatever else the request says. Clients that send neither header (old browsers, scripts) pass:
 * the other limits still apply. Checked once, by the Node server, before React Router.
 */
export function isSameOrigin(request: Request, publicOrigin: string | undefined): boolean {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  const header = request.headers.get("Origin");
  if (header === null) return fetchSite === null || fetchSite === "none" || fetchSite === "same-origin";
  const origin = serialisedOrigin(header);
  if (!origin) return false;
  if (fetchSite === "same-origin") return true;
  return origin === new URL(request.url).origin || origin === publicOrigin;
}
