import { randomBytes } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isSameOrigin } from "../app/contact/origin";
import { makeLoadContext } from "../app/context";
import type { ContactService } from "../app/services/index.server";
import { contentSecurityPolicy } from "./csp";
import type { StaticFile } from "./static-files";

export interface AppOptions {
  build: ServerBuild;
  files: Map<string, StaticFile>;
  contact: ContactService;
  trustProxy: boolean;
  /** The public origin (SITE_URL): posts from it are accepted even when a proxy rewrote the host. */
  siteUrl: string;
}

const MAX_BODY = 16 * 1024;

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    // The proxy in front of us appends the address it saw: the last entry is the one to trust.
    const forwarded = c.req.header("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

function acceptsEncoding(c: Context, encoding: string): boolean {
  return (c.req.header("accept-encoding") ?? "").split(",").some((e) => e.trim().split(";")[0] === encoding);
}

function sendStatic(c: Context, file: StaticFile): Response {
  const headers = new Headers({
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (file.csp) headers.set("Content-Security-Policy", file.csp);
  if (c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
  let body = file.body;
  if (file.br && acceptsEncoding(c, "br")) {
    body = file.br;
    headers.set("Content-Encoding", "br");
  } else if (file.gzip && acceptsEncoding(c, "gzip")) {
    body = file.gzip;
    headers.set("Content-Encoding", "gzip");
  }
  headers.set("Content-Length", String(body.length));
  // A view on the cached buffer, not a copy of it.
  const view = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Response(c.req.method === "HEAD" ? null : view, { status: 200, headers });
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
  if (!origin || origin === "null" || origin === url.origin) return request;
  return new Request(new URL(`${url.pathname}${url.search}`, origin), request);
}

export function createApp({ build, files, contact, trustProxy, siteUrl }: AppOptions): Hono {
  const handle = createRequestHandler(build, "production");
  const app = new Hono();

  app.use(
    secureHeaders({
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginOpenerPolicy: "same-origin",
      crossOriginResourcePolicy: "same-origin",
      xFrameOptions: "DENY",
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
      },
    }),
  );

  app.use(async (c, next) => {
    // Dot segments and dotfiles are refused outright, whatever their encoding.
    const url = c.req.raw.url;
    const rawPath = url.slice(url.indexOf("/", url.indexOf("//") + 2)).split("?")[0] ?? "/";
    if (/(^|\/)\.|%2e|%2f|%5c|\\/i.test(rawPath)) {
      return c.text("Bad Request", 400);
    }
    if (!["GET", "HEAD", "POST"].includes(c.req.method)) {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD, POST" });
    }
    await next();
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const path = c.req.path;
    const file = files.get(path);
    if (file) return sendStatic(c, file);
    // "/labs/" → "/labs"; the French home keeps its slash.
    if (path.length > 1 && path.endsWith("/")) {
      const bare = path.replace(/\/+$/, "");
      if (files.has(bare)) {
        const url = new URL(c.req.url);
        return c.redirect(`${bare}${url.search}`, 301);
      }
    }
    if (path.startsWith("/assets/")) return c.text("Not Found", 404);
    await next();
  });

  app.post("*", bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.text("Payload Too Large", 413) }));
  app.use("*", compress());

  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64");
    const context = makeLoadContext({ nonce, clientIp: clientIp(c, trustProxy) }, contact);
    let request = c.req.raw;
    if (request.method === "POST") {
      const checked = checkOrigin(request, siteUrl);
      if (checked === "forbidden") return c.text("Forbidden", 403);
      request = checked;
    }
    const response = await handle(request, context);
    const headers = new Headers(response.headers);
    headers.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  });

  return app;
}
