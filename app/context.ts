import { createContext, RouterContextProvider } from "react-router";
import type { ContactService } from "~/services/contact-service.server";

/** Per-request facts the Node server knows and the app needs. */
export interface RequestFacts {
  /** CSP nonce for this server-rendered response (absent while prerendering). */
  nonce?: string;
  /** The client address (X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
}

export const requestContext = createContext<RequestFacts | null>(null);
/** The contact pipeline, created once by the server (null while prerendering). */
export const contactContext = createContext<ContactService | null>(null);

/** The per-request context the Node server hands to React Router. */
export function makeLoadContext(facts: RequestFacts, contact: ContactService | null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, facts);
  context.set(contactContext, contact);
  return context;
}
