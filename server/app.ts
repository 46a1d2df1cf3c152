import { randomBytes } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { bareCsp, securityHeaderOptions } from "./security-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isSameOrigin } from "../app/contact/origin";
import { contactSendPath } from "../app/contact/send";
import { hasTokenField, spliceFillToken } from "../app/contact/spam/fill-token.server";
import { makeLoadContext } from "./load-context";
import type { Services } from "./services";
import type { Logger } from "../app/platform/log.server";
import { forwardedAddress, lastForwardedEntry } from "./client-ip";
import { contentSecurityPolicy } from "./csp";
import { wellKnownFree } from "./fast-path";
import { badRequestAnswer, resolvePath, type StaticSite } from "./static-files";
import { contactLimits } from "../app/contact/schema";
import { deskTooLargePage, maxDeskBodyBytes } from "../app/desk/limits";
import { isUploadPost, maxUploadBodyBytes, uploadTooLargeWords } from "../app/media/limits";
import { mediaAnswer, mediaPrefix } from "./media-route";
import { pages } from "../app/i18n/pages";
import { locales } from "../app/i18n/locale";

export { bareCsp, securityHeaders } from "./security-headers";

export interface AppOptions {
  /** React Router's server build; in development a function that loads the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode?: "production" | "development";
  site: StaticSite;
  services: Pick<Services, "contact" | "metrics" | "readiness"> & Partial<Pick<Services, "access" | "desk" | "cms" | "spam">>;
  /** True once a stop began: /readyz answers 503 so a load balancer drains this instance. */
  isStopping?: () => boolean;
  trustProxy: boolean;
  /** The public origin (SITE_URL): posts from it are accepted even when a proxy rewrote the host. */
  siteUrl: string;
  logger: Logger;
}

/**
 * The largest contact post that can be valid: every field at its limit in characters of up to
 * 4 UTF-8 bytes, each byte percent-encoded (3 characters), plus room for the other fields.
 */
export const maxBodyBytes = (contactLimits.firstName.max + contactLimits.email.max + contactLimits.message.max) * 4 * 3 + 4 * 1024;

/** The only paths that take a POST: the contact page in each language, and the JSON post of its form's script. */
const postPaths = new Set(locales.map((l) => pages.contact[l]).flatMap((p) => [p, contactSendPath(p)]));

/** The lead desk's paths: rendered for each request, never cached, never indexed. */
export function isDeskPath(path: string): boolean {
  return path === "/desk" || path.startsWith("/desk/") || path === "/desk.data";
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The client's address. Behind a trusted proxy, the last X-Forwarded-For entry (the one that proxy
 * appended), without the port some load balancers add: otherwise each port would be a new client
 * to the rate limit. An entry that is not an address is never a client key: the socket's address
 * is used, and the misconfiguration logged once.
 */
function clientAddress(trustProxy: boolean, logger: Logger) {
  let warned = false;
  return (c: Context): string => {
    if (!trustProxy) return socketAddress(c);
    const entry = lastForwardedEntry(c.req.header("x-forwarded-for"));
    if (entry === undefined) return socketAddress(c);
    const address = forwardedAddress(entry);
    if (address !== undefined) return address;
    if (!warned) {
      warned = true;
      logger.warn("X-Forwarded-For holds something that is not an address: using the connection's address (logged once)");
    }
    return socketAddress(c);
  };
}

/**
 * A post must come from this site (the same rule as the action's), refused with 403 here, before
 * React Router, whose own check would answer 400. Behind a proxy the Origin is the public origin
 * and the request reached another: the request is re-addressed to it so that both agree.
 */
function checkOrigin(request: Request, siteUrl: string): Request | "forbidden" {
  if (!isSameOrigin(request, siteUrl)) return "forbidden";
  const origin = request.headers.get("origin");
  const url = new URL(request.url);
  if (!origin || origin === url.origin) return request;
  return new Request(new URL(`${url.pathname}${url.search}`, origin), request);
}

/** Dot segments and dotfiles (whatever their encoding) get 400, methods other than GET, HEAD and POST 405. */
function refuseOddRequests(site: StaticSite): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.raw.url;
    const rawPath = url.slice(url.indexOf("/", url.indexOf("//") + 2)).split("?")[0] ?? "/";
    if (/(^|\/)\.|%2e|%2f|%5c|\\/i.test(wellKnownFree(rawPath))) {
      // The styled page in the visitor's language (French under /fr) when the build has one.
      const page = badRequestAnswer(site, rawPath);
      if (page) return new Response(c.req.method === "HEAD" ? null : new Uint8Array(page.body), { status: 400, headers: page.headers });
      return c.text("Bad Request", 400);
    }
    if (!["GET", "HEAD", "POST"].includes(c.req.method)) {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD, POST" });
    }
    await next();
  };
}

/** Health for load balancers and orchestrators: never cached, no personal data. */
function addHealthRoutes(app: Hono, services: AppOptions["services"], isStopping: () => boolean) {
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));
  app.get("/readyz", async (c) => {
    const readiness = await services.readiness();
    // Reachable is not enough: a database that refuses writes (disk full, read-only) stores no request.
    const ready = readiness.database === "up" && readiness.disk === "ok" && !isStopping();
    return c.json({ status: ready ? "ready" : "unavailable", stopping: isStopping(), ...readiness }, ready ? 200 : 503, {
      "Cache-Control": "no-store",
    });
  });
}

/** Each post's bound in bytes: the contact form's, the desk's, or a desk form's with an image. */
function postBodyLimit(): MiddlewareHandler {
  // The unread rest of a refused body is still on the connection: close it rather than reuse it.
  const contactLimit = bodyLimit({ maxSize: maxBodyBytes, onError: (c) => c.text("Payload Too Large", 413, { Connection: "close" }) });
  // Desk forms have longer fields than the contact form (a 5,000-character note), and a refusal in the desk's words.
  const deskTooLarge = (c: Context) => c.html(deskTooLargePage(c.req.header("accept-language")), 413, { Connection: "close" });
  const deskLimit = bodyLimit({ maxSize: maxDeskBodyBytes, onError: deskTooLarge });
  // A desk form with an image (multipart): the image's bound and room for the text; the image's own bound is said in the form.
  const uploadLimit = bodyLimit({
    maxSize: maxUploadBodyBytes,
    onError: (c) => c.html(deskTooLargePage(c.req.header("accept-language"), uploadTooLargeWords), 413, { Connection: "close" }),
  });
  return (c, next) =>
    (isUploadPost(c.req.path, c.req.header("content-type")) ? uploadLimit : isDeskPath(c.req.path) ? deskLimit : contactLimit)(c, next);
}

export function createApp(options: AppOptions): Hono {
  const { build, site, services, isStopping = () => false, trustProxy, siteUrl, logger, mode = "production" } = options;
  const { contact } = services;
  const clientIp = clientAddress(trustProxy, logger);
  const routeLogger = logger.child({ module: "app" });
  const handle = createRequestHandler(build, mode);
  const app = new Hono();

  app.use(secureHeaders(securityHeaderOptions));

  addHealthRoutes(app, services, isStopping);
  // Gone (issue 49): pages once called it when shown after a prefetch. A page a browser still holds
  // from before may call it once more: nothing is read or counted, and it is told not to ask again.
  app.get("/__visit", (c) => c.body(null, 410, { "Cache-Control": "no-store" }));
  app.use(async (c, next) => {
    await next();
    if (isDeskPath(c.req.path)) {
      // Whatever answered (the desk, a 404, a refusal): personal data is never kept by a cache.
      c.res.headers.set("Cache-Control", "no-store");
      c.res.headers.set("X-Robots-Tag", "noindex");
    }
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", bareCsp);
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });

  app.use(refuseOddRequests(site));
  app.on(["GET", "HEAD"], `${mediaPrefix}*`, mediaAnswer(services.cms?.media));

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const resolved = resolvePath(site, c.req.path);
    if (resolved.kind === "redirect") return c.redirect(`${resolved.to}${new URL(c.req.url).search}`, 301);
    if (resolved.kind === "missing-asset") return c.text("Not Found", 404, { "Cache-Control": "no-cache" });
    await next();
  });

  app.post("*", async (c, next) => {
    // The prerendered form's action may carry a trailing slash ("/fr/contact/").
    if (!postPaths.has(c.req.path.replace(/(.)\/+$/, "$1")) && !isDeskPath(c.req.path))
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    await next();
  });
  app.post("*", postBodyLimit());
  app.use("*", compress());

  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const context = makeLoadContext({
      request: { nonce, clientIp: clientIp(c), publicOrigin: siteUrl },
      logger: routeLogger,
      contact,
      access: services.access ?? null,
      desk: services.desk ?? null,
      cms: services.cms ?? null,
    });
    let request = c.req.raw;
    if (request.method === "POST" && isDeskPath(c.req.path)) {
      // The desk takes posts from its own origin only (DESK_ORIGIN), Origin header required.
      if (!services.access?.sameOrigin(request)) return c.text("Forbidden", 403);
      // Behind a proxy (or at 127.0.0.1 for localhost) the request reached another address than
      // the desk's origin: re-address it there, so that React Router's own origin check agrees.
      const url = new URL(request.url);
      if (url.origin !== services.access.origin)
        request = new Request(new URL(`${url.pathname}${url.search}`, services.access.origin), request);
    } else if (request.method === "POST") {
      const checked = checkOrigin(request, siteUrl);
      if (checked === "forbidden") {
        // Expected traffic (robots, a misconfigured proxy), not a fault: one line, no stack.
        logger.info({ path: c.req.path }, "post refused: not from this site (Origin or Sec-Fetch-Site)");
        services.metrics.submission("forbidden");
        return c.text("Forbidden", 403);
      }
      request = checked;
    }
    let response = await handle(request, context);
    // A contact page rendered here (the answer to a post without JavaScript, or any page in
    // development) gets its fill-time token as the prerendered ones do on the fast path.
    if (
      services.spam &&
      postPaths.has(c.req.path.replace(/(.)\/+$/, "$1")) &&
      response.headers.get("Content-Type")?.startsWith("text/html")
    ) {
      const html = await response.text();
      response = new Response(hasTokenField(html) ? spliceFillToken(html, services.spam.token()) : html, response);
      response.headers.delete("Content-Length");
    }
    const headers = new Headers(response.headers);
    headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], { injectedStyles: mode === "development" }));
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  return app;
}
