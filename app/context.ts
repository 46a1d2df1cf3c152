import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import { contactPart } from "~/contact/context";
import { deskPart } from "~/desk/context";
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
/** The server's logger for routes (null while prerendering). */
export const loggerContext = createContext<Logger | null>(null);

/**
 * Every part of the per-request context, each under its own key: the request's own (its facts,
 * the logger) and each feature's, declared in the feature's folder (`contactPart`, `deskPart`).
 */
const parts = { request: requestContext, logger: loggerContext, ...contactPart, ...deskPart };

type ValueOf<C> = C extends RouterContext<infer T> ? T : never;
/** What the server hands over: one value per part, by its key. */
export type LoadContextValues = { [K in keyof typeof parts]: ValueOf<(typeof parts)[K]> };

/**
 * The per-request context the Node server hands to React Router: the only way configuration,
 * services and the logger reach routes.
 */
export function makeLoadContext(values: LoadContextValues): RouterContextProvider {
  const context = new RouterContextProvider();
  for (const key of Object.keys(parts) as (keyof typeof parts)[]) context.set(parts[key] as RouterContext<unknown>, values[key]);
  return context;
}
