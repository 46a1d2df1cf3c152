import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { RouterContextProvider, ServerRouter, type EntryContext } from "react-router";
import { contactContext, requestContext, type RequestFacts } from "./context";
import { NonceContext } from "./nonce";
import type { ContactService } from "./services/contact-service.server";

export { startServices } from "./services/index.server";

export const streamTimeout = 5_000;

/**
 * The per-request context the Node server hands to React Router. It lives here, in the server
 * bundle, so the server and the route modules share one instance of each context key.
 */
export function makeLoadContext(facts: RequestFacts, contact: ContactService | null) {
  const context = new RouterContextProvider();
  context.set(requestContext, facts);
  context.set(contactContext, contact);
  return context;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering has no request facts, hence no nonce: the build hashes those inline scripts.
  const nonce = loadContext.get(requestContext)?.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // Every page is small and has no deferred data: send complete HTML, for people and crawlers.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
