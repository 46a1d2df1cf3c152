/**
 * The one interface the outbox drives: a delivery channel (mail, webhook) takes one stored
 * request and says how the attempt went, by its own reading of its own errors (an SMTP 5xx, a
 * webhook's 4xx or Retry-After). The outbox records the outcome, backs off and gives up; it knows
 * nothing of SMTP or HTTP. ADR 0009.
 */
import type { ContactRequest } from "../storage/requests/requests-store.server";
import type { NotificationChannel } from "../storage/requests/lead-status";

/** One outbox row to deliver: its id (the mail's Message-ID, the webhook-id) and its request. */
export interface OutgoingNotification {
  id: string;
  request: ContactRequest;
  /** Who a desk mail goes to (an assignee, the reminder's reader); null for the request's own notifications. */
  recipient?: string | null;
}

export type DeliveryOutcome =
  | { kind: "delivered" }
  /** Worth trying again later; `retryAfterMs` when the receiver said when. */
  | { kind: "retry"; error: string; retryAfterMs?: number }
  /** Will not succeed by retrying: the receiver refused it. */
  | { kind: "failed"; error: string };

/** The longest wait a receiver's Retry-After can impose; the outbox's own backoff stops there too. */
export const maxRetryAfterMs = 60 * 60 * 1000;

export interface DeliveryChannel {
  /** One attempt. Resolves with the outcome; a rejection counts as a retry (the outbox's net). */
  deliver(notification: OutgoingNotification): Promise<DeliveryOutcome>;
}

/** The channels this server delivers on; a row queued for one that is absent fails for good. */
export type DeliveryChannels = Partial<Record<NotificationChannel, DeliveryChannel>>;
