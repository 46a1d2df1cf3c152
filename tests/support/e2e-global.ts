import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumFlags, chromiumPath } from "./browser";
import { startServer, type RunningServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The e2e run's one Chromium: every file connects to it (sharedBrowser). */
    chromiumEndpoint: string;
    /** The e2e run's read-only production server, default settings (sharedSite). */
    sharedSiteUrl: string;
  }
}

/**
 * One Chromium and one production server for the whole e2e run, started before the first file and
 * stopped after the last. A Chromium of its own per file cost a browser start each (about 1 to 2 s
 * of CPU on a busy 2-core machine, 20 files), and a server of its own per file a cold start each
 * (its bundle, its pages into memory). Files that need a server with other settings, or that write
 * (contact requests, the desk), still start their own; they share the browser, each in contexts of
 * its own.
 */
export default async function setup(project: TestProject) {
  const [launched, started] = await Promise.allSettled([
    chromium.launchServer({ executablePath: chromiumPath(), args: chromiumFlags }),
    startServer({}),
  ]);
  const browser: BrowserServer | undefined = launched.status === "fulfilled" ? launched.value : undefined;
  const server: RunningServer | undefined = started.status === "fulfilled" ? started.value : undefined;
  if (!browser || !server) {
    await browser?.close();
    await server?.stop();
    throw launched.status === "rejected" ? launched.reason : (started as PromiseRejectedResult).reason;
  }
  project.provide("chromiumEndpoint", browser.wsEndpoint());
  project.provide("sharedSiteUrl", server.url);
  return async () => {
    await browser?.close();
    await server?.stop();
  };
}
