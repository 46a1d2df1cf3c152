/** The production server: `npm start` runs it from the server bundle (server.js). */
import { getRequestListener } from "@hono/node-server";
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Server as NetServer } from "node:net";
import { resolve } from "node:path";
import * as build from "virtual:react-router/server-build";
import { loadEnv, type Env } from "../app/services/env.server";
import { dataDirProblem, dataDirWarning, DataDirLocked, lockDataDir } from "../app/services/data-dir.server";
import { startServices } from "../app/services/index.server";
import { createLogger, routeConsoleTo } from "../app/services/log.server";
import { identityProblems, placeholderWarnings } from "../app/site-identity";
import { createApp, securityHeaders } from "./app";
import { createFastPath } from "./fast-path";
import { buildPaths, readCspHashes } from "../lib/build-output";
import { createVisitHook } from "./visit-hook";
import { loadStaticSite } from "./static-files";

/** How long without a new connection before a stopping server stops accepting. */
const acceptQuietMs = 250;

export async function start() {
  if (process.env.NODE_ENV !== "production") {
    // React's development build renders several times slower: `npm start` sets production.
    console.warn(`NODE_ENV is ${process.env.NODE_ENV ?? "unset"}: run the server with NODE_ENV=production (npm start does).`);
  }
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    process.exit(1);
  }
  const dataDir = dataDirProblem(env);
  if (dataDir) {
    console.error(`Configuration error: ${dataDir}`);
    process.exit(1);
  }
  if (!env.databaseUrl) {
    // One server per SQLite file: a second one would take the first one's outbox claims.
    try {
      const release = lockDataDir(env.dataDir);
      process.once("exit", release);
    } catch (error) {
      console.error(`Configuration error: ${error instanceof DataDirLocked ? error.message : `cannot lock DATA_DIR: ${(error as Error).message}`}`);
      process.exit(1);
    }
  }
  // One JSON object per line for the log shipper, at LOG_LEVEL.
  const logger = createLogger();
  if (process.env.NODE_ENV === "production") routeConsoleTo(logger);
  if (process.env.NODE_ENV === "production") {
    // The identity the pages were built with: what is still a placeholder, and what is invalid.
    for (const warning of [...identityProblems(), ...placeholderWarnings()]) logger.warn(warning);
  }
  const openDataDir = env.databaseUrl && env.smtpUrl ? undefined : dataDirWarning(env.dataDir);
  if (openDataDir) console.warn(`[privacy] ${openDataDir}`);
  const site = loadStaticSite(resolve(buildPaths().client), readCspHashes(), await securityHeaders());
  const services = await startServices(env);
  let stopping = false;
  const visits = services.visits ? createVisitHook(site, services.visits, env.siteUrl) : undefined;
  const app = createApp({ build, site, services, visits, isStopping: () => stopping, trustProxy: env.trustProxy, siteUrl: env.siteUrl });
  const fastPath = createFastPath(site, visits?.answered);
  const handle = getRequestListener(app.fetch);

  // Requests being answered, and when the last one came or went: the stop waits for quiet.
  let inFlight = 0;
  let lastActivity = Date.now();
  let lastConnection = 0;
  const server = createServer((req, res) => {
    inFlight++;
    lastActivity = Date.now();
    const started = process.hrtime.bigint();
    // A proxy's request id is kept only from a proxy we trust; otherwise each request gets one.
    const incoming = req.headers["x-request-id"];
    const requestId = env.trustProxy && typeof incoming === "string" && /^[\w.:@-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    // While stopping, each answer closes its connection, so keep-alive clients move on.
    const ownHeaders = stopping ? ["X-Request-Id", requestId, "Connection", "close"] : ["X-Request-Id", requestId];
    let dynamic = false;
    res.once("close", () => {
      inFlight--;
      lastActivity = Date.now();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      services.metrics.httpRequest(res.statusCode, seconds);
      // Static answers and health checks are counted, not logged; the path only, never the query.
      if (!dynamic) return;
      const url = req.url ?? "/";
      const query = url.indexOf("?");
      const path = query < 0 ? url : url.slice(0, query);
      if (path !== "/healthz" && path !== "/readyz") {
        logger.info({ requestId, method: req.method, path, status: res.statusCode, ms: Math.round(seconds * 1000) }, "request");
      }
    });
    if (!fastPath(req, res, ownHeaders)) {
      for (let i = 0; i < ownHeaders.length; i += 2) res.setHeader(ownHeaders[i]!, ownHeaders[i + 1]!);
      dynamic = true;
      void handle(req, res);
    }
  });
  server.on("connection", () => {
    lastConnection = Date.now();
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === "EADDRINUSE"
        ? `PORT ${env.port} is already in use on ${env.host}`
        : error.code === "ENOTFOUND" || error.code === "EAI_AGAIN" || error.code === "EADDRNOTAVAIL"
          ? `HOST ${env.host} is not an address of this machine`
          : error.code === "EACCES"
            ? `PORT ${env.port} needs privileges this process does not have`
            : `cannot listen on ${env.host}:${env.port}: ${error.message}`;
    console.error(`Configuration error: ${reason}`);
    process.exit(1);
  });
  server.listen(env.port, env.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.port;
    console.log(`Site ready on http://${env.host === "0.0.0.0" || env.host === "::" ? "localhost" : env.host}:${port}`);
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    const force = setTimeout(() => {
      console.error("Still busy after 9 s: closing the remaining connections");
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
          const quiet = Date.now() - lastConnection >= acceptQuietMs;
          if (quiet || Date.now() - since >= 2_000) closeListener();
          else waitForQuiet();
        });
      }, 50);
    waitForQuiet();
    // Then close the connections left idle, once nothing has come in for a moment: under load a
    // request can sit unread in its socket's buffer, and its connection looks idle until it is read.
    const sweep = setInterval(() => {
      if (inFlight === 0 && Date.now() - lastActivity > 500) server.closeIdleConnections();
    }, 100);
    sweep.unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
