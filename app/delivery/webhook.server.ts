import { emptyAttribution, type Attribution } from "~/storage/requests/attribution";
import type { PackageId } from "~/content/packages";
import type { Locale } from "~/i18n/locale";
import { maxRetryAfterMs, type DeliveryChannel, type DeliveryOutcome } from "./delivery.server";

/** Where accepted requests are also sent, and the shared secret that signs them. */
export interface WebhookTarget {
  url: string;
  /** `whsec_` followed by base64, as Standard Webhooks receivers expect. */
  secret: string;
}

/** The contact request as the webhook carries it (the spec's notification field names). */
export interface WebhookRequest {
  id: string;
  /** The short reference the visitor was given (`NW-2611-042`); null or absent: none. */
  reference?: string | null;
  firstName: string;
  email: string;
  message: string;
  language: Locale;
  package?: PackageId | null;
  /** Where the request came from; every field null when unknown. */
  attribution?: Attribution;
  createdAt: string;
}

/** A delivery outcome; a delivered one with the receiver's status code. */
export type DeliveryResult = Exclude<DeliveryOutcome, { kind: "delivered" }> | { kind: "delivered"; status: number };

export const webhookTimeoutMs = 10_000;
/** A receiver's answer body is read up to this many bytes (only to free the connection). */
const maxResponseBytes = 4 * 1024;

/**
 * The body is built from the stored request alone, so every retry sends the same bytes; only the
 * signature's timestamp changes.
 */
export function webhookBody(request: WebhookRequest): string {
  return JSON.stringify({
    type: "contact_request.created",
    timestamp: request.createdAt,
    data: {
      id: request.id,
      reference: request.reference ?? null,
      firstName: request.firstName,
      businessEmail: request.email,
      message: request.message,
      language: request.language,
      package: request.package ?? null,
      attribution: request.attribution ?? emptyAttribution,
      createdAt: request.createdAt,
    },
  });
}

/**
 * Retry-After (RFC 9110 10.2.3): a whole number of seconds or an HTTP date, capped at an hour.
 * Anything else ("1e20", "-1", garbage) is ignored: the outbox's own backoff applies.
 */
export function retryAfter(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Math.min(Number(value) * 1000, maxRetryAfterMs);
  if (!/[a-z]/i.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.min(Math.max(0, date - now), maxRetryAfterMs);
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : error.name === "Error" ? error.message : error.name;
}

/** Reads and drops at most a few KB of the answer, so a receiver cannot make us buffer much. */
async function drain(response: Response): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    while (read < maxResponseBytes) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * One delivery attempt, signed the Standard Webhooks way. `notificationId` is the webhook-id: the
 * same on every retry, so a receiver can drop a duplicate. Redirects are not followed: the request
 * goes to the configured URL and nowhere else.
 */
export async function deliverWebhook(
  target: WebhookTarget,
  notificationId: string,
  request: WebhookRequest,
  options: { now?: Date; timeoutMs?: number } = {},
): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const timeoutMs = options.timeoutMs ?? webhookTimeoutMs;
  const body = webhookBody(request);
  // Loaded with the first delivery: a server without WEBHOOK_URL never needs it.
  const { Webhook } = await import("standardwebhooks");
  const signature = new Webhook(target.secret).sign(notificationId, now, body);
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "contact-webhook/1",
        "webhook-id": notificationId,
        "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
        "webhook-signature": signature,
      },
      body,
    });
  } catch (error) {
    const cause = causeOf(error);
    return { kind: "retry", error: `webhook not reached: ${cause === "TimeoutError" ? `no answer in ${timeoutMs / 1000} s` : cause}` };
  }
  const status = response.status;
  try {
    await drain(response);
  } catch (error) {
    // A receiver that resets or stalls its answer (even after a 2xx) has not been heard: the
    // delivery is retried, with the same webhook-id, so a receiver that did take it drops the copy.
    const cause = causeOf(error);
    return {
      kind: "retry",
      error: `webhook answer cut off (status ${status}): ${cause === "TimeoutError" ? `no answer in ${timeoutMs / 1000} s` : cause}`,
    };
  }
  if (status >= 200 && status < 300) return { kind: "delivered", status };
  const error = `webhook answered ${status}`;
  if (status === 408 || status === 429 || status >= 500) {
    const after = retryAfter(response.headers.get("retry-after"), now.getTime());
    return after === undefined ? { kind: "retry", error } : { kind: "retry", error, retryAfterMs: after };
  }
  if (status >= 300 && status < 400) return { kind: "failed", error: `${error} (a redirect: not followed)` };
  return { kind: "failed", error };
}

/**
 * The webhook channel: each notification posted to the target, with the receiver's answer read as
 * `deliverWebhook` reads it (2xx delivered; 408, 429, 5xx and no answer retried, Retry-After
 * honoured; other 4xx and redirects failed).
 */
export function webhookChannel(target: WebhookTarget, options: { timeoutMs?: number } = {}): DeliveryChannel {
  return {
    deliver: ({ id, request }) =>
      deliverWebhook(
        target,
        id,
        {
          id: request.id,
          reference: request.reference,
          firstName: request.firstName,
          email: request.email,
          message: request.message,
          language: request.language,
          package: request.packageId,
          attribution: request.attribution,
          createdAt: request.createdAt,
        },
        { timeoutMs: options.timeoutMs },
      ),
  };
}
