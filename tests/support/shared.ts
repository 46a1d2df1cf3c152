import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";
import { launchBrowser } from "./browser";
import type { RunningServer } from "./server";

/**
 * The e2e run's one Chromium (tests/support/e2e-global.ts), connected to: closing what this returns
 * closes this file's contexts and disconnects, the browser stays for the other files. Outside the
 * e2e tier (no global setup), a browser of its own.
 */
export function sharedBrowser(): Promise<Browser> {
  const endpoint = inject("chromiumEndpoint");
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
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
