/**
 * Where the desk may send an operator back to (after signing in, after switching language): a page
 * of the desk on the desk's own origin, as path and query, with its dot segments resolved. Anything
 * else (another origin, `//evil.example`, `/\evil`, a path that leaves /desk) is undefined.
 */
export function deskReturnPath(value: string | null | undefined, origin: string): string | undefined {
  if (!value || value.length > 2000) return undefined;
  // Browsers read a backslash as a slash and drop tabs and newlines: such a value is never ours.
  if (/[\\\t\n\r]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  const path = url.pathname;
  if (path !== "/desk" && !path.startsWith("/desk/")) return undefined;
  // The ceremonies' own addresses and the sign-in page itself are not where anyone wants to land.
  if (/^\/desk\/(sign-in|sign-out|api\/|enrol\/)/.test(path) || path.endsWith(".data")) return undefined;
  const back = `${path}${url.search}`;
  return back.startsWith("//") ? undefined : back;
}
