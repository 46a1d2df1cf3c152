import type { Browser, BrowserContext } from "playwright-core";
import { inject } from "vitest";
import { launchBrowser } from "./browser";
import type { RunningServer } from "./server";

/** This worker's Chromium under the e2e tier, launched by the first file that asks for it. */
let workerBrowser: Promise<Browser> | undefined;

/**
 * A Chromium for one test file. Under the e2e tier (its global setup has run) each Vitest worker
 * keeps one Chromium of its own for every file it runs (the tier shares one module graph per worker,
 * `isolate: false`), and a file gets a view of it: the contexts and pages it makes are its own, and
 * closing the view closes them, the browser stays for the worker's next file. Playwright then talks
 * to Chromium over the pipe it launched it with, not through a browser server over a WebSocket:
 * site.e2e.ts alone (58 tests, quiet machine, 2026-12-02), the test worker's CPU 15.2 s to 10.6 s
 * and Vitest's 14.3 s to 10.0 s. Outside the e2e tier (no global setup), a browser of its own.
 */
export async function sharedBrowser(): Promise<Browser> {
  if (!inject("sharedSiteUrl")) return launchBrowser();
  let browser = await (workerBrowser ??= launchBrowser());
  if (!browser.isConnected()) browser = await (workerBrowser = launchBrowser());
  return fileView(browser);
}

/** The browser as one file sees it: its own contexts; `close` closes those, not the browser. */
function fileView(browser: Browser): Browser {
  const contexts = new Set<BrowserContext>();
  const track = (context: BrowserContext): BrowserContext => {
    contexts.add(context);
    context.on("close", () => contexts.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      switch (property) {
        case "newContext":
          return async (...args: Parameters<Browser["newContext"]>) => track(await target.newContext(...args));
        case "newPage":
          return async (...args: Parameters<Browser["newPage"]>) => {
            const page = await target.newPage(...args);
            track(page.context());
            return page;
          };
        case "contexts":
          return () => [...contexts];
        case "close":
          return async () => {
            await Promise.all([...contexts].map((context) => context.close().catch(() => undefined)));
          };
        default: {
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === "function" ? value.bind(target) : value;
        }
      }
    },
  });
}

/**
 * The e2e run's production server with default settings, for files that only read pages: no
 * contact request sent (the per-address and per-client limits are the server's, shared by every
 * file), no log read, nothing stopped. Undefined outside the e2e tier.
 */
export function sharedSite(): Pick<RunningServer, "url" | "port"> | undefined {
  const url = inject("sharedSiteUrl");
  return url ? { url, port: Number(new URL(url).port) } : undefined;
}
