/**
 * The security headers of every answer, and the bare CSP of answers built outside React Router: a
 * module of their own, which the fast path's files (server/static-files.ts) and the app share.
 */
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

/**
 * The security headers as a plain object, for answers written before Hono (the fast path): what
 * hono's secureHeaders sets with the options above, written out so that the start builds no
 * Request (Node's fetch classes cost the start about 10 MB: docs/benchmarks.md, memory after
 * start). security-headers.test.ts holds them to what the middleware sets.
 */
export const fastPathSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
});

/** The security headers as a plain object (a copy the caller may extend). */
export function securityHeaders(): Record<string, string> {
  return { ...fastPathSecurityHeaders };
}

/** What an answer built outside React Router (400, 403, 405, 413, 301, 404) may do: nothing. */
export const bareCsp = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
