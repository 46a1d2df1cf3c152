/**
 * The security headers of every answer, and the bare CSP of answers built outside React Router: a
 * module of their own, which the fast path's files (server/static-files.ts) and the app share.
 */
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";

/** Headers for every answer, whoever builds it; hono's secureHeaders is their single source. */
export const securityHeaderOptions: NonNullable<Parameters<typeof secureHeaders>[0]> = {
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  crossOriginOpenerPolicy: "same-origin",
  crossOriginResourcePolicy: "same-origin",
  xFrameOptions: "DENY",
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
};

/** The security headers as a plain object, for answers written before Hono (the fast path). */
export async function securityHeaders(): Promise<Record<string, string>> {
  const probe = new Hono().use(secureHeaders(securityHeaderOptions)).get("*", (c) => c.body(null, 204));
  const response = await probe.request("/");
  return Object.fromEntries(response.headers);
}

/** What an answer built outside React Router (400, 403, 405, 413, 301, 404) may do: nothing. */
export const bareCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
