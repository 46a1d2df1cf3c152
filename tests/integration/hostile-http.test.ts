import { existsSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server";
import { tokenField } from "../support/form-token";

// Against the production server (`npm start`'s): needs a build, which `npm test` makes first.
if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

const valid = { firstName: "Alice", message: "We would like an audit of our CRM." };

function post(server: RunningServer, email: string, headers: Record<string, string>) {
  return fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    // A message of its own per post: the same message again is caught as spam ("repeated") before it counts.
    body: new URLSearchParams({ ...tokenField(server.dataDir), ...valid, message: `${valid.message} (${email})`, email }),
  });
}

/** What a client that is not fetch can send: a request written byte for byte. */
function raw(server: RunningServer, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, "127.0.0.1", () => socket.end(request));
    let answer = "";
    socket.on("data", (d) => (answer += d));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

/** The server's JSON log lines (it logs JSON when its output is not a terminal). */
function logLines(server: RunningServer): Array<Record<string, unknown>> {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("requests an attacker writes (production server)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "true", CONTACT_RATE_LIMIT: "1" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a contact post with Origin: foo or null is a plain 403 and one info line, no stack", async () => {
    const before = logLines(server).length;
    const cases: Array<Record<string, string>> = [
      { Origin: "foo" },
      { Origin: "null" },
      { Origin: "foo", "Sec-Fetch-Site": "same-origin" },
      { Origin: "null", "Sec-Fetch-Site": "same-origin" },
    ];
    for (const headers of cases) {
      const answer = await post(server, "origin@example.com", { ...headers, "X-Forwarded-For": "198.51.100.1" });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toBe("Forbidden");
      expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    }
    const lines = logLines(server).slice(before);
    expect(lines.filter((l) => /refused/.test(String(l.msg)))).toHaveLength(4);
    expect(lines.filter((l) => Number(l.level) >= 40)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/stack|Invalid URL| {4}at /);
  });

  it("TRUST_PROXY: a forwarded address with a port is the same client, whatever the port", async () => {
    expect((await post(server, "a@example.com", { "X-Forwarded-For": "203.0.113.9, 1.2.3.5:4111" })).status).toBe(200);
    expect((await post(server, "b@example.com", { "X-Forwarded-For": "1.2.3.5:4112" })).status).toBe(429);
    expect((await post(server, "c@example.com", { "X-Forwarded-For": "[2001:db8::1]:443" })).status).toBe(200);
    expect((await post(server, "d@example.com", { "X-Forwarded-For": "2001:db8::1" })).status).toBe(429);
  });

  it("TRUST_PROXY: an entry that is not an address falls back to the connection's address, logged once", async () => {
    expect((await post(server, "e@example.com", { "X-Forwarded-For": "not-an-address" })).status).toBe(200);
    // The connection's address (127.0.0.1) is the key now: another junk value is the same client.
    expect((await post(server, "f@example.com", { "X-Forwarded-For": "junk:80" })).status).toBe(429);
    expect(logLines(server).filter((l) => /X-Forwarded-For/.test(String(l.msg)))).toHaveLength(1);
  });

  it("If-None-Match with a list, a weak tag or * answers 304 (RFC 9110 §13.1.2)", async () => {
    const page = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "br" } });
    const etag = page.headers.get("etag")!;
    expect(etag).toMatch(/^"/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, "*"]) {
      const revalidated = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "br", "If-None-Match": ifNoneMatch } });
      expect(revalidated.status, ifNoneMatch).toBe(304);
    }
    const changed = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "br", "If-None-Match": '"stale"' } });
    expect(changed.status).toBe(200);
  });

  it("OPTIONS * and a malformed Host are 400 with the security headers", async () => {
    for (const request of [
      "OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: evil.example/x\r\nConnection: close\r\n\r\n",
    ]) {
      const answer = await raw(server, request);
      const head = answer.split("\r\n\r\n")[0]!.toLowerCase();
      expect(head, request).toMatch(/^http\/1\.1 400/);
      expect(head, request).toContain("strict-transport-security: max-age=31536000");
      expect(head, request).toContain("x-content-type-options: nosniff");
      expect(head, request).toContain("content-security-policy: default-src 'none'");
      // The styled 400 page, not a bare line of text.
      expect(answer.split("\r\n\r\n").slice(1).join(""), request).toContain("<h1");
      expect(head, request).toContain("content-type: text/html");
    }
  });
});
