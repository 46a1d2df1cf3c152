/**
 * The server's resident memory (RSS) 5 s after it starts, as `npm start` runs it: a fresh
 * DATA_DIR, NODE_ENV=production, the node flags of package.json's start script. Read from
 * Linux /proc/<pid>/status (VmRSS) when the process is 5 s old, or when it logs "Site ready" if a
 * busy machine made that later (a server still loading its modules has not yet used its memory).
 * Several servers, one at a time; another build (the previous release's checkout) runs in the same
 * rounds, alternately, so that both are measured under the same load.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, serverCommand } from "../support/server";

/** What the server's own V8 said at the same moment: the heap, and the buffers outside it. */
export interface MemorySample {
  rssMb: number;
  heapTotalMb: number;
  heapUsedMb: number;
  externalMb: number;
  /** V8's young generation as committed: it grows with what start-up keeps, and shrinks only when idle for a while. */
  newSpaceMb: number;
}

const mb = (bytes: number) => bytes / 1048576;

/**
 * The probe the server is started with (`--import`): at the moment asked for (SIGUSR2), it writes
 * its own RSS and V8's figures as one line on stderr. It allocates nothing before that.
 */
const probe = `data:text/javascript,${encodeURIComponent(`
import { readFileSync } from "node:fs";
import { getHeapSpaceStatistics } from "node:v8";
process.on("SIGUSR2", () => {
  const m = process.memoryUsage();
  const rss = Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]) * 1024;
  const newSpace = getHeapSpaceStatistics().find((s) => s.space_name === "new_space")?.physical_space_size ?? 0;
  process.stderr.write("MEMORY " + JSON.stringify({ rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, newSpace }) + "\\n");
});
`)}`;

/** One server of the build in `dir`, started and measured, then stopped. */
export async function rssAfterStart(dir: string, afterMs = 5000): Promise<MemorySample> {
  const dataDir = mkdtempSync(join(tmpdir(), "rss-data-"));
  const [node, ...args] = serverCommand(dir);
  // A port picked here, not PORT=0: the previous release refuses PORT=0.
  const port = String(await freePort());
  const child = spawn(node!, ["--import", probe, ...args], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: port, DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const started = Date.now();
  try {
    const ready = new Promise<void>((resolve, reject) => {
      const look = () => (log.includes("Site ready on") ? resolve() : undefined);
      child.stdout.on("data", look);
      child.stderr.on("data", look);
      child.once("exit", (code) => reject(new Error(`server in ${dir} exited (${code}):\n${log}`)));
    });
    await ready;
    const wait = afterMs - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const line = new Promise<string>((resolve) => {
      const look = () => {
        const found = /MEMORY (\{.*\})\n/.exec(log)?.[1];
        if (found) resolve(found);
      };
      child.stderr.on("data", look);
    });
    child.kill("SIGUSR2");
    const m = JSON.parse(await line) as { rss: number; heapTotal: number; heapUsed: number; external: number; newSpace: number };
    return {
      rssMb: mb(m.rss),
      heapTotalMb: mb(m.heapTotal),
      heapUsedMb: mb(m.heapUsed),
      externalMb: mb(m.external),
      newSpaceMb: mb(m.newSpace),
    };
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `runs` servers of each build, alternating (this one first, then the other, then this one…). */
export async function rssRounds(dirs: readonly string[], runs: number): Promise<MemorySample[][]> {
  const samples = dirs.map(() => [] as MemorySample[]);
  for (let run = 0; run < runs; run++) {
    for (const [i, dir] of dirs.entries()) samples[i]!.push(await rssAfterStart(dir));
  }
  return samples;
}
