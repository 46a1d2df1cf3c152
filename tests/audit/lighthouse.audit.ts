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
// and the pages that hydrate the contact form; the Dutch home and contact pages (issue 27).
const paths = ["/", "/projects", "/fr/legal-notice", "/contact", "/fr/contact", "/nl/", "/nl/contact"];

/**
 * The reference every page's performance is judged beside, measured in the same run: the home
 * page, which loads no script file. A slow or busy machine lowers both; what the page itself costs
 * is the difference.
 */
const reference = "/";

/** Lighthouse's own advice on variability: run several times and judge the median. */
const runs = 3;

/**
 * The contact pages bring the leads (issue 26): judged on seven pairs, and closer to the page with
 * no script: their form is an island whose script is fetched after the first paint. Five pairs
 * failed a gate of an unchanged build once (/contact: -4, 3, -13, -11, -9 beside the home page,
 * median -9): the blocking time of the island's hydration swings with the machine from one run to
 * the next (230 to 740 ms at a slowdown of 4.3 to 4.7 ×, in three gates), the home page's score
 * much less. The injected busy loop below failed each of its five pairs by 10 points or more.
 */
const contactPaths = new Set(["/contact", "/fr/contact"]);
const contactRuns = 7;
const contactBudget = -8;

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

/** The benchmark index of the latest run: each pair is throttled by what the run before it measured. */
let benchmarkIndex = 0;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** Every category judged; the runs that only measure performance (below) ask for that one alone. */
const allCategories = ["performance", "accessibility", "best-practices", "seo"];

/**
 * One Lighthouse run at the given slowdown, of `categories`; a runtime error (NO_NAVSTART: "run
 * again") is retried twice.
 */
async function audit(path: string, cpuSlowdownMultiplier: number, categories = allCategories): Promise<Report> {
  const once = async () =>
    (await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: categories,
      // Merged into the mobile preset's throttling (slow 4G), as the CLI's --throttling.* flags are.
      throttling: { cpuSlowdownMultiplier },
    }))!.lhr;
  let lhr = await once();
  for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) lhr = await once();
  expect(lhr.runtimeError, lhr.runtimeError?.message).toBeUndefined();
  if (lhr.environment.benchmarkIndex > 0) benchmarkIndex = lhr.environment.benchmarkIndex;
  return lhr;
}

const score = (lhr: Report, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Report, id: string) => lhr.audits[id]?.displayValue ?? "?";
/** The categories a run was asked for, with their scores. */
const scores = (lhr: Report) =>
  Object.values(lhr.categories)
    .map((c) => `${c.title.toLowerCase()} ${Math.round((c.score ?? 0) * 100)}`)
    .join(", ");
const line = (lhr: Report, path: string) =>
  `${path}: ${scores(lhr)}; FCP ${metric(lhr, "first-contentful-paint")}, ` +
  `LCP ${metric(lhr, "largest-contentful-paint")}, TBT ${metric(lhr, "total-blocking-time")}, CLS ${metric(lhr, "cumulative-layout-shift")}; ` +
  `CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier.toFixed(1)} × (benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`;

describe("Lighthouse, mobile", () => {
  // A first run, not judged, measures the machine (and warms the server and Chromium).
  beforeAll(async () => {
    const lhr = (await lighthouse(`${server.url}/`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] }))!.lhr;
    benchmarkIndex = lhr.environment.benchmarkIndex;
  }, 120_000);

  // Performance is scored from the timings of this machine's main thread, multiplied to a phone's
  // by the slowdown this machine's benchmark index calls for (cpuSlowdownFor). On these shared
  // 2-core machines the same build scored the home page (no script file at all) from 71 to 100 in
  // one run, and a CI run failed three pages at 72-78 that had passed at 80 before: the machine's
  // load moves every page by 15 points and more, so a fixed score judged the machine. Each run of a
  // page is now paired with a run of the reference page (the home page, no script file) at the same
  // slowdown, just before it: in the median of three pairs the page may score at most 20 points
  // below the reference (a page's own cost), and never below 50 (whatever the machine). At a load
  // of 8-9 the contact pages measured 8 to 19 points below the home page beside them (/contact
  // -19, -17, -8; /fr/contact -13, -3, -6): their 145 KiB of script. Since the form is an island
  // (79 KiB, fetched after the first paint) /contact and /fr/contact are judged on seven pairs and
  // may be at most 8 points below the home page: at a load of 2-5 they measured -3 to +7 beside it,
  // with the same first paint (0.8-1.1 s). Seen failing on a 400 ms busy loop injected into the
  // island's script: -15, -10, -11, -14, -12 in five pairs, median -12 (the former 20-point budget
  // would have let it pass). The contact pages' JavaScript has its own byte budget
  // (site.e2e.ts), which no noise moves.
  // Seen failing on defects injected into a copy of the build: an image without `alt` on the home
  // page (accessibility 94, SEO 92, "image-alt" listed as failing), a 1 s busy loop in a blocking
  // script on /projects (performance median 65, first paint at 5.3 s, at a fixed 4 ×; median 55,
  // first paint at 9.5 s, with the calibrated slowdown of 8.2-8.9 ×; judged beside the home page,
  // -30, -12 and -23 points in three pairs: median -23, failing), and a `console.error` at load on
  // /contact (best practices 96, "errors-in-console" listed as failing).
  it.each(paths)(
    "%s: accessibility, best practices and SEO 100; performance at most 20 below the home page's (contact pages: 8, of 7 pairs), and at least 50 (median of 3 pairs)",
    async (path) => {
      const reports: Report[] = [];
      const differences: number[] = [];
      const contact = contactPaths.has(path);
      for (let run = 0; run < (contact ? contactRuns : runs); run++) {
        const cpuSlowdownMultiplier = cpuSlowdownFor(benchmarkIndex);
        // Accessibility, best practices and SEO are pass/fail audits of the page as it is, the same
        // in every run: judged on the first run of the page. The reference, and the page's later
        // runs, measure performance alone, without axe and the other categories' gatherers (this
        // file: 435 s in a gate before, 381 s after; the first runs' differences to the home page
        // beside them were no different from the later runs').
        const beside = path === reference ? undefined : await audit(reference, cpuSlowdownMultiplier, ["performance"]);
        const lhr = await audit(path, cpuSlowdownMultiplier, run === 0 ? allCategories : ["performance"]);
        reports.push(lhr);
        differences.push(score(lhr, "performance") - (beside ? score(beside, "performance") : score(lhr, "performance")));
        console.log(`[lighthouse] ${line(lhr, path)}${beside ? `; beside ${reference}: performance ${score(beside, "performance")}` : ""}`);
      }
      // Pass/fail audits (alt text, contrast, console errors, crawlability…) do not depend on timing:
      // one that fails in any run is reported. The categories' scores are the first run's.
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
        accessibility: score(reports[0]!, "accessibility"),
        bestPractices: score(reports[0]!, "best-practices"),
        seo: score(reports[0]!, "seo"),
        failing,
      }).toEqual({
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        failing: [],
      });
      expect(median(differences), `performance against ${reference} in each pair: ${differences.join(", ")}`).toBeGreaterThanOrEqual(
        contact ? contactBudget : -20,
      );
      expect(medianOf("performance")).toBeGreaterThanOrEqual(50);
    },
    600_000,
  );
});
