/** What an operator relies on, against the production server: health, metrics, retention, quiet logs. */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "~/contact/intake.server";
import { createStorage } from "~/storage/platform/storage.server";
import { freePort, startServer, type RunningServer } from "../support/server";
import { tokenField } from "../support/form-token";
import { storedRows } from "../support/stored-rows";
import { smtpSink, type SmtpSink } from "../support/smtp";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

const post = (server: RunningServer, fields: Record<string, string>, origin = server.url) =>
  fetch(`${server.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ ...tokenField(server.dataDir), ...fields }),
  });

describe("operating the server", () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await smtpSink();
  });
  afterAll(() => smtp?.stop());

  it("health, metrics after a few submissions, and logs without personal data", async () => {
    // Picked here, not METRICS_PORT=0: the server reads a METRICS_PORT of 0 as unset (no /metrics).
    const metricsPort = await freePort();
    const server = await startServer({ SMTP_URL: smtp.url, METRICS_PORT: String(metricsPort), CONTACT_RATE_LIMIT: "2" });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(health.headers.get("cache-control")).toBe("no-store");
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: "ready", database: "up", pending: expect.any(Number), failed: 0 });

      const person = { firstName: "Ophélie", email: "ophelie.private@example.com", message: "My very private project details." };
      // Three questions (the same one again within 10 minutes would be the same request).
      expect((await post(server, { ...person, message: `${person.message} (1)` })).status).toBe(200);
      expect((await post(server, { ...person, message: `${person.message} (2)` })).status).toBe(200);
      expect((await post(server, { ...person, message: `${person.message} (3)` })).status).toBe(429);
      expect((await post(server, { ...person, email: "nope" })).status).toBe(400);
      expect((await post(server, person, "https://evil.example")).status).toBe(403);
      await smtp.waitFor(2);

      // Not on the public port.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      const scrape = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(scrape).toContain('contact_submissions_total{outcome="stored"} 2');
      expect(scrape).toContain('contact_submissions_total{outcome="throttled"} 1');
      expect(scrape).toContain('contact_submissions_total{outcome="invalid"} 1');
      expect(scrape).toContain('contact_submissions_total{outcome="spam"} 0');
      expect(scrape).toContain('contact_submissions_total{outcome="forbidden"} 1');
      expect(scrape).toContain('contact_submissions_total{outcome="duplicate"} 0');
      expect(scrape).toMatch(/contact_notifications_sent_total\{channel="mail"\} 2/);
      expect(scrape).toContain("contact_outbox_pending 0");
      expect(scrape).toMatch(/http_requests_total\{status="429"\} 1/);
      expect(scrape).toContain("http_request_duration_seconds_bucket");

      // A request id per request, echoed; an incoming one is honoured only behind a trusted proxy.
      const answer = await fetch(`${server.url}/labs`, { headers: { "X-Request-Id": "from-a-stranger" } });
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      const posted = await post(server, { ...person, email: "nope" });
      const id = posted.headers.get("x-request-id")!;
      await expect.poll(() => server.output()).toContain(id);

      const log = server.output();
      const lines = log
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.every((l) => typeof l.level === "number" && typeof l.time === "number")).toBe(true);
      expect(lines.find((l) => l.requestId === id)).toMatchObject({ method: "POST", path: "/contact", status: 400 });
      for (const secret of [person.firstName, person.email, "ophelie.private", person.message]) {
        expect(log, secret).not.toContain(secret);
      }
      // The visitor's address (loopback here) appears nowhere but in the server's own listen line.
      expect(log).not.toMatch(/\b127\.0\.0\.1\b(?!:\d)/);
    } finally {
      await server.stop();
    }
  });

  it("/readyz answers 503 while the database is unreachable; /healthz stays 200", async () => {
    // A port nothing listens on: a database that is down.
    const server = await startServer({ DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/none` });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: "unavailable", database: "down" });
    } finally {
      await server.stop();
    }
  });

  it("retention: requests older than CONTACT_RETENTION_DAYS are purged at start-up", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "retention-"));
    const storage = createStorage({ dataDir });
    let now = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    const service = createContactService({ storage, rateLimit: 100, now: () => now });
    await service.submit(
      { firstName: "Old", email: "old@example.com", message: "From more than a month ago." },
      { language: "en", clientIp: "192.0.2.9" },
    );
    now = new Date();
    await service.submit(
      { firstName: "New", email: "new@example.com", message: "From today, to be kept." },
      { language: "en", clientIp: "192.0.2.9" },
    );
    await storage.close();

    const server = await startServer({ DATA_DIR: dataDir, CONTACT_RETENTION_DAYS: "30", SMTP_URL: smtp.url });
    try {
      await expect.poll(async () => (await storedRows(dataDir)).requests.map((r) => r.first_name), { timeout: 10_000 }).toEqual(["New"]);
    } finally {
      await server.stop();
    }
  });

  it("the SQLite file deleted under the running server: the next request is stored, the earlier ones are back, all are mailed", async () => {
    const server = await startServer({ SMTP_URL: smtp.url });
    smtp.mails.splice(0);
    try {
      const before = { firstName: "Avant", email: "avant@example.com", message: "Sent before the file was deleted." };
      const after = { firstName: "Après", email: "apres@example.com", message: "Sent after the file was deleted." };
      expect((await post(server, before)).status).toBe(200);
      await smtp.waitFor(1);
      // What a careless cleanup does: the database and its write-ahead log are gone.
      for (const file of readdirSync(server.dataDir).filter((f) => f.startsWith("contacts.sqlite"))) {
        rmSync(join(server.dataDir, file));
      }
      expect(existsSync(join(server.dataDir, "contacts.sqlite"))).toBe(false);
      expect((await post(server, after)).status).toBe(200);
      await smtp.waitFor(2);
      expect(server.output()).toMatch(/contacts\.sqlite was deleted while the server was running: restoring it/);

      await expect
        .poll(async () => (await storedRows(server.dataDir)).notifications.map((n) => n.status), { timeout: 10_000 })
        .toEqual(["sent", "sent"]);
      const rows = await storedRows(server.dataDir);
      expect(rows.requests.map((r) => r.first_name).sort()).toEqual(["Après", "Avant"]);
      expect(rows.notifications.map((n) => n.status)).toEqual(["sent", "sent"]);
      expect(smtp.mails).toHaveLength(2);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
