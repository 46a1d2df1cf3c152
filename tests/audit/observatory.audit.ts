/**
 * The MDN HTTP Observatory's verdict on the site behind TLS, as a visitor's browser reaches it:
 * the production server behind nginx (the location block of deploy/nginx.conf) terminating TLS
 * with a throwaway certificate for localhost, port 80's role played by a redirecting listener.
 * The scanner runs offline: its install script (which downloads the HSTS preload and TLD lists)
 * is not run, and those two lists are empty.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scan } from "../support/observatory";
import { nginxTestConfig } from "../support/nginx";
import { freePort, startServer, type RunningServer } from "../support/server";

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => resolve(!socket.destroy()));
    socket.once("error", () => resolve(false));
  });

const hasNginx = spawnSync("nginx", ["-v"]).status === 0;
const hasOpenssl = spawnSync("openssl", ["version"]).status === 0;
// CI installs both: there, a missing one is a failure, not a reason to skip.
const run = (hasNginx && hasOpenssl) || Boolean(process.env.CI);

/**
 * A TLS front for one instance, with the proxy settings of deploy/nginx.conf; and a bare site on
 * the same certificate (no redirect, no security header) for the scanner to fail.
 */
function nginxConfig(dir: string, httpPort: number, httpsPort: number, upstream: number, bare: { http: number; https: number }): string {
  const deployed = readFileSync(resolve("deploy/nginx.conf"), "utf8");
  const location = /location \/ \{[\s\S]*?\n {4}\}/.exec(deployed)?.[0];
  if (!location) throw new Error("deploy/nginx.conf has no `location /` block");
  return nginxTestConfig(
    dir,
    `  upstream agency_site { server 127.0.0.1:${upstream}; keepalive 8; }
  server {
    listen 127.0.0.1:${httpPort};
    return 301 https://$host:${httpsPort}$request_uri;
  }
  server {
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${join(dir, "cert.pem")};
    ssl_certificate_key ${join(dir, "key.pem")};
    client_max_body_size 64k;
    ${location}
  }
  server {
    listen 127.0.0.1:${bare.http};
    location / { default_type text/html; return 200 "<!doctype html><title>bare</title>"; }
  }
  server {
    listen 127.0.0.1:${bare.https} ssl;
    ssl_certificate ${join(dir, "cert.pem")};
    ssl_certificate_key ${join(dir, "key.pem")};
    location / { default_type text/html; return 200 "<!doctype html><title>bare</title>"; }
  }`,
  );
}

describe.runIf(run)("MDN HTTP Observatory behind TLS", () => {
  let server: RunningServer;
  let nginx: ChildProcess;
  let ports: { http: number; https: number };
  let bare: { http: number; https: number };
  let certificate: string;

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "observatory-"));
    const cert = spawnSync("openssl", [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ]);
    if (cert.status !== 0) throw new Error(`openssl: ${cert.stderr}`);
    certificate = join(dir, "cert.pem");
    server = await startServer({ TRUST_PROXY: "true" });
    // nginx listens where its configuration says: the ports are picked before it starts.
    ports = { http: await freePort(), https: await freePort() };
    bare = { http: await freePort(), https: await freePort() };
    writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, ports.http, ports.https, server.port, bare));
    nginx = spawn("nginx", ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
    for (let i = 0; i < 100 && !((await listening(ports.https)) && (await listening(bare.https))); i++)
      await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    nginx?.kill("SIGTERM");
    await server?.stop();
  });

  /** The scanner's verdict on localhost at these ports; it trusts the throwaway certificate as a browser trusts a real one. */
  const scanAt = (http: number, https: number): Scan => {
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", "tests/support/observatory.ts", "localhost", String(http), String(https)],
      {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate },
        encoding: "utf8",
        timeout: 90_000,
      },
    );
    expect(child.status, child.stderr).toBe(0);
    return JSON.parse(child.stdout) as Scan;
  };

  it("fails a bare site on the same certificate (the check can fail)", () => {
    const scan = scanAt(bare.http, bare.https);
    const failing = Object.entries(scan.tests)
      .filter(([, t]) => !t.pass)
      .map(([name]) => name);
    expect(failing).toEqual(
      expect.arrayContaining(["content-security-policy", "strict-transport-security", "redirection", "x-content-type-options"]),
    );
    expect(scan.score).toBeLessThan(130);
  });

  it("scores at least 130: CSP with default-src 'none' and nothing inline, HSTS, redirect to https", async () => {
    const scan = scanAt(ports.http, ports.https);
    console.log(`[observatory] score ${scan.score}, grade ${scan.grade}`);
    const failing = Object.entries(scan.tests).filter(([, t]) => !t.pass);
    expect(failing, JSON.stringify(scan.tests, null, 1)).toEqual([]);
    expect(scan.tests["content-security-policy"]?.result).toBe("csp-implemented-with-no-unsafe-default-src-none");
    expect(scan.tests["redirection"]?.result).toBe("redirection-to-https");
    expect(scan.score, JSON.stringify(scan.tests, null, 1)).toBeGreaterThanOrEqual(130);
  });
});
