/**
 * `npm run bench:http`: requests per second for a prerendered page, a hashed asset and the 404,
 * from the production server, with wrk on loopback. When nginx is on the PATH it serves the same
 * build/client files (gzip_static), and a bare node:http server sends the same page buffer.
 *
 * These machines are shared and noisy (the same run can differ twofold from one minute to the
 * next), so the figures that matter are the ratios, and each is taken within one round: ours,
 * nginx and bare node run back to back, round after round (BENCH_ROUNDS, default 5), and the
 * table shows each figure's median. The visit counter's cost: a second server of ours with
 * COUNT_VISITS=false runs in the same rounds ("on / off"); wrk sends a browser's User-Agent and the
 * page a campaign query, so each page answer is counted. Throughput on a shared machine moves by
 * more than the counter costs (one server alone, 3 s runs back to back: 11,000 to 24,000 req/s),
 * so the counter's cost is also read as the server process's own CPU time per answered request
 * (Linux /proc), which a busy neighbour barely moves: "CPU µs / request, on / off".
 * First, before any load: the server's resident memory 5 s after it starts (rss-after-start.ts),
 * BENCH_RSS_RUNS servers (default 5) one at a time; with BENCH_PREVIOUS naming other checkouts,
 * comma-separated, each with its own build (the previous release: `git worktree add ../previous
 * <commit>`, then `npm ci && npm run build` there), their servers alternate with ours, under the
 * same load.
 * Then the first contact post, first desk page and first publish on fresh servers, timed
 * (first-requests.ts), beside the BENCH_PREVIOUS builds.
 * Last, the page's rate before and after content is published into the running server
 * (after-publish.ts), and the three figures of the budget: page and asset against nginx, RSS.
 * Needs a build (`npm run build`) and wrk (`apt-get install wrk`).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { markdownTable, median } from "../support/bench-report";
import { afterPublishPhase } from "./after-publish";
import { rssRounds, type MemorySample } from "./rss-after-start";
import { firstRequests } from "./first-requests";
import { visitCostUs } from "./visit-cost";
import { nginxTestConfig } from "../support/nginx";
import { freePort, startServer } from "../support/server";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
/** A browser's User-Agent: isbot lets it through, so the visit counter counts these requests. */
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function wrkRun(url: string): { rate: number; requests: number } {
  const run = spawnSync(
    "wrk",
    ["-t1", `-c${connections}`, `-d${seconds}s`, "-H", "Accept-Encoding: gzip", "-H", `User-Agent: ${browser}`, url],
    {
      encoding: "utf8",
    },
  );
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const rate = run.stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1];
  const requests = run.stdout.match(/(\d+) requests in/)?.[1];
  if (!rate || !requests) throw new Error(`no rate in wrk's output:\n${run.stdout}`);
  return { rate: Number(rate), requests: Number(requests) };
}

const wrk = (url: string): number => wrkRun(url).rate;

/** A process's CPU time so far (user + system), in ms; undefined where /proc is not there. */
function cpuMs(pid: number): number | undefined {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in
  // clock ticks (USER_HZ: 100 on Linux).
  const fields = readFileSync(stat, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** wrk against one of our servers, with that server's CPU µs per answered request. */
function measured(pid: number, url: string): { rate: number; cpuUs?: number } {
  const before = cpuMs(pid);
  const { rate, requests } = wrkRun(url);
  const after = cpuMs(pid);
  return { rate, cpuUs: before === undefined || after === undefined ? undefined : ((after - before) * 1000) / requests };
}

async function waitUp(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`${url} did not answer`);
}

/**
 * RSS 5 s after start, ours and (BENCH_PREVIOUS) other builds', alternating: medians and ranges,
 * what V8 held at that moment, and ours / each other taken run by run.
 */
async function memoryAfterStart(): Promise<number> {
  const others = (process.env.BENCH_PREVIOUS ?? "").split(",").filter(Boolean);
  const builds = [{ name: "this build", dir: "." }, ...others.map((dir) => ({ name: dir, dir }))];
  const runs = Number(process.env.BENCH_RSS_RUNS ?? 5);
  const samples = await rssRounds(
    builds.map((b) => b.dir),
    runs,
  );
  const mb = (values: number[]) => `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)})`;
  const of = (s: MemorySample[], key: keyof MemorySample) => median(s.map((x) => x[key])).toFixed(1);
  console.log(`RSS 5 s after start (MB), ${runs} servers each, one at a time, fresh DATA_DIR, as npm start runs it:\n`);
  console.log(
    markdownTable(
      ["build", "RSS median (range)", "V8 heap committed", "heap used", "young generation", "external (buffers)"],
      builds.map((build, i) => {
        const s = samples[i]!;
        return [build.name, mb(s.map((x) => x.rssMb)), of(s, "heapTotalMb"), of(s, "heapUsedMb"), of(s, "newSpaceMb"), of(s, "externalMb")];
      }),
    ),
  );
  for (const [i, build] of builds.entries()) {
    if (i === 0) continue;
    const ratios = samples[0]!.map((s, run) => s.rssMb / samples[i]![run]!.rssMb);
    console.log(
      `\nthis build / ${build.name}, run by run: ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`,
    );
  }
  console.log("");
  await firstRequests(builds, Number(process.env.BENCH_FIRST_RUNS ?? 3));
  return median(samples[0]!.map((x) => x.rssMb));
}

if (spawnSync("wrk", ["--version"]).error) throw new Error("wrk is not installed (Debian: apt-get install wrk)");
const rssMb = await memoryAfterStart();
const client = resolve("build/client");
const children: ChildProcess[] = [];
const server = await startServer({ LOG_LEVEL: "warn" });
const uncounted = await startServer({ LOG_LEVEL: "warn", COUNT_VISITS: "false" });
try {
  const html = await (await fetch(`${server.url}/contact`)).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  if (!asset) throw new Error("no asset found on /contact");

  // A bare node:http server sending the page's gzip buffer: Node's own ceiling on this machine. In a
  // process of its own, since wrk runs synchronously here.
  const barePort = await freePort();
  children.push(
    spawn(
      process.execPath,
      [
        "-e",
        `const gz = require("fs").readFileSync(${JSON.stringify(join(client, "labs/index.html.gz"))});
     require("http").createServer((q, s) => { s.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": gz.length }); s.end(gz); }).listen(${barePort}, "127.0.0.1");`,
      ],
      { stdio: "ignore" },
    ),
  );
  await waitUp(`http://127.0.0.1:${barePort}/labs`);

  let nginxUrl: string | undefined;
  if (!spawnSync("nginx", ["-v"]).error) {
    const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
    const port = await freePort();
    writeFileSync(
      join(dir, "nginx.conf"),
      nginxTestConfig(
        dir,
        `include /etc/nginx/mime.types; sendfile on; gzip_static on;
  server { listen 127.0.0.1:${port}; root ${client};
    location / { try_files $uri $uri/index.html =404; }
    error_page 404 /404.html; }`,
      ),
    );
    children.push(spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], { stdio: "ignore" }));
    nginxUrl = `http://127.0.0.1:${port}`;
    await waitUp(`${nginxUrl}/labs`);
  }

  // In this order: "404" as an object key would sort first.
  const targets = [
    { what: "page", path: "/labs?utm_source=bench&utm_campaign=http", bare: `http://127.0.0.1:${barePort}/labs` },
    { what: "asset", path: asset },
    { what: "404", path: "/no-such-page" },
    // Its own fill-time token per request, spliced in and compressed for the request.
    { what: "contact page", path: "/contact" },
  ];
  const samples = targets.map(() => ({
    ours: [] as number[],
    nginx: [] as number[],
    bare: [] as number[],
    vsNginx: [] as number[],
    vsBare: [] as number[],
    off: [] as number[],
    onVsOff: [] as number[],
    cpuOn: [] as number[],
    cpuOff: [] as number[],
    cpuOnVsOff: [] as number[],
  }));
  for (let round = 0; round < rounds; round++) {
    targets.forEach((target, i) => {
      const s = samples[i]!;
      // Alternate which goes first: a busy neighbour then favours neither.
      const off0 = round % 2 ? measured(uncounted.pid, `${uncounted.url}${target.path}`) : undefined;
      const on = measured(server.pid, `${server.url}${target.path}`);
      const ours = on.rate;
      s.ours.push(ours);
      const offRun = off0 ?? measured(uncounted.pid, `${uncounted.url}${target.path}`);
      const off = offRun.rate;
      s.off.push(off);
      s.onVsOff.push(ours / off);
      if (on.cpuUs !== undefined && offRun.cpuUs !== undefined) {
        s.cpuOn.push(on.cpuUs);
        s.cpuOff.push(offRun.cpuUs);
        s.cpuOnVsOff.push(on.cpuUs / offRun.cpuUs);
      }
      if (nginxUrl) {
        const nginx = wrk(`${nginxUrl}${target.path}`);
        s.nginx.push(nginx);
        s.vsNginx.push(ours / nginx);
      }
      if (target.bare) {
        const bare = wrk(target.bare);
        s.bare.push(bare);
        s.vsBare.push(ours / bare);
      }
    });
  }

  const fmt = (values: number[]) => (values.length ? Math.round(median(values)).toLocaleString("en") : "—");
  const ratio = (values: number[]) =>
    values.length ? `${median(values).toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})` : "—";
  console.log(`wrk -t1 -c${connections} -d${seconds}s, Accept-Encoding: gzip, loopback; medians of ${rounds} rounds\n`);
  console.log(
    markdownTable(
      [
        "what",
        "ours req/s",
        "counting off req/s",
        "on / off (range)",
        "nginx req/s",
        "ours / nginx (range)",
        "bare node:http",
        "ours / bare (range)",
      ],
      targets.map((target, i) => {
        const s = samples[i]!;
        return [
          `${target.what} (${target.path})`,
          fmt(s.ours),
          fmt(s.off),
          ratio(s.onVsOff),
          fmt(s.nginx),
          ratio(s.vsNginx),
          fmt(s.bare),
          ratio(s.vsBare),
        ];
      }),
    ),
  );
  const notFoundVsPage = samples[2]!.ours.map((n, i) => n / samples[0]!.ours[i]!);
  console.log(`\n404 / page: ${ratio(notFoundVsPage)}`);
  console.log(
    "\nThe visit counter's cost in the server's own CPU time (medians; on / off is its ratio, 1.05 = 5 % more CPU per request):\n",
  );
  const us = (values: number[]) => (values.length ? median(values).toFixed(1) : "—");
  console.log(
    markdownTable(
      ["what", "CPU µs / request, counting on", "counting off", "on / off (range)"],
      targets.map((target, i) => {
        const s = samples[i]!;
        return [target.what, us(s.cpuOn), us(s.cpuOff), ratio(s.cpuOnVsOff)];
      }),
    ),
  );
  const contact = samples[3]!;
  const contactVsPage = contact.cpuOff.map((n, i) => n / samples[0]!.cpuOff[i]!);
  console.log(
    `\nThe contact page's fill-time token (signed, spliced and compressed per request): ${us(contact.cpuOff)} CPU µs per answer ` +
      `against ${us(samples[0]!.cpuOff)} for a prerendered page (counting off), contact / page ${ratio(contactVsPage)}; ` +
      `${fmt(contact.ours)} against ${fmt(samples[0]!.ours)} req/s.`,
  );
  // The counter's whole work per view (the hook, the visit lookups, the tally, the writes), in this
  // process against SQLite (visit-cost.ts): one client asking again and again, as wrk does here.
  const perView = await visitCostUs("one client", 100_000);
  const pageCpuUs = samples[0]!.cpuOff.length ? median(samples[0]!.cpuOff) : undefined;
  console.log(
    `\nThe counter's own work, one client asking again and again: ${perView.us.toFixed(2)} µs of CPU per counted view (medians of 3 × 100,000 in this process)` +
      (pageCpuUs ? `, ${((perView.us / pageCpuUs) * 100).toFixed(1)} % of the CPU a page answer costs with counting off.` : "."),
  );
  await afterPublishPhase({ server, page: targets[0]!.path, nginxUrl, rounds, wrk });
  // The budget (docs/benchmarks.md): a page and an asset at least 0.85 × nginx, RSS 5 s after start at most 100 MB.
  const within = (ok: boolean) => (ok ? "within" : "OVER");
  const [page, assetSamples] = [samples[0]!.vsNginx, samples[1]!.vsNginx];
  console.log(
    `\nBudget: page / nginx ${ratio(page)} (${page.length ? within(median(page) >= 0.85) : "no nginx"}, at least 0.85); ` +
      `asset / nginx ${ratio(assetSamples)} (${assetSamples.length ? within(median(assetSamples) >= 0.85) : "no nginx"}, at least 0.85); ` +
      `RSS 5 s after start ${rssMb.toFixed(1)} MB (${within(rssMb <= 100)}, at most 100 MB).`,
  );
} finally {
  for (const child of children) child.kill(child.spawnargs[0] === "nginx" ? "SIGQUIT" : "SIGTERM");
  await server.stop();
  await uncounted.stop();
}
