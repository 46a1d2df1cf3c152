/**
 * `npm run bench:http`, after the memory at start: how long the first request of each kind that
 * loads code on demand takes on a server that has just started (docs/benchmarks.md): what the
 * server leaves out at start to keep its memory down must not make a visitor or an operator wait.
 * Each on a fresh server of its own (a fresh DATA_DIR, as `npm start` runs it), 1 s after it
 * said it was ready:
 * - the first contact post (the form as a browser without JavaScript sends it: the app, React
 *   Router's server build, the spam rules, the store), `minimumFillMs` (3 s) after the contact page was asked for,
 *   as a visitor's post always follows the page it carries the fill-time token of (the server
 *   starts loading what the post needs when it serves that page);
 * - the first desk page (`/desk`, followed to the page it sends a browser without a session to);
 * - the first publish (one case study and one article imported with the operator CLI, until the
 *   server serves every new page: tests/support/publish-content.ts).
 * BENCH_FIRST_RUNS servers per kind and build (default 3); with BENCH_PREVIOUS (see
 * rss-after-start.ts) the other builds' servers alternate with ours.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { markdownTable, median } from "../support/bench-report";
import { minimumFillMs } from "../../app/contact/spam/fill-token.server";
import { tokenField } from "../support/form-token";
import { publishSample } from "../support/publish-content";
import { serverCommand, type RunningServer } from "../support/server";

/** A production server of the build in `dir`, started there, once it logged "Site ready". */
async function startIn(dir: string): Promise<RunningServer & { dispose: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "first-requests-"));
  const [node, ...args] = serverCommand(dir);
  const child = spawn(node!, args, {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const port = await new Promise<number>((resolve, reject) => {
    const look = (d: Buffer) => {
      log += d;
      const m = /Site ready on http:\/\/[^:\s"]+:(\d+)/.exec(log);
      if (m) resolve(Number(m[1]));
    };
    child.stdout.on("data", look);
    child.stderr.on("data", look);
    child.once("exit", (code) => reject(new Error(`server in ${dir} exited (${code}):\n${log}`)));
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once("exit", (code) => resolve(code));
      child.kill("SIGTERM");
    });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    pid: child.pid!,
    output: () => log,
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Kind = "contact post" | "desk page" | "publish";
const kinds: Kind[] = ["contact post", "desk page", "publish"];

/** The first request of one kind on a fresh server: ms until its whole answer (or the pages served), and the status. */
async function first(dir: string, kind: Kind): Promise<{ ms: number; status: number | string }> {
  const server = await startIn(dir);
  try {
    await new Promise((r) => setTimeout(r, 1000));
    if (kind === "contact post") {
      await (await fetch(`${server.url}/contact`)).arrayBuffer();
      // A person's think time, not a wait for the server: the fastest fill the spam filter takes from a person.
      await new Promise((r) => setTimeout(r, minimumFillMs));
    }
    const started = performance.now();
    if (kind === "publish") {
      await publishSample(server);
      return { ms: performance.now() - started, status: "served" };
    }
    const response =
      kind === "contact post"
        ? await fetch(`${server.url}/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
            body: new URLSearchParams({
              firstName: "First",
              email: "first-post@example.com",
              message: "The first post this server answers, timed by the bench.",
              ...tokenField(server.dataDir),
            }),
            redirect: "manual",
          })
        : // Followed to the page it sends a browser to (sign-in, or the first operator's setup).
          await fetch(`${server.url}/desk`);
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  } finally {
    await server.dispose();
  }
}

/** Each kind on `runs` fresh servers of each build, alternating (and which goes first); prints medians and ranges. */
export async function firstRequests(builds: readonly { name: string; dir: string }[], runs: number): Promise<void> {
  const samples = builds.map(() => new Map<Kind, number[]>(kinds.map((k) => [k, []])));
  const statuses = new Map<string, Set<string>>();
  for (let run = 0; run < runs; run++) {
    for (const kind of kinds) {
      // Which build goes first alternates from run to run: the first server of a pair paid more
      // in earlier runs (the first contact post, 2026-12-02), so neither build always does.
      const order = [...builds.entries()];
      for (const [i, build] of run % 2 ? order.reverse() : order) {
        const { ms, status } = await first(build.dir, kind);
        samples[i]!.get(kind)!.push(ms);
        const key = `${build.name}: ${kind}`;
        statuses.set(key, (statuses.get(key) ?? new Set()).add(String(status)));
      }
    }
  }
  const ms = (values: number[]) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
  console.log(`First requests on a fresh server, 1 s after "Site ready" (ms, median (range) of ${runs} servers each):\n`);
  console.log(
    markdownTable(
      ["build", ...kinds.map((k) => `first ${k}`)],
      builds.map((build, i) => [build.name, ...kinds.map((k) => ms(samples[i]!.get(k)!))]),
    ),
  );
  console.log(`\nStatuses: ${[...statuses].map(([key, set]) => `${key} ${[...set].join("/")}`).join("; ")}\n`);
}
