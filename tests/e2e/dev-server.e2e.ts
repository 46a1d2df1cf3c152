import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "../support/server";

/** `npm run dev` on a free port, in its own process group so that the whole of it is stopped. */
async function startDev(): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  let log = "";
  const child = spawn("npm", ["run", "dev"], {
    env: { ...process.env, NODE_ENV: "", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: mkdtempSync(join(tmpdir(), "dev-data-")) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      process.kill(-child.pid!, "SIGTERM");
    });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode}):\n${log}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`npm run dev did not start:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { url, output: () => log, stop };
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
  let production: RunningServer;
  beforeAll(async () => {
    [dev, production] = await Promise.all([startDev(), startServer()]);
  });
  afterAll(async () => {
    await Promise.all([dev?.stop(), production?.stop()]);
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
