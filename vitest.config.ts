import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * The test tiers, one Vitest project each (`vitest run --project <name>`; README, "Tests"):
 *
 * - unit: the tests beside their modules (app/, server/, cli/, lib/, scripts/). No build, no browser,
 *   no database server: `npm run check` runs them.
 * - integration: tests/integration, real SQLite and PostgreSQL, SMTP and webhook sinks, the CLI and
 *   the production server's HTTP answers. Needs `npm run build`.
 * - e2e: tests/e2e, the production server driven in Chromium. Needs `npm run build`.
 * - audit-parallel: the outside judges that time nothing (links, HTML validity, the Observatory
 *   behind nginx, Lighthouse's accessibility, best practices and SEO): tests/audit, run with the
 *   tiers above. Needs `npm run build`.
 * - audit: the whole-system runs under load (several instances, SIGTERM under load): tests/audit,
 *   run alone. Needs `npm run build`.
 * - e2e-timed: the browser test that times a promise (scheduled publishing, within 2 s), alone after
 *   the audits. Needs `npm run build`.
 *
 * unit, corpus, integration, e2e and audit-parallel run together, two files at a time (each file starts its
 * own servers on free ports and its own databases). audit runs after them, one file at a time:
 * the load runs must not share the machine with other tests. Lighthouse's performance, which does
 * time something, is a benchmark (`npm run bench:lighthouse`), not a test.
 * A reporter beside the default one holds the run to its time budget (tests/support/time-budget.ts).
 * The React Router Vite plugin does not load under Vitest, so no project loads vite.config.ts.
 */
const shared = {
  resolve: { tsconfigPaths: true },
  define: { __SITE_URL__: JSON.stringify("https://example.test") },
} as const;

/**
 * The services a test runs in its own process log nothing unless asked (`LOG_LEVEL=info npx vitest
 * …`): a test that reads the logs gives its logger a level and a destination. The servers a test
 * starts as child processes log as in production, into the output the test reads.
 */
const quiet = { env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" } };

/**
 * A condition polled for (`expect.poll`) is waited for up to 10 s, not Vitest's 1 s: a page under a
 * busy 2-core machine (load 20 and more) can take longer than a second to show what the test waits
 * for (a sign-in refusal's alert missed its second at load 25, 2026-12-02). A bound, not a measure:
 * a poll that succeeds returns at once.
 */
const patient = { expect: { poll: { timeout: 10_000 } } } as const;

const together = { sequence: { groupOrder: 0 }, maxWorkers: 2, ...quiet, ...patient } as const;

/** The audits under load (a killed instance, SIGTERM mid-request): alone, after the rest. */
const timedAudits = ["tests/audit/multi-instance.audit.ts", "tests/audit/graceful-stop.audit.ts"];

/**
 * The browser test that times a promise of the product, a scheduled page live within 2 s of its
 * time on every instance: alone, after the audits. Beside the other files it read 2,078 and
 * 2,149 ms on a 2-core machine (2026-12-02, the server's render of the pages waiting for the CPU),
 * and passed alone and in the gates before. It drives a Chromium of its own (sharedBrowser).
 */
const timedE2e = ["tests/e2e/content-schedule.e2e.ts"];

/**
 * The spam filter judged on its labelled corpus (2,000 messages, each way it can be sent), the
 * held-out set kept apart from the rules, and the model trained again: the measured claims, the
 * tier's heaviest files (12, 6 and 2.5 s of the unit tier's 19 s, 2026-12-02). They run in `npm
 * test` beside the tiers; `npm run check` leaves them out to stay the quick loop (`npm run
 * test:corpus` runs them after a change to the filter).
 */
const corpus = ["app/contact/spam/corpus.test.ts", "app/contact/spam/held-out.test.ts", "scripts/spam-classifier/train.test.ts"];

/** How the unit and corpus tiers run: in this process's threads, no server, no browser. */
const inProcess = {
  environment: "node",
  // Worker threads start faster than processes: `npm run check`'s unit stage 18 to 14 s.
  pool: "threads",
  // One module graph per worker, not one per file: no unit test mocks a module or changes a
  // global, and importing the app again for each of 75 files was a third of the tier's CPU
  // (39 s of CPU to 23 s, 2026-12-02). No tier mocks a module; a test that changes a global (the
  // clock, the umask) puts it back in a `finally`.
  isolate: false,
  // A give-up bound, not a measure: the corpus's first test judges 2,000 messages, 15 s at load 12
  // and past 30 s at load 30 on the shared 2-core machines (2026-12-02).
  testTimeout: 120_000,
  hookTimeout: 60_000,
} as const;

const projects: TestProjectInlineConfiguration[] = [
  {
    ...shared,
    test: {
      ...together,
      name: "unit",
      include: ["{app,server,cli,lib,scripts}/**/*.test.{ts,tsx}"],
      exclude: [...configDefaults.exclude, ...corpus],
      ...inProcess,
    },
  },
  {
    ...shared,
    test: {
      ...together,
      name: "corpus",
      include: corpus,
      ...inProcess,
    },
  },
  {
    ...shared,
    test: {
      ...together,
      name: "integration",
      include: ["tests/integration/**/*.test.ts"],
      // One module graph per worker, as the unit tier: 10 files imported in 26 s against 60 s, the
      // run 161 s against 232 s (load 15 to 21, 2026-12-02).
      isolate: false,
      environment: "node",
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  },
  {
    resolve: shared.resolve,
    test: {
      ...together,
      name: "e2e",
      include: ["tests/e2e/**/*.e2e.ts"],
      exclude: timedE2e,
      // One read-only production server for the whole tier, one Chromium per worker (see the file).
      globalSetup: ["tests/support/e2e-global.ts"],
      // One module graph per worker, as the unit tier: no e2e file mocks a module or changes a global
      // (the browser and servers are other processes), and each file importing Playwright, the
      // database layer and the app's stores again cost 4.4 s of import per file against 2.3 s
      // (8 files, load 16 to 19, 2026-12-02).
      isolate: false,
      environment: "node",
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  },
  {
    resolve: shared.resolve,
    test: {
      ...together,
      name: "audit-parallel",
      include: ["tests/audit/**/*.audit.ts"],
      exclude: timedAudits,
      environment: "node",
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  },
  {
    resolve: shared.resolve,
    test: {
      name: "audit",
      include: timedAudits,
      environment: "node",
      testTimeout: 120_000,
      hookTimeout: 120_000,
      sequence: { groupOrder: 1 },
      maxWorkers: 1,
      ...quiet,
    },
  },
  {
    resolve: shared.resolve,
    test: {
      name: "e2e-timed",
      include: timedE2e,
      environment: "node",
      testTimeout: 120_000,
      hookTimeout: 120_000,
      sequence: { groupOrder: 2 },
      maxWorkers: 1,
      ...quiet,
      ...patient,
    },
  },
];

/**
 * Vitest keeps each file's transformed code in node_modules/.experimental-vitest-cache between runs
 * (keyed by the file's content): a warm `npm run check`'s unit stage transforms in 1.6 s against
 * 6.6 s (2026-12-02). A clean clone starts without it, as CI does.
 */
export default defineConfig({
  test: { projects, reporters: ["default", "./tests/support/time-budget.ts"], experimental: { fsModuleCache: true } },
});
