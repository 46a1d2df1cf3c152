import { injectedStyleHashes } from "../lib/injected-styles";

/** Read once, when first asked: the hashes of the <style> elements sonner inserts in development (lib/injected-styles.ts). */
let styleHashes: string | undefined;

/**
 * The policy: nothing unless listed (default-src 'none'); scripts only from this origin plus either
 * the hashes of a prerendered page's inline scripts or the nonce of a server-rendered response;
 * styles from this origin only; in development also the hashed <style> sonner inserts (the
 * production island links its stylesheet as a file). Never 'unsafe-inline'.
 */
export function contentSecurityPolicy(scriptSources: readonly string[], { injectedStyles = false } = {}): string {
  if (injectedStyles) styleHashes ??= injectedStyleHashes().join(" ");
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    `style-src 'self'${injectedStyles ? ` ${styleHashes}` : ""}`,
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
