/** The production server: `npm start` runs it from the server bundle (server.js). */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import { resolve } from "node:path";
import type { ServerBuild } from "react-router";
import { configureBooking } from "../app/booking";
import { loadEnv, type Env } from "../app/platform/env.server";
import { dataDirProblem, dataDirWarning, DataDirLocked, lockDataDir } from "../app/platform/data-dir.server";
import { startServices, type Services } from "./services";
import { tokenKeyProblem } from "../app/contact/spam/token-key.server";
import { createLogger, type Logger } from "../app/platform/log.server";
import { identityProblems, placeholderWarnings } from "../app/site-identity";
import { createApp } from "./app";
import { bareCsp, securityHeaders } from "./security-headers";
import { createFastPath } from "./fast-path";
import { badRequestTarget } from "./request-target";
import { badRequestAnswer, loadStaticSite, type StaticSite } from "./static-files";
import { buildPaths, readCspHashes, readInlineScripts } from "../lib/build-output";
import { startPublisher } from "./publishing";
import { startScheduler } from "../app/cms/schedule/scheduler.server";
import { createVisitHook } from "./visit-hook";

/**
 * node:http as `require` gives it: imported as an ES module, Node builds its namespace by reading
 * every export, and the WebSocket and fetch getters among them load Node's fetch classes and
 * http2, about 11 MB the start does not need (docs/benchmarks.md, memory after start).
 */
const { createServer } = process.getBuiltinModule("node:http");

/**
 * React Router's server build (the routes, React's server renderer), imported by the first request
 * the fast path does not answer (a post, the desk, a data request): a server that only serves
 * prerendered pages never loads it, and starts with about 5 MB less resident (docs/benchmarks.md).
 * Imported once; React Router asks for it on every request.
 */
let productionBuild: Promise<ServerBuild> | undefined;
const loadProductionBuild = () => (productionBuild ??= import("virtual:react-router/server-build") as Promise<ServerBuild>);

/** How long without a new connection before a stopping server stops accepting. */
const acceptQuietMs = 250;

/** A configuration error: one plain line for the operator, then exit 1 (no logger exists yet). */
function refuseToStart(reason: string): never {
  process.stderr.write(`Configuration error: ${reason}\n`);
  process.exit(1);
}

/**
 * What `npm run dev` changes (server/dev.ts): the build loaded anew from Vite for each request, no
 * prerendered files (Vite serves the modules first), and Vite's HMR on the same HTTP server.
 * Everything else (headers, limits, origin check, health, logs, services) is the same server.
 */
export interface DevOptions {
  build: () => Promise<ServerBuild>;
  /** Vite's middlewares: the modules, assets and public files of the dev server. */
  middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /** The HTTP server Vite's HMR websocket is attached to. */
  server: Server;
}

/** No prerendered files in development: every page is rendered by React Router. */
const emptySite: StaticSite = { files: new Map(), pagesByLowerCase: new Map(), notFound: {}, badRequest: {} };

/** The environment, parsed and checked: refuses to start with one line naming what is wrong. */
function checkedEnv(): Env {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    refuseToStart((error as Error).message);
  }
  const dataDir = dataDirProblem(env);
  if (dataDir) refuseToStart(dataDir);
  const tokenKey = tokenKeyProblem(env);
  if (tokenKey) refuseToStart(tokenKey);
  return env;
}

/** One server per SQLite file: a second one would take the first one's outbox claims. */
function holdDataDir(env: Env): void {
  if (env.databaseUrl) return;
  try {
    const release = lockDataDir(env.dataDir);
    process.once("exit", release);
  } catch (error) {
    refuseToStart(error instanceof DataDirLocked ? error.message : `cannot lock DATA_DIR: ${(error as Error).message}`);
  }
}

/** What the operator should fix but the server can run with. */
function warnAboutSetup(env: Env, logger: Logger): void {
  if (process.env.NODE_ENV === "production") {
    // The identity the pages were built with: what is still a placeholder, and what is invalid.
    for (const warning of [...identityProblems(), ...placeholderWarnings()]) logger.warn(warning);
  }
  const openDataDir = env.databaseUrl && env.smtpUrl ? undefined : dataDirWarning(env.dataDir);
  if (openDataDir) logger.warn({ module: "privacy" }, openDataDir);
}

/** The prerendered site in memory (none in development), and the headers of a refused request target. */
async function loadSite(env: Env, dev: DevOptions | undefined) {
  const headers = securityHeaders();
  // The booking link: what the server renders uses BOOKING_URL; the prerendered pages get it here.
  configureBooking(env.bookingUrl);
  const built = buildPaths();
  const site = dev
    ? emptySite
    : loadStaticSite(resolve(built.client), readCspHashes(), headers, { bookingUrl: env.bookingUrl, bookingDir: resolve(built.booking) });
  // A request that names no resource of this site (OPTIONS *, a malformed Host) is refused here,
  // before anything parses it into a URL, and still with the security headers.
  const badRequestHeaders = Object.entries({
    ...headers,
    "Content-Security-Policy": bareCsp,
    "Cache-Control": "no-store",
    "Content-Type": "text/plain; charset=UTF-8",
  }).flat();
  return { site, badRequestHeaders, headers };
}

/** Content published in the desk goes live in this process's memory, and follows other instances' publishes. */
function publishContent(env: Env, logger: Logger, services: Services, site: StaticSite, headers: Record<string, string>): void {
  const publisher = startPublisher({
    site,
    source: { ...services.cms.content, redirects: () => services.cms.slugs.redirects() },
    loadBuild: loadProductionBuild,
    securityHeaders: headers,
    inlineScripts: readInlineScripts(),
    bookingUrl: env.bookingUrl,
    origin: env.siteUrl,
    logger: logger.child({ module: "publishing" }),
  });
  services.cms.content.onPublished(() => publisher.refresh());
  services.cms.slugs.onPublished(() => publisher.refresh());
  const scheduler = startScheduler({
    fireDue: () => services.cms.schedule.fireDue(),
    dueWithin: (ms) => services.cms.schedule.dueWithin(ms),
    warm: () => publisher.warm(),
    published: () => publisher.refresh(),
    logger: logger.child({ module: "schedule" }),
  });
  // No poll once a stop began: the database closes under it.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => (publisher.stop(), scheduler.stop()));
}

/** Requests being answered, and when the last one came or went: the stop waits for quiet. */
interface Traffic {
  stopping: boolean;
  inFlight: number;
  lastActivity: number;
  lastConnection: number;
}

interface Answering {
  env: Env;
  logger: Logger;
  services: Services;
  site: StaticSite;
  badRequestHeaders: string[];
  traffic: Traffic;
  dev: DevOptions | undefined;
}

/**
 * The Hono app (React Router behind it), for what the fast path does not answer. Made at start;
 * its Node adapter, and with it Node's fetch classes, on the first request it answers.
 */
function dynamicHandler({ env, logger, services, site, traffic, dev }: Answering) {
  const app = createApp({
    build: dev ? dev.build : loadProductionBuild,
    mode: dev ? "development" : "production",
    site,
    services,
    isStopping: () => traffic.stopping,
    trustProxy: env.trustProxy,
    siteUrl: env.siteUrl,
    logger: logger.child({ module: "http" }),
  });
  // @hono/node-server builds on Node's fetch classes (Request, Response), which Node loads on
  // first use: about 10 MB that a server answering only prerendered pages never needs. Imported
  // by the first request the fast path does not answer, beside the server build it waits for.
  let listener: Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> | undefined;
  const adapter = () => (listener ??= import("@hono/node-server").then(({ getRequestListener }) => getRequestListener(app.fetch)));
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    adapter()
      .then((answer) => answer(req, res))
      .catch((error: unknown) => {
        logger.error({ err: error }, "cannot answer: the HTTP adapter did not load");
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=UTF-8" });
        res.end("Internal Server Error");
      });
  };
  /**
   * What a contact post needs, loaded once the first contact page is served: the form's post
   * comes from that page (its fill-time token), seconds later, and finds it ready.
   */
  let prepared = false;
  const prepare = () => {
    if (prepared || dev) return;
    prepared = true;
    setImmediate(() => {
      void adapter().catch(() => undefined);
      void loadProductionBuild().catch(() => undefined);
      services.spam.prepare();
    });
  };
  return { answer, prepare };
}

/**
 * One handler for every request: the fast path first (prerendered files from memory, answered
 * within this call), then the app. What runs per request on the fast path is kept to what an
 * answer needs (docs/benchmarks.md, a profile of one wrk run): its request id, the metrics, the
 * visit counter's hook; its bookkeeping is done here, once the answer is written, with no
 * listener on the response.
 */
function requestHandler(answering: Answering) {
  const { env, logger, services, site, badRequestHeaders, traffic, dev } = answering;
  const visits = services.visits ? createVisitHook(site, services.visits, env.siteUrl, env.trustProxy) : undefined;
  const { answer: app, prepare } = dynamicHandler(answering);
  const fastPath = createFastPath(site, visits?.answered, () => (prepare(), services.spam.token()));
  const { metrics } = services;
  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    traffic.lastActivity = Date.now();
    // A proxy's request id is kept only from a proxy we trust; otherwise each request gets one.
    const incoming = req.headers["x-request-id"];
    const requestId = env.trustProxy && typeof incoming === "string" && /^[\w.:@-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    // While stopping, each answer closes its connection, so keep-alive clients move on.
    const ownHeaders = traffic.stopping ? ["X-Request-Id", requestId, "Connection", "close"] : ["X-Request-Id", requestId];
    if (badRequestTarget(req.url, req.headers.host)) {
      // The styled page in the path's language when the build has one; plain text otherwise.
      const page = badRequestAnswer(site, req.url);
      if (page)
        res.writeHead(400, Object.entries(page.headers).flat().concat(ownHeaders)).end(req.method === "HEAD" ? undefined : page.body);
      else res.writeHead(400, badRequestHeaders.concat(ownHeaders)).end("Bad Request");
      metrics.httpRequest(400, (performance.now() - started) / 1000);
      return;
    }
    // Static answers are counted, not logged.
    if (!dev && fastPath(req, res, ownHeaders)) {
      metrics.httpRequest(res.statusCode, (performance.now() - started) / 1000);
      return;
    }
    traffic.inFlight++;
    let dynamic = false;
    res.once("close", () => {
      traffic.inFlight--;
      traffic.lastActivity = Date.now();
      const seconds = (performance.now() - started) / 1000;
      metrics.httpRequest(res.statusCode, seconds);
      // What Vite answered in development and health checks are counted, not logged; the path only, never the query.
      if (!dynamic) return;
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const path = query < 0 ? url : url.slice(0, query);
      if (path !== "/healthz" && path !== "/readyz") {
        logger.info({ requestId, method: req.method, path, status: res.statusCode, ms: Math.round(seconds * 1000) }, "request");
      }
    });
    const dynamicAnswer = () => {
      for (let i = 0; i < ownHeaders.length; i += 2) res.setHeader(ownHeaders[i]!, ownHeaders[i + 1]!);
      dynamic = true;
      app(req, res);
    };
    if (dev) dev.middlewares(req, res, dynamicAnswer);
    else dynamicAnswer();
  };
}

/** Listens on HOST:PORT; a port taken or an address not of this machine stops the start in words. */
function listen(server: Server, env: Env, logger: Logger): void {
  server.on("error", (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === "EADDRINUSE"
        ? `PORT ${env.port} is already in use on ${env.host}`
        : error.code === "ENOTFOUND" || error.code === "EAI_AGAIN" || error.code === "EADDRNOTAVAIL"
          ? `HOST ${env.host} is not an address of this machine`
          : error.code === "EACCES"
            ? `PORT ${env.port} needs privileges this process does not have`
            : `cannot listen on ${env.host}:${env.port}: ${error.message}`;
    refuseToStart(reason);
  });
  server.listen(env.port, env.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.port;
    const host = env.host === "0.0.0.0" || env.host === "::" ? "localhost" : env.host;
    logger.info({ node: process.version }, `Site ready on http://${host}:${port} (Node ${process.version})`);
  });
}

/** SIGTERM and SIGINT: stop accepting once quiet, finish what is in flight, close the services, exit. */
function stopOnSignals(server: Server, services: Services, traffic: Traffic, logger: Logger): void {
  const shutdown = (signal: string) => {
    if (traffic.stopping) return;
    traffic.stopping = true;
    logger.info({ signal }, `${signal}: closing`);
    const force = setTimeout(() => {
      logger.error("Still busy after 9 s: closing the remaining connections");
      server.closeAllConnections();
      process.exit(1);
    }, 9_000);
    force.unref();
    // Stop accepting first, without http.Server#close's immediate sweep of idle connections: a
    // connection whose request is still unread in its buffer looks idle and would be reset.
    // Connections the kernel completed but this busy process has not accepted yet would be reset
    // by closing the listener now. Keep accepting until none has arrived for a moment, checked
    // after the event loop's I/O phase (setImmediate), so a loop slowed by load does not mistake
    // its own delay for quiet; at most 2 s. /readyz already answers 503 meanwhile.
    const since = Date.now();
    const closeListener = () =>
      NetServer.prototype.close.call(server, () => {
        void services.close().then(() => process.exit(0));
      });
    const waitForQuiet = () =>
      setTimeout(() => {
        setImmediate(() => {
          const quiet = Date.now() - traffic.lastConnection >= acceptQuietMs;
          if (quiet || Date.now() - since >= 2_000) closeListener();
          else waitForQuiet();
        });
      }, 50);
    waitForQuiet();
    // Then close the connections left idle, once nothing has come in for a moment: under load a
    // request can sit unread in its socket's buffer, and its connection looks idle until it is read.
    const sweep = setInterval(() => {
      if (traffic.inFlight === 0 && Date.now() - traffic.lastActivity > 500) server.closeIdleConnections();
    }, 100);
    sweep.unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/** The server, in its steps: configuration, the DATA_DIR lock, the site, the services, then listening. */
export async function start(dev?: DevOptions) {
  const env = checkedEnv();
  // JSON lines for a log shipper, readable lines on a terminal; at LOG_LEVEL.
  const logger = createLogger({ level: env.logLevel });
  if (!dev && process.env.NODE_ENV !== "production") {
    // React's development build renders several times slower: `npm start` sets production.
    logger.warn(`NODE_ENV is ${process.env.NODE_ENV ?? "unset"}: run the server with NODE_ENV=production (npm start does)`);
  }
  holdDataDir(env);
  warnAboutSetup(env, logger);
  const { site, badRequestHeaders, headers } = await loadSite(env, dev);
  const services = await startServices(env, logger);
  if (!dev) publishContent(env, logger, services, site, headers);
  const traffic: Traffic = { stopping: false, inFlight: 0, lastActivity: Date.now(), lastConnection: 0 };
  // A request without a body (every GET the fast path answers) gets a body stream already ended:
  // none of the stream's events to set up and emit per request (about 9 % more pages per second
  // from a bare node:http server, docs/benchmarks.md).
  const server = dev?.server ?? createServer({ optimizeEmptyRequests: true });
  server.on("request", requestHandler({ env, logger, services, site, badRequestHeaders, traffic, dev }));
  server.on("connection", () => {
    traffic.lastConnection = Date.now();
  });
  listen(server, env, logger);
  stopOnSignals(server, services, traffic, logger);
}
