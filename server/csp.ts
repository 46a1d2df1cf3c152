/**
 * The policy: scripts only from this origin plus either the hashes of a prerendered page's
 * inline scripts or the nonce of a server-rendered response. Never 'unsafe-inline' for scripts.
 * Styles allow inline attributes (positioned tooltips), which cannot run code.
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ");
}
