import { activeChannels } from "../app/contact/lead-status";
import { createContactService, type ContactService } from "../app/services/contact-service.server";
import type { Env } from "../app/platform/env.server";
import { createMailer, mailChannel } from "../app/services/mail/mailer.server";
import { startOutboxWorker } from "../app/services/outbox.server";
import { createMetrics, serveMetrics, type Metrics } from "../app/platform/metrics.server";
import { createStorage } from "../app/services/storage/database.server";
import { outboxHealth, type OutboxHealth } from "../app/services/storage/outbox-store.server";
import { createDeskService, type DeskService } from "../app/desk/desk.server";
import { countOverdue } from "../app/services/storage/leads-store.server";
import { createLogger, type Logger } from "../app/platform/log.server";
import { createVisitCounter, type VisitCounter } from "../app/services/visits.server";
import { webhookChannel } from "../app/services/webhook/webhook.server";
import { startHousekeeping } from "./housekeeping";
import { createSpamFilter, type SpamFilter } from "../app/contact/spam/filter.server";
import { loadTokenKey } from "../app/contact/spam/token-key.server";

export type { ContactService, SubmitOutcome, SubmissionMeta } from "../app/services/contact-service.server";
export type { Env } from "../app/platform/env.server";


/** What /readyz reports: no personal data, only the state of the pipeline. */
export type Readiness = { database: "up" } & OutboxHealth | { database: "down" };

export interface Services {
  contact: ContactService;
  /** The spam filter: its `token()` goes into each served contact page. */
  spam: Pick<SpamFilter, "token">;
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
  const tokenKey = loadTokenKey(env.dataDir, env.formTokenKey);
  if (tokenKey.warning) logger.warn({ module: "spam" }, tokenKey.warning);
  else if (env.databaseUrl && !env.formTokenKey) {
    logger.warn({ module: "spam" }, "FORM_TOKEN_KEY is unset: with several instances, set the same key on each, or a page served by one counts as forged on another");
  }
  const spamFilter = createSpamFilter({ tokenKey: tokenKey.key });
  const contact = createContactService({
    logger,
    storage,
    spamFilter,
    onSpam: (reasons) => metrics.spamCaught(reasons.map((r) => r.kind)),
    rateLimit: env.contactRateLimit,
    onQueued: () => worker.kick(),
    channels: activeChannels(Boolean(env.webhook)),
    onOutcome: (outcome) => metrics.submission(outcome),
  });

  const visits = env.countVisits ? createVisitCounter({ storage, logger }) : undefined;

  const housekeeping = startHousekeeping({ storage, dataDir: env.dataDir, retentionDays: env.retentionDays, logger });

  const desk = createDeskService({ storage, origin: env.deskOrigin, help: env.deskHelp, logger, dataDir: env.dataDir, onQueued: () => worker.kick(), onFirstReply: (s) => metrics.firstReply(s), release: (id) => contact.release(id) });

  let closing: Promise<void> | undefined;
  return {
    contact,
    spam: spamFilter,
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
        housekeeping.stop();
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
