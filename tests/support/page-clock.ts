/**
 * A visitor's time on the contact form without the test spending it: the form's own timer runs on
 * the page's clock (Playwright's `page.clock`), which the test moves on; the page's fill-time token
 * is judged by the server's clock, which no test can move, so it is swapped for one the server
 * would have served that long before (signed with the key in the server's DATA_DIR). Waiting out
 * the minimum fill time instead cost each send 2.1 s, and a toast that lived 4 s of real time could
 * be gone before a loaded machine had measured it.
 */
import type { Page } from "playwright-core";
import { formToken } from "./form-token";

const clocked = new WeakSet<Page>();

/**
 * The page's clock under the test's hand, set before the page loads (the form's timer starts at the
 * navigation): it flows with real time until a test moves it on or holds it. A clock cannot be taken
 * off a tab, so a reused tab keeps its clock from test to test, and one held by a test before is let
 * go again here.
 */
export async function withClock(page: Page): Promise<Page> {
  if (clocked.has(page)) {
    await page.clock.resume();
  } else {
    await page.clock.install();
    clocked.add(page);
  }
  return page;
}

/**
 * The visitor spent `seconds` on the form before sending: the fill-time token is one served that
 * long ago, and the page's clock (when withClock set one; without JavaScript the token is the only
 * timer) moves on as far. With `hold`, the clock then stays there: the page's timers run only as the
 * test runs them (`page.clock.runFor`, `runTimersUntil`), so a toast stays up while it is measured
 * and goes when its lifetime has been run.
 */
export async function tookTime(page: Page, dataDir: string, { seconds = 30, hold = false } = {}): Promise<void> {
  if (clocked.has(page)) await (hold ? holdClock(page, seconds) : page.clock.fastForward(seconds * 1000));
  // Last, just before the test sends: a render of the form would put the served token back.
  await tokenServedAgo(page, dataDir, seconds);
}

/**
 * Moves the page's clock (set by withClock) `seconds` on and holds it there: the page's timers then
 * run only as the test runs them (see tookTime).
 */
export async function holdClock(page: Page, seconds = 1): Promise<void> {
  // pauseAt takes a time on the page's clock, which flows meanwhile: read it, then jump from there
  // (a time already past is refused).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + seconds * 1000);
}

/** The form in `page` carries the fill-time token of a page served `seconds` ago. */
export async function tokenServedAgo(page: Page, dataDir: string, seconds = 30): Promise<void> {
  await page.locator('input[name="fill_token"]').evaluate(
    (input: HTMLInputElement, token) => {
      input.value = token;
    },
    formToken(dataDir, seconds),
  );
}

/**
 * Runs a held clock on in steps of 50 ms until `condition` holds: a toast is put up by a timer of
 * 0 ms, which a held clock fires only when it is run. Fails after `timeoutMs` of real time.
 */
export async function runTimersUntil(page: Page, condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out running the page's timers until ${what}`);
    await page.clock.runFor(50);
  }
}
