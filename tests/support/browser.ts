import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";

/**
 * Debian's Chromium, or the one CHROMIUM_PATH names. On x64 `.ci/run` sets it to Chromium's headless
 * shell (the npm package @sparticuz/chromium, pinned there), which is what Playwright itself runs
 * headless by default: the same Blink and V8 without the browser's window layer. Debian's Chromium
 * has had no such mode since 132; its `--headless` is the whole browser without a screen. On
 * site.e2e.ts alone (58 tests, quiet machine, 2026-12-02) Chromium's processes took 108 s of CPU
 * with Debian's 156 and 42 s with the shell (153), the file 74 s against 44 s; every test passed on
 * both. The shell is not a devDependency: its package wants Node 22 or newer, and a fresh install
 * runs on the machine's Node (docs/testing.md, "The browser").
 */
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

/**
 * A browser of this process's own. Under the e2e tier the files connect to the run's one Chromium
 * instead (sharedBrowser in ./shared); the benches and audits launch their own.
 */
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

/** What a reused tab is set to before a test has it: its size, colour scheme and JavaScript. */
export interface TabOptions {
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
  javaScriptEnabled?: boolean;
}

/** Hands out a file's reused tab, set as asked (see tabPool). */
export type Tab = (options?: TabOptions) => Promise<Page>;

/**
 * Tabs kept open for one test file's checks of pages as they are served: one per JavaScript
 * setting, handed from test to test, each time blank, at the size and colour scheme asked for, on
 * screen media, with the test before's listeners and routes gone and the pointer in the corner.
 *
 * A tab of its own per check cost Chromium about 2.0 s of CPU (a browser context, a renderer
 * process, Playwright's set-up of the page) against 0.2 to 0.3 s to load a page in a tab already
 * open (Chromium's processes' CPU time over 20 loads of /about each way, quiet machine, 2026-11-26).
 * site.e2e.ts and layout.e2e.ts side by side: 601 s before, 394 s after (tests 919 s to 536 s).
 *
 * For checks that leave nothing behind but what a new page load clears: no sign-in, no cookie, no
 * clock (`page.clock` cannot be taken back), no init script, no offline switch, and one tab at a
 * time (the same JavaScript setting gives the same tab). A test may close its tab: the next one
 * gets a new tab.
 */
export function tabPool(browser: () => Browser): Tab {
  const tabs = new Map<boolean, Page>();
  return async function tab({
    width = 1280,
    height = 900,
    colorScheme = "light",
    javaScriptEnabled = true,
  }: TabOptions = {}): Promise<Page> {
    let page = tabs.get(javaScriptEnabled);
    if (!page || page.isClosed()) {
      page = await openPage(browser(), { viewport: { width, height }, colorScheme, javaScriptEnabled });
      tabs.set(javaScriptEnabled, page);
      return page;
    }
    page.removeAllListeners();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.goto("about:blank");
    await page.mouse.move(0, 0);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ media: "screen", colorScheme, reducedMotion: "no-preference", forcedColors: "none" });
    return page;
  };
}
