/** The production server: `npm start`. */
import { serve } from "@hono/node-server";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { loadEnv } from "../app/services/env.server";
import { createApp } from "./app";
import { loadStaticFiles } from "./static-files";

type Entry = { startServices: (env: ReturnType<typeof loadEnv>) => Promise<{ contact: unknown; close(): Promise<void> }> };

async function main() {
  if (process.env.NODE_ENV !== "production") {
    // React's development build renders several times slower: `npm start` sets production.
    console.warn(`NODE_ENV is ${process.env.NODE_ENV ?? "unset"}: run the server with NODE_ENV=production (npm start does).`);
  }
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    console.error(`Configuration error: ${(error as Error).message}`);
    process.exit(1);
  }
  const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
  const files = loadStaticFiles(resolve("build/client"), resolve("build/csp-hashes.json"));
  // The services are created inside the server bundle so routes and server share one instance.
  const services = await (build.entry.module as unknown as Entry).startServices(env);
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

await main();
