/**
 * The visit counter's whole CPU cost per counted page view, in this process, against a real
 * SQLite database: the hook the fast path calls (server/visit-hook.ts) and everything it leads to
 * (the batch's visit lookups, the tally, the writes), as process.cpuUsage() sees it, which a busy
 * neighbour barely moves. `node --import tsx tests/bench/visit-cost.ts`.
 *
 * Each request is made as the HTTP parser makes it: new strings for its URL and headers (a string
 * seen again is hashed again). Views come in slices of 500 with a turn of the event loop between
 * them, as a server answering 20,000 to 40,000 pages a second sees them. Two kinds of traffic:
 * one client asking for the same page again and again (a load test: wrk's 32 connections from
 * one address), and a new client for each view (IPv4 addresses, cycling through 20,000).
 */
import type { IncomingMessage } from "node:http";
import { createStorage } from "../../app/storage/platform/storage.server";
import { createVisitCounter } from "../../app/visits/visits.server";
import { createVisitHook } from "../../server/visit-hook";
import type { StaticSite } from "../../server/static-files";
import { testDatabase } from "../support/databases";
import { median } from "../support/bench-report";
import { createLogger } from "../../app/platform/log.server";

const slice = 500;
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const site: StaticSite = { files: new Map(), pagesByLowerCase: new Map([["/labs", "/labs"]]), notFound: {}, badRequest: {} };

/** A copy of `s` that is a new string object (not the interned literal). */
const fresh = (s: string) => (" " + s).slice(1);

function request(ip: string): IncomingMessage {
  return {
    method: "GET",
    url: fresh("/labs?utm_source=bench&utm_campaign=http"),
    headers: { host: fresh("127.0.0.1:3000"), "user-agent": fresh(browser), "accept-encoding": fresh("gzip") },
    socket: { remoteAddress: ip },
  } as unknown as IncomingMessage;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

export type Traffic = "one client" | "a client per view";

async function run(kind: Traffic, counting: boolean, views: number): Promise<number> {
  const database = await testDatabase("sqlite");
  const storage = createStorage({ ...database, logger: createLogger({ level: "warn" }) });
  await storage.get();
  const counter = createVisitCounter({ storage, flushEveryMs: 60_000, logger: createLogger({ level: "warn" }) });
  const hook = createVisitHook(site, counter, "https://bench.invalid");
  const ips = Array.from({ length: 20_000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
  const start = process.cpuUsage();
  for (let i = 0; i < views; i += slice) {
    for (let j = 0; j < slice; j++) {
      const req = request(fresh(kind === "one client" ? "127.0.0.1" : ips[(i + j) % ips.length]!));
      if (counting) hook.answered(req, "/labs", 200);
    }
    await turn();
  }
  await counter.flush();
  const used = process.cpuUsage(start);
  await counter.close();
  await storage.close();
  return (used.user + used.system) / views;
}

/** CPU µs per counted view (medians of 3 runs with counting, less the same requests without). */
export async function visitCostUs(kind: Traffic, views = 200_000): Promise<{ us: number; with: number; without: number }> {
  const on: number[] = [];
  const off: number[] = [];
  for (let round = 0; round < 3; round++) {
    off.push(await run(kind, false, views));
    on.push(await run(kind, true, views));
  }
  return { us: median(on) - median(off), with: median(on), without: median(off) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const views = Number(process.env.BENCH_VIEWS ?? 200_000);
  const kinds = (process.env.BENCH_KINDS ?? "one client,a client per view").split(",") as Traffic[];
  for (const kind of kinds) {
    const cost = await visitCostUs(kind, views);
    console.log(
      `${kind}: ${cost.us.toFixed(2)} µs of CPU per counted view ` +
        `(with counting ${cost.with.toFixed(2)}, the requests alone ${cost.without.toFixed(2)}; medians of 3 × ${views.toLocaleString("en")} views)`,
    );
  }
}
