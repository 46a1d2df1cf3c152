import { afterEach, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { createMetrics, serveMetrics } from "./metrics.server";

describe("metrics", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it("serves the Prometheus text format on its own listener, with the outbox read at scrape time", async () => {
    let pending = 3;
    const metrics = createMetrics(async () => ({ pending, oldestPendingSeconds: 42, failed: 1 }));
    metrics.submission("stored");
    metrics.submission("stored");
    metrics.submission("throttled");
    metrics.notificationSent();
    metrics.httpRequest(200, 0.004);
    metrics.httpRequest(404, 0.002);
    server = await serveMetrics(metrics, { port: 0, host: "127.0.0.1" });
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;

    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('contact_submissions_total{outcome="stored"} 2');
    expect(text).toContain('contact_submissions_total{outcome="throttled"} 1');
    expect(text).toContain('contact_submissions_total{outcome="forbidden"} 0');
    expect(text).toContain('contact_notifications_sent_total{channel="mail"} 1');
    expect(text).toContain('contact_notifications_failed_total{channel="mail"} 0');
    expect(text).toContain("contact_outbox_pending 3");
    expect(text).toContain("contact_outbox_oldest_pending_seconds 42");
    expect(text).toContain('http_requests_total{status="404"} 1');
    expect(text).toContain("http_request_duration_seconds_count 2");
    expect(text).toContain("process_resident_memory_bytes");

    // The outbox's figures are read at most once a second: the change shows at a later scrape.
    pending = 0;
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text(), { timeout: 10_000, interval: 200 })
      .toContain("contact_outbox_pending 0");
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
  });

  it("exports the lead desk's first-reply histogram and the overdue gauge, read at scrape time", async () => {
    const metrics = createMetrics(undefined, async () => 2);
    metrics.firstReply(3600);
    const text = await metrics.registry.metrics();
    expect(text).toContain("contact_first_reply_seconds_count 1");
    expect(text).toContain('contact_first_reply_seconds_bucket{le="3600"} 1');
    expect(text).toContain("contact_leads_overdue 2");
  });
});
