/**
 * What each Lighthouse audit file (tests/audit/lighthouse*.audit.ts) judges: the production server
 * with published content (issue 38: a case study and an article, imported into its database while
 * it runs, with the operator CLI), one Chromium, and Lighthouse's verdict on accessibility, best
 * practices and SEO.
 */
import type { LaunchedChrome } from "chrome-launcher";
import { afterAll, beforeAll } from "vitest";
import { failingAudits, launchChrome, runLighthouse, score, type Report } from "./lighthouse";
import { publishSample } from "./publish-content";
import { startServer, type RunningServer } from "./server";

const categories = ["accessibility", "best-practices", "seo"];

/** What the judge reads of a run: each category's score and every pass/fail audit that failed. */
export const verdict = (lhr: Report) => ({
  accessibility: score(lhr, "accessibility"),
  bestPractices: score(lhr, "best-practices"),
  seo: score(lhr, "seo"),
  failing: failingAudits(lhr),
});

/** The file's server and Chromium, started before its tests and stopped after; `audit` runs Lighthouse on a URL. */
export function lighthouseSite() {
  const site = {} as { server: RunningServer; chrome: LaunchedChrome; audit: (url: string) => Promise<Report> };
  beforeAll(async () => {
    site.server = await startServer();
    site.chrome = await launchChrome();
    const started = Date.now();
    await publishSample(site.server);
    console.log(`[lighthouse] content published and served in ${Date.now() - started} ms`);
  });
  afterAll(async () => {
    site.chrome?.kill();
    await site.server?.stop();
  });
  site.audit = (url) => runLighthouse(url, { port: site.chrome.port, categories, quietMs: 250 });
  return site;
}
