/**
 * The gate's time budget, a Vitest reporter beside the default one (vitest.config.ts): it writes
 * each test file's time and the total to `test-results/timings.json` and `test-results/timings.md`,
 * prints the ten slowest files, warns when the total passes `TEST_BUDGET_WARN_MINUTES` (15) and
 * fails the run (exit code 1) when it passes `TEST_BUDGET_MINUTES` (17) or when one file takes
 * longer than `TEST_FILE_BUDGET_SECONDS` (180), naming the files.
 *
 * The total counts from `GATE_STARTED_AT` (seconds since the epoch; `.ci/run` sets it just before
 * `npm test`, so types, lint and the build count too), else from the start of this Vitest run.
 * `TEST_TIMINGS_FILE` names the output (default `test-results/timings`, `.json` and `.md` added).
 *
 * Seen failing on purpose (the file limit at 1 s on a small run; docs/testing.md, "The time budget"):
 *   TEST_FILE_BUDGET_SECONDS=1 npx vitest run --project unit app/components/proof.test.tsx app/i18n
 * exits 1 with "over the budget: … took …s, more than 1 s for one file".
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

export interface FileTime {
  file: string;
  project: string;
  seconds: number;
  tests: number;
  state: string;
}

export interface Budget {
  warnMinutes: number;
  failMinutes: number;
  fileSeconds: number;
}

function limit(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

export function budgetFromEnv(): Budget {
  return {
    warnMinutes: limit("TEST_BUDGET_WARN_MINUTES", 15),
    failMinutes: limit("TEST_BUDGET_MINUTES", 17),
    fileSeconds: limit("TEST_FILE_BUDGET_SECONDS", 180),
  };
}

/** What the budget says of a run: lines to print, and whether the run fails. */
export function judge(
  files: readonly FileTime[],
  totalSeconds: number,
  budget: Budget,
  what = "the run",
): { lines: string[]; fails: boolean } {
  const lines: string[] = [];
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds);
  const named = slowest
    .slice(0, 3)
    .map((f) => `${f.file} ${f.seconds.toFixed(0)} s`)
    .join(", ");
  const minutes = totalSeconds / 60;
  let fails = false;
  const overFile = slowest.filter((f) => f.seconds > budget.fileSeconds);
  for (const f of overFile) {
    lines.push(`over the budget: ${f.file} took ${f.seconds.toFixed(1)} s, more than ${budget.fileSeconds} s for one file`);
    fails = true;
  }
  if (minutes > budget.failMinutes) {
    lines.push(`over the budget: ${what} took ${minutes.toFixed(1)} min, more than ${budget.failMinutes} min; slowest: ${named}`);
    fails = true;
  } else if (minutes > budget.warnMinutes) {
    lines.push(
      `near the budget: ${what} took ${minutes.toFixed(1)} min, more than ${budget.warnMinutes} min (fails past ${budget.failMinutes}); slowest: ${named}`,
    );
  }
  return { lines, fails };
}

function table(files: readonly FileTime[]): string {
  const rows = files.map((f) => `| ${f.seconds.toFixed(1)} | ${f.project} | ${f.file} | ${f.tests} | ${f.state} |`);
  return ["| s | tier | file | tests | state |", "| ---: | --- | --- | ---: | --- |", ...rows].join("\n");
}

export default class TimeBudget implements Reporter {
  private vitest?: Vitest;
  private started = Date.now();
  private done: FileTime[] = [];

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
    this.started = Date.now();
  }

  private fileTime(m: TestModule): FileTime {
    const d = m.diagnostic();
    const seconds = (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000;
    return {
      file: relative(this.vitest?.config.root ?? process.cwd(), m.moduleId),
      project: m.project.name,
      seconds,
      tests: [...m.children.allTests()].length,
      state: m.state(),
    };
  }

  /** Each file's time as it ends, so a run stopped halfway (a CI timeout) still leaves its figures. */
  onTestModuleEnd(m: TestModule): void {
    this.done.push(this.fileTime(m));
    const base = process.env.TEST_TIMINGS_FILE || "test-results/timings";
    mkdirSync(dirname(base), { recursive: true });
    const files = [...this.done].sort((a, b) => b.seconds - a.seconds);
    const report = { complete: false, vitestSeconds: (Date.now() - this.started) / 1000, files };
    writeFileSync(`${base}.json`, JSON.stringify(report, null, 2) + "\n");
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files: FileTime[] = modules.map((m) => this.fileTime(m));
    files.sort((a, b) => b.seconds - a.seconds);
    const gateStart = Number(process.env.GATE_STARTED_AT);
    const since = Number.isFinite(gateStart) && gateStart > 0 ? gateStart * 1000 : this.started;
    const totalSeconds = (Date.now() - since) / 1000;
    const vitestSeconds = (Date.now() - this.started) / 1000;
    const budget = budgetFromEnv();
    const verdict = judge(files, totalSeconds, budget, since === this.started ? "the run" : "the gate");

    const base = process.env.TEST_TIMINGS_FILE || "test-results/timings";
    mkdirSync(dirname(base), { recursive: true });
    const report = {
      complete: true,
      totalSeconds,
      vitestSeconds,
      countedFrom: since === this.started ? "vitest" : "GATE_STARTED_AT",
      budget,
      files,
    };
    writeFileSync(`${base}.json`, JSON.stringify(report, null, 2) + "\n");
    writeFileSync(
      `${base}.md`,
      `# Test files by time\n\nTotal ${(totalSeconds / 60).toFixed(1)} min (Vitest ${vitestSeconds.toFixed(0)} s), ${files.length} files.\n\n${table(files)}\n`,
    );

    const out = [
      "",
      `The ten slowest test files (of ${files.length}; all in ${base}.md):`,
      table(files.slice(0, 10)),
      `Total ${(totalSeconds / 60).toFixed(1)} min${since === this.started ? "" : " since the gate started"}, Vitest ${vitestSeconds.toFixed(0)} s; budget: warn past ${budget.warnMinutes} min, fail past ${budget.failMinutes} min or ${budget.fileSeconds} s for one file.`,
      ...verdict.lines,
      "",
    ];
    (verdict.fails ? console.error : console.log)(out.join("\n"));
    if (verdict.fails) process.exitCode = 1;
  }
}
