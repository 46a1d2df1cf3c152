import { createContext, RouterContextProvider } from "react-router";
import type { ContactService } from "~/contact/intake.server";
import type { DeskService } from "~/desk/desk.server";
import type { Logger } from "~/platform/log.server";

/** Per-request facts the Node server knows and the app needs. */
export interface RequestFacts {
  /** CSP nonce for this server-rendered response (absent while prerendering). */
  nonce?: string;
  /** The client address (X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /** The public origin (SITE_URL, parsed at start-up): a Referer from it is this site's own. */
  publicOrigin?: string;
}

export const requestContext = createContext<RequestFacts | null>(null);
/** The contact pipeline, created once by the server (null while prerendering). */
export const contactContext = createContext<ContactService | null>(null);
/** The server's logger for routes (null while prerendering). */
export const loggerContext = createContext<Logger | null>(null);

/** The lead desk, created once by the server (null while prerendering). */
export const deskContext = createContext<DeskService | null>(null);

/**
 * The per-request context the Node server hands to React Router: the only way configuration,
 * services and the logger reach routes.
 */
export function makeLoadContext(
  facts: RequestFacts,
  contact: ContactService | null,
  logger: Logger | null = null,
  desk: DeskService | null = null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, facts);
  context.set(contactContext, contact);
  context.set(loggerContext, logger);
  context.set(deskContext, desk);
  return context;
}
