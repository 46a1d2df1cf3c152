import { createContactService, limitWindowMs, type ContactService } from "./contact-service.server";
import type { Env } from "./env.server";
import { createMailer, mailChannel } from "./mail/mailer.server";
import { startOutboxWorker } from "./outbox.server";
import { createMetrics, serveMetrics, type Metrics } from "./metrics.server";
import { createStorage } from "./storage/database.server";
import { deleteExpiredIpKeys, forgetDeletedPages, outboxHealth, type OutboxHealth } from "./storage/contact-store.server";
import { purgeOlderThan, purgeSpamOlderThan, spamRetentionDays } from "./erasure.server";
import { createDeskService, type DeskService } from "./desk/desk.server";
import { countOverdue } from "./desk/leads.server";
import { createLogger, errorMessage, type Logger } from "./log.server";
import { createVisitCounter, type VisitCounter } from "./visits.server";
import { webhookChannel } from "./webhook/webhook.server";

export type { ContactService, SubmitOutcome, SubmissionMeta } from "./contact-service.server";
export type { Env } from "./env.server";

/** What /readyz reports: no personal data, only the state of the pipeline. */
export type Readiness = { database: "up" } & OutboxHealth | { database: "down" };

export interface Services {
  contact: ContactService;
  /** The lead desk: operators, sessions, passkeys. */
  desk: DeskService;
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
export async function startServices(env: Env, logger: Logger = createLogger({ level: env.logLevel })): Promise<Services> {
  const storage = createStorage({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, logger });
  const mailer = createMailer({ dataDir: env.dataDir, smtpUrl: env.smtpUrl, logger });
  logger.info({ module: "mail" }, `notifications go to ${mailer.description}`);
  // Pending notifications from before a restart are due: the worker's first round sends them.
  const worker = startOutboxWorker({
    logger,
    storage,
    channels: {
      mail: mailChannel(mailer, { to: env.mailTo, from: env.mailFrom }, new URL(env.siteUrl).hostname),
      webhook: env.webhook && webhookChannel(env.webhook),
    },
  });
  if (env.webhook) logger.info({ module: "webhook", origin: new URL(env.webhook.url).origin }, "each accepted request is also sent to the webhook");
  const stats = async () => outboxHealth(await storage.get());
  const metrics = createMetrics(stats, async () => countOverdue(await storage.get()));
  const metricsServer = env.metrics ? await serveMetrics(metrics, env.metrics) : undefined;
  if (env.metrics) logger.info({ module: "metrics" }, `Prometheus metrics on http://${env.metrics.host}:${env.metrics.port}/metrics`);
  worker.observe(metrics);
  const contact = createContactService({
    logger,
    storage,
    rateLimit: env.contactRateLimit,
    onQueued: () => worker.kick(),
    channels: env.webhook ? ["mail", "webhook"] : ["mail"],
    onOutcome: (outcome) => metrics.submission(outcome),
  });

  const visits = env.countVisits ? createVisitCounter({ storage, logger }) : undefined;

  // Housekeeping without a cron job, at start-up (once the database answers), then hourly:
  // retention, and the client-address keys no request can be counted against any more.
  const housekeepingLog = logger.child({ module: "housekeeping" });
  const housekeeping = async () => {
    let db;
    try {
      db = await storage.get();
    } catch {
      return false; // the storage says when the database is down
    }
    try {
      const d = await purgeOlderThan(db, env.dataDir, env.retentionDays);
      if (d.requests > 0) {
        housekeepingLog.info({ purged: d.requests, retentionDays: env.retentionDays }, `retention: purged ${d.requests} request(s) older than ${env.retentionDays} days`);
      }
      const spamDays = Math.min(spamRetentionDays, env.retentionDays);
      const spam = await purgeSpamOlderThan(db, env.dataDir, spamDays);
      if (spam.requests > 0) housekeepingLog.info({ purged: spam.requests, retentionDays: spamDays }, `retention: purged ${spam.requests} spam request(s) older than ${spamDays} days`);
      if ((await deleteExpiredIpKeys(db, new Date(), limitWindowMs)) > 0) {
        await forgetDeletedPages(db);
        housekeepingLog.info("privacy: deleted the client-address keys of past days");
      }
      return true;
    } catch (error) {
      housekeepingLog.error({ error: errorMessage(error) }, "housekeeping failed");
      return false;
    }
  };
  let housekeepingTimer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    housekeepingTimer = setTimeout(async () => schedule((await housekeeping()) ? 60 * 60 * 1000 : 60_000), ms);
    housekeepingTimer.unref?.();
  };
  schedule(0);

  const desk = createDeskService({ storage, origin: env.deskOrigin, dataDir: env.dataDir, onQueued: () => worker.kick(), onFirstReply: (s) => metrics.firstReply(s), release: (id) => contact.release(id) });

  let closing: Promise<void> | undefined;
  return {
    contact,
    desk,
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
