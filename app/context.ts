import { createContext, RouterContextProvider } from "react-router";
import type { ContactService } from "~/services/contact-service.server";
import type { DeskService } from "~/services/desk/desk.server";

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

/** The lead desk, created once by the server (null while prerendering). */
export const deskContext = createContext<DeskService | null>(null);

/** The per-request context the Node server hands to React Router. */
export function makeLoadContext(facts: RequestFacts, contact: ContactService | null, desk: DeskService | null = null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, facts);
  context.set(contactContext, contact);
  context.set(deskContext, desk);
  return context;
}
