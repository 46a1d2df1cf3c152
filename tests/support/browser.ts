import { chromium, type Browser } from "playwright-core";

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
