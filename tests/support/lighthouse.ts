/**
 * Lighthouse 12 (mobile, its default: a mid-range phone on a slow 4G link, simulated) for the audit
 * (accessibility, best practices, SEO: tests/audit/lighthouse.audit.ts) and the bench (performance:
 * tests/bench/lighthouse.ts): one Chromium, one run at a time, and a proxy that serves a page with
 * a defect injected, so that each can be seen failing.
 */
import { request, createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./browser";

export type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ["--headless=new", ...chromiumFlags] });
}

export interface RunOptions {
  /** The Chromium (launchChrome) to drive. */
  port: number;
  categories: string[];
  /** Merged into the mobile preset's throttling (slow 4G), as the CLI's --throttling.* flags are. */
  cpuSlowdownMultiplier?: number;
  /**
   * "provided": no throttling applied or simulated. Lighthouse then waits 5.25 s of network and CPU
   * quiet (and 5.25 s after the first paint and the load) where the default ("simulate") waits 1 s:
   * the categories that do not depend on timing run faster with the default, whose simulation only
   * serves performance's metrics.
   */
  throttlingMethod?: "simulate" | "provided";
  /**
   * How long the page must be quiet (network, CPU) and how long Lighthouse waits after its first
   * paint and its load, in ms; Lighthouse's own 1,000 each by default. Only performance's metrics
   * need the page to have settled.
   */
  quietMs?: number;
}

/**
 * One Lighthouse run of `url`; a runtime error (NO_NAVSTART: "run again") is retried twice, then
 * thrown. No full-page screenshot: it only illustrates the HTML report, which nobody reads here.
 */
export async function runLighthouse(url: string, options: RunOptions): Promise<Report> {
  const once = async () =>
    (await lighthouse(url, {
      port: options.port,
      logLevel: "error",
      output: "json",
      onlyCategories: options.categories,
      disableFullPageScreenshot: true,
      ...(options.throttlingMethod ? { throttlingMethod: options.throttlingMethod } : {}),
      ...(options.quietMs !== undefined
        ? {
            pauseAfterFcpMs: options.quietMs,
            pauseAfterLoadMs: options.quietMs,
            networkQuietThresholdMs: options.quietMs,
            cpuQuietThresholdMs: options.quietMs,
          }
        : {}),
      ...(options.cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier } } : {}),
    }))!.lhr;
  let lhr = await once();
  for (let retry = 0; retry < 2 && lhr.runtimeError; retry++) lhr = await once();
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** A category's score, 0 to 100 (0 when it was not asked for or could not be scored). */
export const score = (lhr: Report, id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** An audit's figure as Lighthouse shows it ("1.2 s", "150 ms"), or "?". */
export const shown = (lhr: Report, id: string): string => lhr.audits[id]?.displayValue ?? "?";

/** The pass/fail audits a run failed (alt text, contrast, console errors, crawlability…), as "id: title". */
export function failingAudits(lhr: Report): string[] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
    .map((audit) => `${audit.id}: ${audit.title}`);
}

/**
 * The CPU slowdown that makes this machine a mid-range phone (Lighthouse's target, a Moto G Power),
 * from the benchmark index Lighthouse measured here: the mapping of Lighthouse's CPU throttling
 * calculator, which its own slow-host warning points to. Its default of 4 assumes an index of about
 * 1,533; these shared machines measured from about 2,000 to 2,800, and a CI machine was slower (the
 * contact page's blocking time at 4 × was 0 ms here and 390-1,100 ms there), so a fixed 4 × judged
 * the machine as much as the page. Below 150 no slowdown can emulate the phone: 1.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

export interface Injection {
  /** The page (a path) whose HTML is changed. */
  path: string;
  /** The page's HTML as the server sent it, changed. */
  alter: (html: string) => string;
  /** Files the proxy itself answers (path to JavaScript source), e.g. a script `alter` links to. */
  scripts?: Record<string, string>;
}

export interface InjectingProxy {
  url: string;
  close: () => Promise<void>;
}

/** Headers that no longer describe a body the proxy changed. */
const stale = new Set(["content-length", "content-encoding", "etag", "transfer-encoding", "connection", "keep-alive"]);

/**
 * A loopback HTTP proxy in front of the production server that passes every request through as it
 * is, except one page, whose HTML it asks for uncompressed and sends changed (its headers, the
 * Content-Security-Policy included, kept), and the scripts it answers itself from this origin (which
 * the policy's 'self' allows). The site's build stays as it is: the defect exists only behind the
 * proxy.
 */
export async function injectingProxy(target: string, injection: Injection): Promise<InjectingProxy> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", upstream).pathname;
    const script = injection.scripts?.[path];
    if (script !== undefined) {
      res.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
      res.end(script);
      return;
    }
    const altered = path === injection.path;
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host };
    if (altered) headers["accept-encoding"] = "identity";
    const forward = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      if (!altered || !String(answer.headers["content-type"] ?? "").startsWith("text/html")) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !stale.has(name)));
        res.writeHead(answer.statusCode ?? 502, { ...kept, "cache-control": "no-store" });
        res.end(injection.alter(Buffer.concat(chunks).toString("utf8")));
      });
    });
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
