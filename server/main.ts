/** The production server: `npm start` runs it from the server bundle (server.js). */
import { serve } from "@hono/node-server";
import { resolve } from "node:path";
import * as build from "virtual:react-router/server-build";
import { loadEnv, type Env } from "../app/services/env.server";
import { startServices } from "../app/services/index.server";
import { createApp } from "./app";
import { loadStaticFiles } from "./static-files";

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
  const files = loadStaticFiles(resolve("build/client"), resolve("build/csp-hashes.json"));
  const services = await startServices(env);
  const app = createApp({ build, files, contact: services.contact, trustProxy: env.trustProxy, siteUrl: env.siteUrl });

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    console.log(`Site ready on http://${info.address === "::" ? "localhost" : info.address}:${info.port}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await services.close();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

