import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { tabPool, type Tab } from "./browser";
import { startServer, type RunningServer } from "./server";
import { sharedBrowser, sharedSite } from "./shared";

/** A server a file reads pages from: its address. */
export type SiteServer = Pick<RunningServer, "url" | "port">;

/**
 * The production server and Chromium for one test file; `tab` hands out its reused tabs (see
 * tabPool). With no settings of its own the file reads the e2e run's shared server; with settings
 * (`env`), it starts its own, stopped after it. The browser is the run's one Chromium.
 */
export function siteInBrowser(env: Record<string, string> = {}) {
  const live = {} as { server: SiteServer; browser: Browser; tab: Tab };
  let own: RunningServer | undefined;
  live.tab = tabPool(() => live.browser);
  beforeAll(async () => {
    const shared = Object.keys(env).length === 0 ? sharedSite() : undefined;
    live.server = shared ?? (own = await startServer(env));
    live.browser = await sharedBrowser();
  });
  afterAll(async () => {
    await live.browser?.close();
    await own?.stop();
  });
  return live;
}
