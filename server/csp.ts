import { injectedStyleHashes } from "../lib/injected-styles";

/** Read once: the hashes of the <style> elements a library inserts (see lib/injected-styles.ts). */
const styleHashes = injectedStyleHashes().join(" ");

/**
 * The policy: nothing unless listed (default-src 'none'); scripts only from this origin plus either
 * the hashes of a prerendered page's inline scripts or the nonce of a server-rendered response;
 * styles from this origin and the hashed <style> a library inserts. Never 'unsafe-inline'.
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    `style-src 'self' ${styleHashes}`,
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
