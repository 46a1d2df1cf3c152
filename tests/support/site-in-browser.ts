import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser, tabPool, type Tab } from "./browser";
import { startServer, type RunningServer } from "./server";

/**
 * The production server and Chromium for one test file, started before and stopped after it;
 * `tab` hands out its reused tabs (see tabPool).
 */
export function siteInBrowser(env: Record<string, string> = {}) {
  const live = {} as { server: RunningServer; browser: Browser; tab: Tab };
  live.tab = tabPool(() => live.browser);
  beforeAll(async () => {
    live.server = await startServer(env);
    live.browser = await launchBrowser();
  });
  afterAll(async () => {
    await live.browser?.close();
    await live.server?.stop();
  });
  return live;
}
