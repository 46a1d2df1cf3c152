/**
 * `npm run bench:lighthouse`: Lighthouse 12's mobile performance score of every page in every
 * language, from the production server (needs `npm run build`). Performance is scored from timings
 * measured on this machine, so it is a benchmark, not a test (issue 33; the gate judges
 * accessibility, best practices and SEO: tests/audit/lighthouse.audit.ts).
 *
 * Each page is run BENCH_LIGHTHOUSE_RUNS times (5), each run just after a run of the home page (a
 * content page that loads no script file) at the same CPU slowdown: the reference, as nginx is for
 * `bench:http`. A busy machine lowers both; what the page itself costs is the difference. The runs
 * go round the pages (all pages once, then again), so a burst of load on the machine touches one
 * run of several pages rather than every run of one. The slowdown is calibrated: each pair is
 * throttled by the benchmark index the run before it measured (cpuSlowdownFor).
 *
 * Prints one line per pair, then a table of medians per page. Exits 1 when a page's median is
 * below its budget: the contact pages (their form is an island, fetched after the first paint) at
 * least 99, the content pages 100 (issue 33).
 *
 * Paths as arguments measure only those pages (`npm run bench:lighthouse -- /contact /fr/contact`).
 * BENCH_LIGHTHOUSE_QUOTE=1 first publishes a client quote in each language (the home page then shows
 * it in its first screen and in its quotes: docs/content.md).
 * BENCH_LIGHTHOUSE_INJECT_BUSY=<path> serves that page, through a proxy, with a script that keeps
 * the main thread busy for 500 ms once the page has loaded: the bench must then fail it
 * (docs/benchmarks.md).
 */
import { loadavg } from "node:os";
import { pageIds, pages } from "../../app/i18n/pages";
import { markdownTable, median } from "../support/bench-report";
import {
  cpuSlowdownFor,
  injectingProxy,
  launchChrome,
  runLighthouse,
  score,
  type InjectingProxy,
  type Report,
} from "../support/lighthouse";
import { startServer } from "../support/server";
import { publishQuote } from "../support/bench-quote";

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const busyPath = process.env.BENCH_LIGHTHOUSE_INJECT_BUSY;
const busyMs = 500;
const reference = "/";

/** Every page in English, French and Dutch (not the French aliases, which render the same page). */
const allPaths: string[] = pageIds.flatMap((id) => [pages[id].en, pages[id].fr, pages[id].nl]);
const contactPaths = new Set<string>([pages.contact.en, pages.contact.fr, pages.contact.nl]);
const budgetOf = (path: string) => (contactPaths.has(path) ? 99 : 100);

const asked = process.argv.slice(2);
const unknown = asked.filter((path) => !allPaths.includes(path));
if (unknown.length) throw new Error(`Not a page of the site: ${unknown.join(", ")} (pages: ${allPaths.join(" ")})`);
const paths = asked.length ? asked : allPaths;

/** What one run measured of a page. */
interface Run {
  performance: number;
  /** The home page's score in the run just before, at the same slowdown. */
  beside: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  slowdown: number;
  benchmarkIndex: number;
}

const numeric = (lhr: Report, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

const server = await startServer();
if (process.env.BENCH_LIGHTHOUSE_QUOTE === "1") await publishQuote(server);
const chrome = await launchChrome();
let proxy: InjectingProxy | undefined;
if (busyPath) {
  // The page links a script that this origin serves (the page's own Content-Security-Policy allows
  // it): once the page has loaded and painted, one long task, as a heavy tag or a hydration would
  // be (the contact form's island is fetched and run at that moment). A busy loop blocking the
  // parser in the head instead delayed the first paint only, and cost /about just 2 points.
  proxy = await injectingProxy(server.url, {
    path: busyPath,
    alter: (html) => html.replace("</head>", '<script src="/__busy.js"></script></head>'),
    scripts: {
      "/__busy.js": `addEventListener("load", () => { const end = performance.now() + ${busyMs}; while (performance.now() < end) {} });`,
    },
  });
}
// The reference goes through the proxy too: both runs of a pair take the same way.
const origin = proxy?.url ?? server.url;

const performanceRun = (path: string, cpuSlowdownMultiplier: number) =>
  runLighthouse(`${origin}${path}`, { port: chrome.port, categories: ["performance"], cpuSlowdownMultiplier });

const measured = new Map<string, Run[]>(paths.map((path) => [path, []]));
try {
  console.log(
    `Lighthouse mobile performance: ${paths.length} pages, ${runs} runs each beside ${reference}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}; ${new Date().toISOString()}` +
      (busyPath ? `; ${busyPath} served with a ${busyMs} ms busy loop` : ""),
  );
  // A first run, not counted, measures the machine (and warms the server and Chromium).
  let benchmarkIndex = (await performanceRun(reference, 4)).environment.benchmarkIndex;
  for (let round = 1; round <= runs; round++) {
    for (const path of paths) {
      const slowdown = cpuSlowdownFor(benchmarkIndex);
      const beside = path === reference ? undefined : await performanceRun(reference, slowdown);
      const lhr = await performanceRun(path, slowdown);
      benchmarkIndex = lhr.environment.benchmarkIndex;
      const run: Run = {
        performance: score(lhr, "performance"),
        beside: score(beside ?? lhr, "performance"),
        fcpMs: numeric(lhr, "first-contentful-paint"),
        lcpMs: numeric(lhr, "largest-contentful-paint"),
        tbtMs: numeric(lhr, "total-blocking-time"),
        cls: numeric(lhr, "cumulative-layout-shift"),
        slowdown,
        benchmarkIndex,
      };
      measured.get(path)!.push(run);
      console.log(
        `[${round}/${runs}] ${path}: performance ${run.performance} (${reference} beside: ${run.beside}); ` +
          `FCP ${Math.round(run.fcpMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}; ` +
          `CPU slowdown ${slowdown.toFixed(1)} × (benchmark index ${Math.round(benchmarkIndex)})`,
      );
    }
  }
} finally {
  chrome.kill();
  await proxy?.close();
  await server.stop();
}

const of = (list: Run[], pick: (run: Run) => number) => median(list.map(pick));
const below: string[] = [];
const rows = paths.map((path) => {
  const list = measured.get(path)!;
  const performance = of(list, (r) => r.performance);
  const budget = budgetOf(path);
  if (performance < budget) below.push(path);
  return [
    `\`${path}\``,
    performance,
    of(list, (r) => r.beside),
    of(list, (r) => r.performance - r.beside),
    `${Math.round(of(list, (r) => r.fcpMs))} / ${Math.round(of(list, (r) => r.lcpMs))} / ${Math.round(of(list, (r) => r.tbtMs))}`,
    of(list, (r) => r.cls).toFixed(3),
    budget,
    performance < budget ? "**below**" : "ok",
  ];
});
console.log(`\nMedians of ${runs} runs (load average now ${loadavg()[0]!.toFixed(1)}):\n`);
console.log(
  markdownTable(["page", "performance", `${reference} beside`, "difference", "FCP / LCP / TBT (ms)", "CLS", "budget", "verdict"], rows),
);
const referenceMedian = median([...measured.values()].flat().map((r) => r.beside));
if (referenceMedian < 100) {
  console.log(
    `\nThe home page itself (no script file) scored a median of ${referenceMedian} beside the pages: ` +
      "this machine was slower than the phone Lighthouse emulates, or busy; read the differences before the scores.",
  );
}
if (below.length) {
  console.log(`\nBelow budget (contact pages 99, content pages 100): ${below.join(", ")}`);
  process.exitCode = 1;
}
// Lighthouse leaves handles open (its Chromium connection's timers): end once the table is out.
process.exit();
