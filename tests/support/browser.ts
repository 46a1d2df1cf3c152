import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/** Debian's Chromium, headless, with the flags that work as root on a closed network. */
export function launchBrowser(options: { javaScriptEnabled?: boolean } = {}): Promise<Browser> {
  void options;
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
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
