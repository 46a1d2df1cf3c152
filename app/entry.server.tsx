import { resolve } from "node:path";
import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { loggerContext, requestContext } from "./context";
import { logOncePerMinute } from "./platform/log-throttle.server";
import { clientKey } from "./contact/intake.server";
import { NonceContext } from "./nonce";
import { withStylesheetIntegrity, withValidImportMap } from "../lib/sri";

/** Where the built assets are, prerendering and serving alike (the project root is the cwd). */
const clientDir = resolve("build/client");

/**
 * Every page is small and rendered whole (onAllReady): collect it, then give its stylesheet links
 * their integrity (React Router gives its scripts theirs in the import map), and make that import
 * map's marker valid HTML.
 */
function stylesheetIntegrity(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    flush(callback) {
      callback(null, withValidImportMap(withStylesheetIntegrity(Buffer.concat(chunks).toString("utf8"), clientDir)));
    },
  });
}

export const streamTimeout = 5_000;

/** A loader's, action's or render's error: to the server's logger (the console while prerendering). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const logger = (context as RouterContextProvider).get(loggerContext);
  if (logger && isRouteErrorResponse(error) && error.status < 500) {
    // The client's mistake (a post to a page that takes none, 405), not the server's: a warning,
    // once a minute per client, so that a robot cannot fill the log with errors.
    const client = clientKey((context as RouterContextProvider).get(requestContext)?.clientIp ?? "unknown");
    if (logOncePerMinute(`refused-${error.status}:${client}`)) {
      logger.warn(
        { status: error.status, method: request.method, path: new URL(request.url).pathname },
        "request refused (logged once a minute per client)",
      );
    }
    return;
  }
  if (logger) logger.error({ err: error, path: new URL(request.url).pathname }, "request failed");
  else console.error(error);
};

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
  const logger = loadContext.get(loggerContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
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
            new Response(createReadableStreamFromReadable(body.pipe(stylesheetIntegrity())), {
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
          if (!shellRendered) return;
          if (logger) logger.error({ err: error, path: new URL(request.url).pathname }, "render failed");
          else console.error(error);
        },
      },
    );
  });
}
