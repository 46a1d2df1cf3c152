import { createContext } from "react-router";
import type { Logger } from "~/platform/log.server";

/**
 * The request's own parts of the per-request context (its facts, the logger); each feature declares
 * its part in its own folder, and the server puts them together (server/load-context.ts).
 * Per-request facts the Node server knows and the app needs:
 */
export interface RequestFacts {
  /** CSP nonce for this server-rendered response (absent while prerendering). */
  nonce?: string;
  /** The client address (X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /** The public origin (SITE_URL, parsed at start-up): a Referer from it is this site's own. */
  publicOrigin?: string;
}

export const requestContext = createContext<RequestFacts | null>(null);
/** The server's logger for routes (null while prerendering). */
export const loggerContext = createContext<Logger | null>(null);
