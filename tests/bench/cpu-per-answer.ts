/**
 * The server's own CPU time per answer (µs), which a busy neighbour barely moves, where wrk's
 * rates move twofold on a shared machine: `node --import tsx tests/bench/cpu-per-answer.ts`.
 * Our server with counting on and off, and a bare node:http server sending the same page and the
 * same asset buffers (gzip), each under wrk (-t1 -c32, BENCH_SECONDS each, BENCH_ROUNDS rounds,
 * alternating); the CPU time is the process's user + system time from Linux /proc. Prints each
 * figure's median and range, and ours / bare: what our own code adds to Node's HTTP machinery.
 * Needs a build and wrk.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { markdownTable, median } from "../support/bench-report";
import { freePort, startServer } from "../support/server";

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function cpuPerAnswer(pid: number, url: string): { us: number; rate: number } {
  const before = cpuMs(pid);
  const run = spawnSync("wrk", ["-t1", "-c32", `-d${seconds}s`, "-H", "Accept-Encoding: gzip", "-H", `User-Agent: ${browser}`, url], {
    encoding: "utf8",
  });
  const after = cpuMs(pid);
  const requests = Number(run.stdout.match(/(\d+) requests in/)?.[1]);
  const rate = Number(run.stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  if (!requests) throw new Error(`wrk: ${run.stderr || run.stdout}`);
  return { us: ((after - before) * 1000) / requests, rate };
}

const client = resolve("build/client");
const server = await startServer({ LOG_LEVEL: "warn" });
const uncounted = await startServer({ LOG_LEVEL: "warn", COUNT_VISITS: "false" });
const html = await (await fetch(`${server.url}/contact`)).text();
const asset = html.match(/\/assets\/[^"]+\.js/)![0];
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    "-e",
    `const fs = require("fs");
const page = fs.readFileSync(${JSON.stringify(join(client, "labs/index.html.gz"))});
const asset = fs.readFileSync(${JSON.stringify(join(client, `${asset}.gz`))});
require("http").createServer((q, s) => {
  const [body, type] = q.url.startsWith("/assets/") ? [asset, "text/javascript; charset=utf-8"] : [page, "text/html; charset=utf-8"];
  s.writeHead(200, { "Content-Type": type, "Content-Encoding": "gzip", "Content-Length": body.length });
  s.end(body);
}).listen(${barePort}, "127.0.0.1");`,
  ],
  { stdio: "ignore" },
);
const bareUrl = `http://127.0.0.1:${barePort}`;
for (let i = 0; i < 100; i++) {
  try {
    await fetch(`${bareUrl}/labs`);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 50));
  }
}
const targets = [
  { what: "page", path: "/labs?utm_source=bench&utm_campaign=http" },
  { what: "asset", path: asset },
  { what: "404", path: "/no-such-page" },
];
const runs = targets.map(() => ({ on: [] as number[], off: [] as number[], bare: [] as number[] }));
try {
  for (let round = 0; round < rounds; round++) {
    targets.forEach((target, i) => {
      const order = [
        () => runs[i]!.on.push(cpuPerAnswer(server.pid, `${server.url}${target.path}`).us),
        () => runs[i]!.off.push(cpuPerAnswer(uncounted.pid, `${uncounted.url}${target.path}`).us),
        () => runs[i]!.bare.push(cpuPerAnswer(bare.pid!, `${bareUrl}${target.path}`).us),
      ];
      for (const run of round % 2 ? order.reverse() : order) run();
    });
  }
} finally {
  bare.kill();
  await server.stop();
  await uncounted.stop();
}
const fig = (v: number[]) => `${median(v).toFixed(1)} (${Math.min(...v).toFixed(1)}–${Math.max(...v).toFixed(1)})`;
console.log(`CPU µs per answer, wrk -t1 -c32 -d${seconds}s, ${rounds} rounds (median, range); the 404 beside the bare page\n`);
console.log(
  markdownTable(
    ["what", "counting on", "counting off", "bare node:http", "on / bare", "off / bare", "on / off"],
    targets.map((t, i) => {
      const r = runs[i]!;
      const bareUs = median(i === 2 ? runs[0]!.bare : r.bare);
      return [
        t.what,
        fig(r.on),
        fig(r.off),
        fig(i === 2 ? runs[0]!.bare : r.bare),
        (median(r.on) / bareUs).toFixed(2),
        (median(r.off) / bareUs).toFixed(2),
        (median(r.on) / median(r.off)).toFixed(2),
      ];
    }),
  ),
);
