import { Webhook } from "standardwebhooks";
import { emptyAttribution } from "~/storage/requests/attribution";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";
import { deliverWebhook, type WebhookRequest } from "~/delivery/webhook.server";
import { webhookSecret, webhookUrl } from "~/platform/webhook-config";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const request: WebhookRequest = {
  id: "2f1c7c1e-0000-4000-8000-000000000001",
  firstName: "Émilie",
  email: "emilie@example.be",
  message: "Nous voulons relier notre CRM à nos campagnes.",
  language: "fr",
  package: null,
  createdAt: "2026-11-22T10:00:00.000Z",
};

describe("webhook delivery (real receiver on loopback)", () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await webhookReceiver();
  });
  afterAll(() => receiver.stop());

  it("delivers a JSON event a Standard Webhooks receiver verifies", async () => {
    receiver.received.splice(0);
    receiver.answer = () => ({ status: 200 });
    const result = await deliverWebhook({ url: receiver.url, secret }, "notif-1", request);
    expect(result).toEqual({ kind: "delivered", status: 200 });
    const [hook] = receiver.received;
    expect(hook!.headers["content-type"]).toBe("application/json");
    expect(hook!.headers["webhook-id"]).toBe("notif-1");
    const verified = new Webhook(secret).verify(hook!.body, hook!.headers as Record<string, string>);
    expect(verified).toEqual({
      type: "contact_request.created",
      timestamp: request.createdAt,
      data: {
        id: request.id,
        reference: null,
        firstName: "Émilie",
        businessEmail: "emilie@example.be",
        message: request.message,
        language: "fr",
        package: null,
        attribution: emptyAttribution,
        createdAt: request.createdAt,
      },
    });
    expect(() =>
      new Webhook("whsec_" + Buffer.from("another secret of 24+ bytes!!").toString("base64")).verify(
        hook!.body,
        hook!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it("a Dutch lead's event says language nl (issue 27)", async () => {
    receiver.received.splice(0);
    receiver.answer = () => ({ status: 200 });
    const dutch: WebhookRequest = { ...request, firstName: "Lotte", language: "nl", package: "starter" };
    expect(await deliverWebhook({ url: receiver.url, secret }, "notif-nl", dutch)).toEqual({ kind: "delivered", status: 200 });
    const verified = new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers as Record<string, string>) as {
      data: { language: string; package: string };
    };
    expect(verified.data).toMatchObject({ language: "nl", package: "starter" });
  });

  it("408, 429 (with Retry-After) and 5xx are retried; other 4xx and redirects fail at once", async () => {
    const outcome = async (status: number, headers?: Record<string, string>) => {
      receiver.answer = () => ({ status, headers });
      return deliverWebhook({ url: receiver.url, secret }, "notif-2", request);
    };
    expect(await outcome(500)).toEqual({ kind: "retry", error: "webhook answered 500" });
    expect(await outcome(408)).toMatchObject({ kind: "retry" });
    expect(await outcome(429, { "Retry-After": "120" })).toEqual({ kind: "retry", error: "webhook answered 429", retryAfterMs: 120_000 });
    expect(await outcome(400)).toEqual({ kind: "failed", error: "webhook answered 400" });
    expect(await outcome(410)).toMatchObject({ kind: "failed" });
    receiver.received.splice(0);
    const redirected = await outcome(307, { Location: `${receiver.url}/elsewhere` });
    expect(redirected).toMatchObject({ kind: "failed" });
    // Only the configured URL was asked: the redirect was not followed.
    expect(receiver.received).toHaveLength(1);
  });

  it("a receiver that is down or does not answer in time is retried", async () => {
    receiver.answer = () => "hang";
    expect(await deliverWebhook({ url: receiver.url, secret }, "n", request, { timeoutMs: 300 })).toEqual({
      kind: "retry",
      error: "webhook not reached: no answer in 0.3 s",
    });
    const down = await webhookReceiver({ start: false });
    expect(await deliverWebhook({ url: down.url, secret }, "n", request)).toEqual({
      kind: "retry",
      error: "webhook not reached: ECONNREFUSED",
    });
  });

  it("configuration: https anywhere, http only on loopback, a whsec_ secret", () => {
    expect(webhookUrl.safeParse("https://crm.example.com/hooks/leads").success).toBe(true);
    expect(webhookUrl.safeParse("http://127.0.0.1:9000/x").success).toBe(true);
    expect(webhookUrl.safeParse("http://crm.example.com/hooks").success).toBe(false);
    expect(webhookUrl.safeParse("https://user:pass@crm.example.com/").success).toBe(false);
    expect(webhookUrl.safeParse("ftp://crm.example.com/").success).toBe(false);
    expect(webhookSecret.safeParse(secret).success).toBe(true);
    expect(webhookSecret.safeParse("secret").success).toBe(false);
  });
});
