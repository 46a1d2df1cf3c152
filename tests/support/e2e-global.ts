import type { TestProject } from "vitest/node";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The e2e run's read-only production server (sharedSite); set, it also says the run is the e2e tier's (sharedBrowser). */
    sharedSiteUrl: string;
  }
}

/**
 * One production server for the whole e2e run, started before the first file and stopped after the
 * last: a server of its own per file cost a cold start each (its bundle, its pages into memory).
 * Files that need a server with other settings, or that write (contact requests, the desk), still
 * start their own. The browser is each worker's own (sharedBrowser): a Chromium shared by the whole
 * run through a browser server cost Playwright's protocol a WebSocket hop per call.
 */
export default async function setup(project: TestProject) {
  const server = await startServer({});
  project.provide("sharedSiteUrl", server.url);
  return async () => {
    await server.stop();
  };
}
