import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";
import { sharedSite } from "../support/shared";

/**
 * `npm run dev` on a port the system picks (PORT=0), read from its "Site ready" line once it
 * listens; in its own process group so that the whole of it is stopped.
 */
async function startDev(): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  let log = "";
  const child = spawn("npm", ["run", "dev"], {
    // LOG_LEVEL info (the tests' own is silent): the "Site ready" line, into the output read here.
    env: {
      ...process.env,
      NODE_ENV: "",
      LOG_LEVEL: "info",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "dev-data-")),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      process.kill(-child.pid!, "SIGTERM");
    });
  let timer: NodeJS.Timeout | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    const look = (d: Buffer) => {
      log += d;
      const ready = /Site ready on http:\/\/[^:\s"]+:(\d+)/.exec(log);
      if (ready) resolve(Number(ready[1]));
    };
    child.stdout.on("data", look);
    child.stderr.on("data", look);
    child.once("exit", (code) => reject(new Error(`npm run dev exited (${code}):\n${log}`)));
    // Generous: Vite's first start on a loaded machine.
    timer = setTimeout(() => void stop().then(() => reject(new Error(`npm run dev did not start:\n${log}`))), 90_000);
  }).finally(() => clearTimeout(timer));
  return { url: `http://127.0.0.1:${port}`, output: () => log, stop };
}

const securityHeaders = [
  "content-security-policy",
  "strict-transport-security",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

/** The security headers of an answer, by name (their values may differ: the CSP's nonce or hashes). */
const present = (headers: Headers) => securityHeaders.filter((name) => headers.has(name));

describe("npm run dev is the production server, run through Vite", () => {
  let dev: Awaited<ReturnType<typeof startDev>>;
  // Production with default settings, only asked and refused (no contact request taken): the run's
  // shared server, or one of its own outside the e2e tier.
  let production: Pick<RunningServer, "url">;
  let own: RunningServer | undefined;
  beforeAll(async () => {
    const shared = sharedSite();
    [dev, production] = await Promise.all([startDev(), shared ?? (own = await startServer())]);
  });
  afterAll(async () => {
    await Promise.all([dev?.stop(), own?.stop()]);
  });

  it("pages, 404s and refusals carry the same security headers as in production", async () => {
    for (const path of ["/", "/fr/contact", "/no/such/page"]) {
      const [d, p] = await Promise.all([fetch(`${dev.url}${path}`), fetch(`${production.url}${path}`)]);
      expect(d.status, path).toBe(p.status);
      expect(present(d.headers), path).toEqual(securityHeaders);
      expect(present(p.headers), path).toEqual(securityHeaders);
    }
    expect((await fetch(`${dev.url}/contact`)).headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
  });

  it("answers 405 and 413 as production does", async () => {
    for (const base of [dev.url, production.url]) {
      const notAForm = await fetch(`${base}/labs`, { method: "POST", body: "x=1" });
      expect(notAForm.status, base).toBe(405);
      expect(notAForm.headers.get("allow")).toBe("GET, HEAD");
      expect(present(notAForm.headers)).toEqual(securityHeaders);
      const put = await fetch(`${base}/`, { method: "PUT" });
      expect(put.status, base).toBe(405);
      const tooLarge = await new Promise<number>((resolve, reject) => {
        const body = "x".repeat(200_000);
        const req = request(`${base}/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": body.length, Origin: base },
        });
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on("error", reject);
        req.end(body);
      });
      expect(tooLarge, base).toBe(413);
    }
  });

  it("has /healthz and /readyz, and the contact form stores a request", async () => {
    expect(await (await fetch(`${dev.url}/healthz`)).json()).toEqual({ status: "ok" });
    const ready = await fetch(`${dev.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", database: "up" });
    // The dev server renders the page per request and gives it its fill-time token too.
    const token = (await (await fetch(`${dev.url}/contact`)).text()).match(/name="fill_token" value="([^"]+)"/)?.[1];
    expect(token).toBeDefined();
    const sent = await fetch(`${dev.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: dev.url },
      body: new URLSearchParams({
        firstName: "Alice",
        email: "alice@example.com",
        message: "We would like an audit of our CRM.",
        fill_token: token!,
      }),
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Message sent!");
    const foreign = await fetch(`${dev.url}/contact`, { method: "POST", headers: { Origin: "https://evil.test" }, body: "x=1" });
    expect(foreign.status).toBe(403);
  });
});
