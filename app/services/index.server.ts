import { createContactService, limitWindowMs, type ContactService } from "./contact-service.server";
import type { Env } from "./env.server";
import { createMailer } from "./mail/mailer.server";
import { startOutboxWorker } from "./outbox.server";
import { createMetrics, serveMetrics, type Metrics } from "./metrics.server";
import { createStorage } from "./storage/database.server";
import { deleteExpiredIpKeys, forgetDeletedPages, outboxHealth, type OutboxHealth } from "./storage/contact-store.server";
import { purgeOlderThan, purgeSpamOlderThan, spamRetentionDays } from "./erasure.server";
import { createVisitCounter, type VisitCounter } from "./visits.server";

export type { ContactService, SubmitOutcome, SubmissionMeta } from "./contact-service.server";
export type { Env } from "./env.server";

/** What /readyz reports: no personal data, only the state of the pipeline. */
export type Readiness = { database: "up" } & OutboxHealth | { database: "down" };

export interface Services {
  contact: ContactService;
  metrics: Metrics;
  /** Page views counted in memory and added to the database (unset when COUNT_VISITS is off). */
  visits?: VisitCounter;
  /** The database reachable and migrated, and how the outbox is doing. */
  readiness(): Promise<Readiness>;
  /** Stops the outbox worker (waiting for sends in flight), then closes mail and database. */
  close(): Promise<void>;
}

/**
 * Starts the contact pipeline. Returns at once and never fails because the database is down:
 * the site serves its pages meanwhile, and storage connects (and migrates) when it can.
 */
export async function startServices(env: Env): Promise<Services> {
  const storage = createStorage({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  const mailer = createMailer({ dataDir: env.dataDir, smtpUrl: env.smtpUrl });
  console.info(`[mail] notifications go to ${mailer.description}`);
  // Pending notifications from before a restart are due: the worker's first round sends them.
  const worker = startOutboxWorker({
    storage,
    mailer,
    addresses: { to: env.mailTo, from: env.mailFrom },
    messageIdDomain: new URL(env.siteUrl).hostname,
    webhook: env.webhook,
  });
  if (env.webhook) console.info(`[webhook] each accepted request is also sent to ${new URL(env.webhook.url).origin}`);
  const stats = async () => outboxHealth(await storage.get());
  const metrics = createMetrics(stats);
  const metricsServer = env.metrics ? await serveMetrics(metrics, env.metrics) : undefined;
  if (env.metrics) console.info(`[metrics] Prometheus metrics on http://${env.metrics.host}:${env.metrics.port}/metrics`);
  worker.observe(metrics);
  const contact = createContactService({
    storage,
    rateLimit: env.contactRateLimit,
    onQueued: () => worker.kick(),
    channels: env.webhook ? ["mail", "webhook"] : ["mail"],
    onOutcome: (outcome) => metrics.submission(outcome),
  });

  const visits = env.countVisits ? createVisitCounter({ storage }) : undefined;

  // Housekeeping without a cron job, at start-up (once the database answers), then hourly:
  // retention, and the client-address keys no request can be counted against any more.
  const housekeeping = async () => {
    let db;
    try {
      db = await storage.get();
    } catch {
      return false; // the storage says when the database is down
    }
    try {
      const d = await purgeOlderThan(db, env.dataDir, env.retentionDays);
      if (d.requests > 0) console.info(`[retention] purged ${d.requests} request(s) older than ${env.retentionDays} days`);
      const spam = await purgeSpamOlderThan(db, env.dataDir, Math.min(spamRetentionDays, env.retentionDays));
      if (spam.requests > 0) console.info(`[retention] purged ${spam.requests} spam request(s) older than ${Math.min(spamRetentionDays, env.retentionDays)} days`);
      if ((await deleteExpiredIpKeys(db, new Date(), limitWindowMs)) > 0) {
        await forgetDeletedPages(db);
        console.info("[privacy] deleted the client-address keys of past days");
      }
      return true;
    } catch (error) {
      console.error(`[housekeeping] ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  };
  let housekeepingTimer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    housekeepingTimer = setTimeout(async () => schedule((await housekeeping()) ? 60 * 60 * 1000 : 60_000), ms);
    housekeepingTimer.unref?.();
  };
  schedule(0);

  let closing: Promise<void> | undefined;
  return {
    contact,
    metrics,
    ...(visits ? { visits } : {}),
    async readiness() {
      try {
        return { database: "up", ...(await stats()) };
      } catch {
        return { database: "down" };
      }
    },
    close() {
      closing ??= (async () => {
        clearTimeout(housekeepingTimer);
        metricsServer?.close();
        await worker.stop();
        // The last counts are written before the database closes.
        await visits?.close();
        mailer.close();
        await storage.close();
      })();
      return closing;
    },
  };
}
