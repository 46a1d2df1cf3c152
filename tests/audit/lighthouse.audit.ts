/**
 * Lighthouse 12 (mobile, its default: a mid-range phone on a slow 4G link, simulated) judges the
 * production server as a search engine and a visitor's phone would. Accessibility, best practices
 * and SEO must be perfect; performance is a budget with room for a busy shared machine, since
 * Lighthouse derives it from timings measured here.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { median } from "../support/bench-report";
import { chromiumFlags, chromiumPath } from "../support/browser";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let chrome: chromeLauncher.LaunchedChrome;
beforeAll(async () => {
  server = await startServer();
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...chromiumFlags] });
});
afterAll(async () => {
  chrome?.kill();
  await server?.stop();
});

// A content page with no script file, the one with the tooltip script, the longest page (French),
// and the two pages that hydrate the contact form; the Dutch home and contact pages (issue 27).
const paths = ["/", "/projects", "/fr/legal-notice", "/contact", "/fr/contact", "/nl/", "/nl/contact"];

/** Lighthouse's own advice on variability: run several times and judge the median. */
const runs = 5;

/**
 * The CPU slowdown that makes this machine a mid-range phone (Lighthouse's target, a Moto G Power),
 * from the benchmark index Lighthouse measured here: the mapping of Lighthouse's CPU throttling
 * calculator, which its own slow-host warning points to. Its default of 4 assumes an index of about
 * 1,533; these shared machines measured from about 2,000 to 2,800 here, and the CI machine was
 * slower (the contact page's blocking time at 4 × was 0 ms here and 390-1,100 ms there), so a fixed
 * 4 × judged the machine as much as the page. Below 150 no slowdown can emulate the phone: 1.
 */
function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/** The benchmark index of the latest run: each run is throttled by what the one before it measured. */
let benchmarkIndex = 0;

describe("Lighthouse, mobile", () => {
  // A first run, not judged, measures the machine (and warms the server and Chromium).
  beforeAll(async () => {
    const lhr = (await lighthouse(`${server.url}/`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] }))!.lhr;
    benchmarkIndex = lhr.environment.benchmarkIndex;
  }, 120_000);

  // Performance is scored from the timings of this machine's main thread, multiplied to a phone's
  // by the slowdown this machine's benchmark index calls for (cpuSlowdownFor). On these shared
  // 2-core machines one run of the same build scored the home page (no script file at all) from 85
  // to 99 in one CI run, and the contact page from 79 to 97 on an idle machine: noise alone moves a
  // page by 15 points. Each page is measured five times and the median must reach 80, a budget
  // above what the noise reaches in a median of five and below what a real regression costs. The
  // contact pages' JavaScript has its own byte budget (site.e2e.ts), which no noise moves.
  // Seen failing on defects injected into a copy of the build: an image without `alt` on the home
  // page (accessibility 94, SEO 92, "image-alt" listed as failing), a 1 s busy loop in a blocking
  // script on /projects (performance median 65, first paint at 5.3 s, at a fixed 4 ×; median 55,
  // first paint at 9.5 s, with the calibrated slowdown of 8.2-8.9 ×), and a `console.error` at load on
  // /contact (best practices 96, "errors-in-console" listed as failing).
  it.each(paths)(
    "%s: accessibility, best practices and SEO 100; performance at least 80 (median of 5 runs)",
    async (path) => {
      const audit = async () => {
        const cpuSlowdownMultiplier = cpuSlowdownFor(benchmarkIndex);
        const lhr = (await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          logLevel: "error",
          output: "json",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          // Merged into the mobile preset's throttling (slow 4G), as the CLI's --throttling.* flags are.
          throttling: { cpuSlowdownMultiplier },
        }))!.lhr;
        if (lhr.environment.benchmarkIndex > 0) benchmarkIndex = lhr.environment.benchmarkIndex;
        return lhr;
      };
      const reports: Awaited<ReturnType<typeof audit>>[] = [];
      for (let run = 0; run < runs; run++) {
        // A runtime error is Lighthouse failing to record the load (NO_NAVSTART: "Please run
        // Lighthouse again"), not a finding about the page: run again, twice at most.
        let lhr = await audit();
        for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) lhr = await audit();
        expect(lhr.runtimeError, lhr.runtimeError?.message).toBeUndefined();
        reports.push(lhr);
      }
      const score = (lhr: (typeof reports)[number], id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (lhr: (typeof reports)[number], id: string) => lhr.audits[id]?.displayValue ?? "?";
      for (const lhr of reports) {
        console.log(
          `[lighthouse] ${path}: performance ${score(lhr, "performance")}, accessibility ${score(lhr, "accessibility")}, ` +
            `best practices ${score(lhr, "best-practices")}, SEO ${score(lhr, "seo")}; FCP ${metric(lhr, "first-contentful-paint")}, ` +
            `LCP ${metric(lhr, "largest-contentful-paint")}, TBT ${metric(lhr, "total-blocking-time")}, CLS ${metric(lhr, "cumulative-layout-shift")}; ` +
            `CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier.toFixed(1)} × (benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`,
        );
      }
      // Pass/fail audits (alt text, contrast, console errors, crawlability…) do not depend on timing:
      // one that fails in any run is reported.
      const failing = [
        ...new Set(
          reports.flatMap((lhr) =>
            Object.values(lhr.audits)
              .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
              .map((audit) => `${audit.id}: ${audit.title}`),
          ),
        ),
      ];
      const medianOf = (id: string) => median(reports.map((lhr) => score(lhr, id)));
      expect({
        accessibility: medianOf("accessibility"),
        bestPractices: medianOf("best-practices"),
        seo: medianOf("seo"),
        failing,
      }).toEqual({
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        failing: [],
      });
      expect(medianOf("performance")).toBeGreaterThanOrEqual(80);
    },
    300_000,
  );
});
