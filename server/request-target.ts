/** A Host header as RFC 9110 §7.2 allows: a name or IPv4 address, or an IPv6 literal, and a port. */
const validHost = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=%]+|\[[0-9A-Fa-f:.]+\])(?::\d{0,5})?$/;

/**
 * Why a request cannot name a resource of this site, or undefined when it can: the target must be
 * a path (origin form) or an absolute http(s) URL, and a Host header, when sent, must be a host.
 * `OPTIONS *` (asterisk form) asks about the server, not a page: refused too, as a bad request.
 */
export function badRequestTarget(url: string | undefined, host: string | undefined): string | undefined {
  if (!url || !(url.startsWith("/") || /^https?:\/\//i.test(url))) return "request target is not a path";
  if (host !== undefined && !validHost.test(host)) return "malformed Host header";
  return undefined;
}
