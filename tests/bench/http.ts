/**
 * `npm run bench:http`: requests per second for a prerendered page, a hashed asset and the 404,
 * from the production server, with wrk on loopback. When nginx is on the PATH it serves the same
 * build/client files (gzip_static) in the same run, and a bare node:http server sends the same
 * page buffer: the figures that matter are the ratios, since these machines are shared and noisy.
 * Needs a build (`npm run build`) and wrk (Debian: `apt-get install wrk`).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, startServer } from "../support/server";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

function wrk(url: string): number {
  const run = spawnSync("wrk", ["-t1", `-c${connections}`, `-d${seconds}s`, "-H", "Accept-Encoding: gzip", url], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  const rate = run.stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1];
  if (!rate) throw new Error(`no rate in wrk's output:\n${run.stdout}`);
  return Number(rate);
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

if (spawnSync("wrk", ["--version"]).error) throw new Error("wrk is not installed (Debian: apt-get install wrk)");
const client = resolve("build/client");
const server = await startServer({ LOG_LEVEL: "warn" });
const html = await (await fetch(`${server.url}/contact`)).text();
const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
if (!asset) throw new Error("no asset found on /contact");
// In this order: "404" as an object key would sort first.
const targets: [string, string][] = [["page", "/labs"], ["asset", asset], ["404", "/no-such-page"]];

const rows: { what: string; path: string; ours: number; nginx?: number; bare?: number }[] = [];
try {
  for (const [what, path] of targets) rows.push({ what, path, ours: wrk(`${server.url}${path}`) });
} finally {
  await server.stop();
}

// A bare node:http server sending the page's gzip buffer: Node's own ceiling on this machine. In a
// process of its own, since wrk runs synchronously here.
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    "-e",
    `const gz = require("fs").readFileSync(${JSON.stringify(join(client, "labs/index.html.gz"))});
     require("http").createServer((q, s) => { s.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": gz.length }); s.end(gz); }).listen(${barePort}, "127.0.0.1");`,
  ],
  { stdio: "ignore" },
);
try {
  await waitUp(`http://127.0.0.1:${barePort}/labs`);
  rows[0]!.bare = wrk(`http://127.0.0.1:${barePort}/labs`);
} finally {
  bare.kill();
}

if (!spawnSync("nginx", ["-v"]).error) {
  const dir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
  const port = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((n) => `${n}_temp_path ${join(dir, n)};`).join(" ");
  writeFileSync(
    join(dir, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${join(dir, "pid")}; error_log ${join(dir, "error.log")} warn;
events { worker_connections 1024; }
http { access_log off; ${temp} include /etc/nginx/mime.types; sendfile on; gzip_static on;
  server { listen 127.0.0.1:${port}; root ${client};
    location / { try_files $uri $uri/index.html =404; }
    error_page 404 /404.html; } }
`,
  );
  const nginx = spawn("nginx", ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], { stdio: "ignore" });
  try {
    await waitUp(`http://127.0.0.1:${port}/labs`);
    for (const row of rows) row.nginx = wrk(`http://127.0.0.1:${port}${row.path}`);
  } finally {
    nginx.kill("SIGQUIT");
  }
}

const fmt = (n?: number) => (n === undefined ? "—" : Math.round(n).toLocaleString("en"));
const ratio = (a: number, b?: number) => (b ? (a / b).toFixed(2) : "—");
console.log(`wrk -t1 -c${connections} -d${seconds}s, Accept-Encoding: gzip, loopback\n`);
console.log("| what | ours req/s | nginx req/s | ours / nginx | bare node:http | ours / bare |");
console.log("| --- | --- | --- | --- | --- | --- |");
for (const r of rows) {
  console.log(`| ${r.what} (${r.path}) | ${fmt(r.ours)} | ${fmt(r.nginx)} | ${ratio(r.ours, r.nginx)} | ${fmt(r.bare)} | ${ratio(r.ours, r.bare)} |`);
}
console.log(`\n404 / page: ${ratio(rows[2]!.ours, rows[0]!.ours)}`);
