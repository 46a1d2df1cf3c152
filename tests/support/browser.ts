import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/** Debian's Chromium (CHROMIUM_PATH to use another). */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that work headless as root on a closed network. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
}

/**
 * A page in a context of its own; closing the page closes its context. The context's close is
 * awaited by nobody, so a browser closed first (afterAll) must not surface as an unhandled rejection.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on("close", () => {
    context.close().catch(() => undefined);
  });
  return page;
}
