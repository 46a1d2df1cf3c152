import { maxRetryAfterMs, type DeliveryChannels, type DeliveryOutcome } from "./delivery.server";
import { defaultLogger, errorMessage, type Logger } from "../platform/log.server";
import type { Metrics } from "../platform/metrics.server";
import type { Db } from "../storage/platform/database.server";
import type { Storage } from "../storage/platform/storage.server";
import {
  claimDueNotifications,
  dropNotification,
  findRequest,
  renewClaim,
  resumePendingNotifications,
  settleNotification,
  type ClaimedNotification,
} from "../storage/conversation/outbox-store.server";
import type { NotificationChannel } from "../storage/requests/lead-status";

type Claimed = ClaimedNotification;

export interface OutboxWorkerOptions {
  logger?: Logger;
  /**
   * What delivers each channel's rows (mailChannel, webhookChannel). A row queued for a channel
   * this server does not have (WEBHOOK_URL removed meanwhile) fails with a clear error.
   */
  channels: DeliveryChannels;
  /** How long a transient failure is retried before the notification is marked failed. */
  giveUpAfterMs?: number;
  storage: Storage;
  /** How often to look for due rows (retries, rows queued by other instances). */
  pollIntervalMs?: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /**
   * How long a claim holds before another instance may take the row; renewed while a send is in
   * flight, so a worker that died mid-send holds its rows for at most this long.
   */
  leaseMs?: number;
  /** Backoff after the n-th failed attempt (n ≥ 1). */
  retryDelayMs?: (attempts: number) => number;
  now?: () => Date;
}

export interface OutboxWorker {
  /** Counts deliveries and failures in these metrics. */
  observe(metrics: Pick<Metrics, "notificationSent" | "notificationFailed">): void;
  /** Look for due notifications now (called after a request was queued). */
  kick(): void;
  /** Runs one round: claims and sends due notifications. Returns how many were sent. */
  runOnce(): Promise<number>;
  /** Stops the loop and waits for sends in flight. */
  stop(): Promise<void>;
}

/** Why a row of a channel this server lacks cannot be delivered. */
const unconfigured: Record<NotificationChannel, string> = {
  mail: "no mail channel is configured",
  webhook: "WEBHOOK_URL is not set any more",
  reply: "no mail channel is configured",
  assignment: "no mail channel is configured",
  reminder: "no mail channel is configured",
  answer: "no mail channel is configured",
  receipt: "no mail channel is configured",
};

/** 15 s, 30 s, 1 min, 2 min … capped at 1 h; ±10 % jitter so instances do not retry in step. */
export function defaultRetryDelayMs(attempts: number): number {
  const base = Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

/** Starts the worker loop in the background; it never throws (errors are logged, then retried). */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const worker = createOutboxWorker(options);
  worker.start();
  return worker;
}

/** What one delivery needs of its worker. */
interface Delivering {
  channels: DeliveryChannels;
  log: Logger;
  leaseMs: number;
  giveUpAfterMs: number;
  retryDelayMs: (attempts: number) => number;
  now: () => Date;
  metrics: () => Pick<Metrics, "notificationSent" | "notificationFailed"> | undefined;
}

/**
 * Sends one claimed row through its channel and settles it: sent, retried later with backoff, or
 * failed for good. Whether it was sent.
 */
async function deliver(w: Delivering, db: Db, row: Claimed): Promise<boolean> {
  const request = await findRequest(db, row.request_id);
  if (!request) {
    // Erased while queued: nothing left to send.
    await dropNotification(db, row.id);
    return false;
  }
  // Keep the claim while the receiver takes its time; a crash stops the renewals.
  const renew = setInterval(() => {
    void renewClaim(db, row.id, new Date(w.now().getTime() + w.leaseMs)).catch(() => {});
  }, w.leaseMs / 3);
  renew.unref?.();
  // Whatever goes wrong in the attempt is this delivery's error: recorded, backed off, given up
  // on after giveUpAfterMs; never an escape that leaves the row claimed with no trace.
  const channel = w.channels[row.channel];
  const result = await (
    channel
      ? channel.deliver({ id: row.id, request, recipient: row.recipient })
      : Promise.resolve<DeliveryOutcome>({ kind: "failed", error: unconfigured[row.channel] })
  )
    .catch((error: unknown): DeliveryOutcome => ({ kind: "retry", error: errorMessage(error) }))
    .finally(() => clearInterval(renew));
  if (result.kind === "delivered") {
    w.metrics()?.notificationSent(row.channel);
    await settleNotification(db, row.id, { kind: "sent", at: w.now() });
    return true;
  }
  const error = result.error.slice(0, 1000);
  const givenUp = result.kind === "failed" || w.now().getTime() - Date.parse(row.created_at) >= w.giveUpAfterMs;
  if (givenUp) {
    w.metrics()?.notificationFailed(row.channel);
    w.log.error(
      { channel: row.channel, notification: row.id, request: row.request_id, attempts: row.attempts, error },
      `${row.channel} notification failed for good (requeue: npm run contacts -- retry --id ${row.request_id})`,
    );
    await settleNotification(db, row.id, { kind: "failed", error });
    return false;
  }
  const delay = Math.min(Math.max(w.retryDelayMs(row.attempts), result.retryAfterMs ?? 0), maxRetryAfterMs);
  w.log.error(
    { channel: row.channel, notification: row.id, attempts: row.attempts, nextInSeconds: Math.round(delay / 1000), error },
    `${row.channel} notification not delivered`,
  );
  await settleNotification(db, row.id, { kind: "retry", error, nextAttemptAt: new Date(w.now().getTime() + delay) });
  return false;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker & { start(): void } {
  const { storage, channels } = options;
  const log = (options.logger ?? defaultLogger()).child({ module: "outbox" });
  const giveUpAfterMs = options.giveUpAfterMs ?? 24 * 60 * 60 * 1000;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 20_000;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const now = options.now ?? (() => new Date());

  let stopped = false;
  let kicked = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;
  let failing = false;
  let metrics: Pick<Metrics, "notificationSent" | "notificationFailed"> | undefined;
  const delivering: Delivering = { channels, log, leaseMs, giveUpAfterMs, retryDelayMs, now, metrics: () => metrics };

  function claim(db: Db): Promise<Claimed[]> {
    const at = now();
    return claimDueNotifications(db, at, new Date(at.getTime() + leaseMs), batchSize);
  }

  /** Whether the start-up sweep has run (it waits for the database if it is down). */
  let resumed = false;

  async function runOnce(): Promise<number> {
    const db = await storage.get();
    if (!resumed) {
      await resumePendingNotifications(db, now());
      resumed = true;
    }
    let sent = 0;
    for (;;) {
      const rows = await claim(db);
      const results = await Promise.all(rows.map((row) => deliver(delivering, db, row)));
      sent += results.filter(Boolean).length;
      if (rows.length < batchSize || stopped) return sent;
    }
  }

  async function run(): Promise<void> {
    while (!stopped) {
      kicked = false;
      try {
        await runOnce();
        if (failing) log.info("working again");
        failing = false;
      } catch (error) {
        // Database down: say so once, keep trying at the poll interval.
        if (!failing) log.error({ error: errorMessage(error) }, "cannot reach the database");
        failing = true;
      }
      if (stopped) break;
      if (kicked) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        timer.unref?.();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    observe(m) {
      metrics = m;
    },
    start() {
      loop ??= run();
    },
    kick() {
      kicked = true;
      wake?.();
    },
    runOnce,
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
