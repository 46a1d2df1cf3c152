import { createServer, type Server } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/** Every outcome a contact submission can have, as counted in contact_submissions_total. */
export const submissionOutcomes = ["stored", "throttled", "dropped", "invalid", "spam", "unavailable", "forbidden", "duplicate"] as const;
export type SubmissionOutcome = (typeof submissionOutcomes)[number];

/**
 * Why a contact request could not be stored, as counted in contact_store_failures_total: the disk
 * full, the database read-only (or refusing writes with an I/O error), or anything else (the
 * database unreachable, a failure of the request's own).
 */
export const storeFailureReasons = ["disk_full", "read_only", "other"] as const;
export type StoreFailureReason = (typeof storeFailureReasons)[number];

/** What the outbox gauges read at scrape time. */
export interface OutboxStats {
  pending: number;
  /** Age of the oldest pending notification, 0 when none is pending. */
  oldestPendingSeconds: number;
  failed: number;
}

export interface Metrics {
  submission(outcome: SubmissionOutcome): void;
  /** A contact request that could not be stored (its outcome is `unavailable`), by cause. */
  storeFailed(reason: StoreFailureReason): void;
  /** A request the spam filter caught: one count per reason it gave. */
  spamCaught(reasons: readonly string[]): void;
  notificationSent(channel?: string): void;
  notificationFailed(channel?: string): void;
  /** A lead's first reply (Mark as replied, or its first status change out of 'new'). */
  firstReply(seconds: number): void;
  /** Records one HTTP answer: its status and how long it took. */
  httpRequest(status: number, seconds: number): void;
  /**
   * What `contact_mail_dns_trusted` asks at each scrape: whether DNS is believed when it says a
   * domain has no mail (the mail-domain check's canary, asked at most once a minute).
   */
  watchMailDns(trusted: () => Promise<boolean>): void;
  /** The last sending check (SPF, DKIM, DMARC of MAIL_FROM's domain): whether each passed. */
  sendingCheck(check: string, ok: boolean): void;
  /** A visitor's receipt a bound held back: the server's hourly ceiling, or the network's one an hour. */
  receiptWithheld(reason: ReceiptWithheldReason): void;
}

/** The bounds that hold a receipt back (receipts-store's `receiptBounds`), each exported from the start. */
export const receiptWithheldReasons = ["ceiling", "network"] as const;
export type ReceiptWithheldReason = (typeof receiptWithheldReasons)[number];

/** The outbox's three gauges, asked of `outboxStats` at each scrape. */
function outboxGauges(registry: Registry, outboxStats?: () => Promise<OutboxStats>): void {
  // The three gauges of one scrape share one query.
  let cached: { at: number; value: Promise<OutboxStats | undefined> } | undefined;
  const readStats = () => {
    if (!cached || Date.now() - cached.at > 1_000) {
      cached = { at: Date.now(), value: (outboxStats?.() ?? Promise.resolve(undefined)).catch(() => undefined) };
    }
    return cached.value;
  };
  const outboxGauge = (name: string, help: string, pick: (s: OutboxStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const s = await readStats();
        if (s) this.set(pick(s));
      },
    });
  outboxGauge("contact_outbox_pending", "Notifications waiting to be delivered.", (s) => s.pending);
  outboxGauge(
    "contact_outbox_oldest_pending_seconds",
    "Age of the oldest notification waiting to be delivered (0 when none).",
    (s) => s.oldestPendingSeconds,
  );
  outboxGauge("contact_outbox_failed", "Notifications marked failed (requeue them with `contacts retry`).", (s) => s.failed);
}

/** `contact_mail_dns_trusted`, asked of the mail-domain check at each scrape once it is watched. */
function mailDnsGauge(registry: Registry): { watch: (trusted: () => Promise<boolean>) => void } {
  let mailDnsTrusted: (() => Promise<boolean>) | undefined;
  new Gauge({
    name: "contact_mail_dns_trusted",
    help: "1 while DNS resolves the canary domain and its 'no mail for this domain' is believed; 0 while it does not (every such answer counts as unknown).",
    registers: [registry],
    async collect() {
      const trusted = await mailDnsTrusted?.().catch(() => false);
      if (trusted !== undefined) this.set(trusted ? 1 : 0);
    },
  });
  return {
    watch(trusted) {
      mailDnsTrusted = trusted;
    },
  };
}

/** mail_sending_check_ok{check}: set by each sending check (SPF, DKIM, DMARC), absent until the first. */
function sendingGauge(registry: Registry): Metrics["sendingCheck"] {
  const gauge = new Gauge({
    name: "mail_sending_check_ok",
    help: "The sending domain's last check (at start, then daily): 1 when the record lets this server's mail through, 0 when it needs attention (see the desk's Sending page).",
    labelNames: ["check"],
    registers: [registry],
  });
  return (check, ok) => gauge.set({ check }, ok ? 1 : 0);
}

/** http_requests_total{status} and http_request_duration_seconds: what each answer records. */
function httpMetrics(registry: Registry): Metrics["httpRequest"] {
  // Counted per answer in a plain map, added to the counter at each scrape: a labelled inc per answer costs more than the fast path's own work.
  const byStatus = new Map<number, number>();
  new Counter({
    name: "http_requests_total",
    help: "HTTP responses by status code.",
    labelNames: ["status"],
    registers: [registry],
    collect() {
      for (const [status, n] of byStatus) this.inc({ status: String(status) }, n);
      byStatus.clear();
    },
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, up to the response headers.",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  return (status, seconds) => {
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    duration.observe(seconds);
  };
}

/**
 * The process's Prometheus metrics. The outbox gauges ask `outboxStats` at each scrape, so they
 * are right even when another instance sent the notifications.
 */
/**
 * A counter by one label, every value of it exported from the start at 0: an alert on a rate or an
 * `increase` never sees a missing series.
 */
function labelledCounter(registry: Registry, name: string, help: string, label: string, values: readonly string[]) {
  const counter = new Counter({ name, help, labelNames: [label], registers: [registry] });
  for (const value of values) counter.inc({ [label]: value }, 0);
  return counter;
}

/** The contact pipeline's counters, each by one label. */
function contactCounters(registry: Registry, spamReasons: readonly string[]) {
  const submissions = labelledCounter(
    registry,
    "contact_submissions_total",
    "Contact form submissions by outcome.",
    "outcome",
    submissionOutcomes,
  );
  const storeFailures = labelledCounter(
    registry,
    "contact_store_failures_total",
    "Contact requests that could not be stored (the visitor was answered 503), by cause: disk_full, read_only, other.",
    "reason",
    storeFailureReasons,
  );
  const spamCaught = labelledCounter(
    registry,
    "contact_spam_caught_total",
    "Requests the spam filter caught, counted once per reason it gave (a request with two reasons counts in both).",
    "reason",
    spamReasons,
  );
  const sent = labelledCounter(
    registry,
    "contact_notifications_sent_total",
    "Notifications delivered (mail handed to the relay, webhook answered 2xx).",
    "channel",
    ["mail"],
  );
  const failed = labelledCounter(
    registry,
    "contact_notifications_failed_total",
    "Notifications given up on (permanent refusal, or retried past the limit).",
    "channel",
    ["mail"],
  );
  const receiptsWithheld = labelledCounter(
    registry,
    "contact_receipts_withheld_total",
    "Visitors' receipts not sent because a bound was reached: 'ceiling' (the server's receipts per hour), 'network' (one an hour per IPv4 /24 or IPv6 /48). The requests were stored and notified.",
    "reason",
    receiptWithheldReasons,
  );
  return { submissions, storeFailures, spamCaught, sent, failed, receiptsWithheld };
}

/**
 * `spamReasons`: the filter's reason kinds, each exported at 0 from the start (the composition root
 * passes them: the platform does not depend on the contact feature).
 */
export function createMetrics(
  outboxStats?: () => Promise<OutboxStats>,
  overdueLeads?: () => Promise<number>,
  spamReasons: readonly string[] = [],
): Metrics & { registry: Registry } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { submissions, storeFailures, spamCaught, sent, failed, receiptsWithheld } = contactCounters(registry, spamReasons);

  outboxGauges(registry, outboxStats);
  const httpRequest = httpMetrics(registry);

  const firstReply = new Histogram({
    name: "contact_first_reply_seconds",
    help: "Working time (WORKING_HOURS) a lead waited for its first reply: sent from the desk, or confirmed by Mark as replied.",
    buckets: [600, 1800, 3600, 4 * 3600, 8 * 3600, 24 * 3600, 48 * 3600, 7 * 24 * 3600],
    registers: [registry],
  });
  new Gauge({
    name: "contact_leads_overdue",
    help: "New leads past the promise: due the same time on the next working day (WORKING_HOURS).",
    registers: [registry],
    async collect() {
      const n = await overdueLeads?.().catch(() => undefined);
      if (n !== undefined) this.set(n);
    },
  });

  const mailDns = mailDnsGauge(registry);
  return {
    registry,
    watchMailDns: mailDns.watch,
    sendingCheck: sendingGauge(registry),
    firstReply: (seconds) => firstReply.observe(seconds),
    submission: (outcome) => submissions.inc({ outcome }),
    storeFailed: (reason) => storeFailures.inc({ reason }),
    spamCaught: (reasons) => {
      for (const reason of new Set(reasons)) spamCaught.inc({ reason });
    },
    notificationSent: (channel = "mail") => sent.inc({ channel }),
    notificationFailed: (channel = "mail") => failed.inc({ channel }),
    receiptWithheld: (reason) => receiptsWithheld.inc({ reason }),
    httpRequest,
  };
}

/** `/metrics` on its own listener, so the public port never exposes it. */
export function serveMetrics(metrics: Metrics & { registry: Registry }, options: { port: number; host: string }): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (request.method !== "GET" || path !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" }).end(body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}
