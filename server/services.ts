import { spamReasonKinds } from "../app/storage/requests/spam-reasons";
import { activeChannels } from "../app/storage/requests/lead-status";
import { createContactService, type ContactService } from "../app/contact/intake.server";
import type { Env } from "../app/platform/env.server";
import { addressOf, createMailer, mailChannel, sendingDomain, type Mailer } from "../app/delivery/mail/mailer.server";
import { site } from "../app/site";
import { deskMailChannels } from "../app/delivery/mail/desk-mail.server";
import { receiptChannel } from "../app/delivery/mail/receipt-mail.server";
import { findReply, repliesOf } from "../app/storage/conversation/replies-store.server";
import { findAnswer } from "../app/storage/conversation/answers-store.server";
import { operatorLanguageAt } from "../app/storage/operators/desk-store.server";
import { assignedBy } from "../app/storage/operators/owners-store.server";
import { watchSending, type SendingReport, type SendingWatch } from "../app/delivery/mail/sending-check.server";
import { startOutboxWorker } from "../app/delivery/outbox.server";
import type { Metrics, OutboxStats } from "../app/platform/metrics.server";
import { createStorage, type Storage } from "../app/storage/platform/storage.server";
import { createWriteCheck, writeProblemOf, type WriteCheck, type WriteState } from "../app/storage/platform/write-check.server";
import { outboxHealth, type OutboxHealth } from "../app/storage/conversation/outbox-store.server";
import { createDeskService, type DeskService } from "../app/desk/desk.server";
import { createCmsService, type CmsService } from "../app/cms/cms.server";
import { createAccessService, type AccessService } from "../app/access/access.server";
import { countOverdue } from "../app/storage/requests/inbox-store.server";
import { findDigest } from "../app/storage/conversation/digest-store.server";
import { workingClock, type WorkingClock } from "../app/platform/working-time.server";
import { createLogger, type Logger } from "../app/platform/log.server";
import { createVisitCounter, type VisitCounter } from "../app/visits/visits.server";
import { webhookChannel } from "../app/delivery/webhook.server";
import { startHousekeeping } from "./housekeeping";
import { weeklyRound } from "../app/desk/weekly-report.server";
import { createSpamFilter, type SpamFilter } from "../app/contact/spam/filter.server";
import { createMailDomainCheck } from "../app/contact/spam/mail-domain.server";
import { loadTokenKey } from "../app/contact/spam/token-key.server";

export type { ContactService, SubmitOutcome, SubmissionMeta } from "../app/contact/intake.server";
export type { Env } from "../app/platform/env.server";

/**
 * What /readyz reports: no personal data, only the state of the pipeline. Ready only with
 * `database` "up" and `disk` "ok": "read-only" or "full" while writes fail (the last one within a
 * minute, or the write probe's; app/storage/platform/write-check.server.ts).
 */
export type Readiness = (WriteState & OutboxHealth) | { database: "down" };

export interface Services {
  contact: ContactService;
  /** The spam filter: its `token()` goes into each served contact page. */
  spam: Pick<SpamFilter, "token" | "prepare">;
  /** Operators' access to the desk: sessions, passkeys, the origin check. */
  access: AccessService;
  /** The lead desk: leads, replies, the report. */
  desk: DeskService;
  /** The content engine: collections, images, schedules, addresses. */
  cms: CmsService;
  metrics: Metrics;
  /** Page views counted in memory and added to the database (unset when COUNT_VISITS is off). */
  visits?: VisitCounter;
  /** The sending domain's SPF, DKIM and DMARC, checked at start and daily; unset without SMTP_URL (no mail leaves). */
  sending?: SendingWatch;
  /** The database reachable, migrated and writable, and how the outbox is doing. */
  readiness(): Promise<Readiness>;
  /** Stops the outbox worker (waiting for sends in flight), then closes mail and database. */
  close(): Promise<void>;
}

/** The desk's settings from the environment: its origin, where its files go, the agency under each reply. */
function deskSettings(env: Env, messageIdDomain: string) {
  // The agency's block under a reply: its name, phone, public site and, when set, the booking page.
  const agency = {
    name: site.brand,
    phone: site.phone.display.replace(/\u00a0/g, " "),
    site: new URL(env.siteUrl).origin,
    ...(env.bookingUrl ? { bookingUrl: env.bookingUrl } : {}),
  };
  return { origin: env.deskOrigin, dataDir: env.dataDir, messageIdDomain, agency };
}

/**
 * Without METRICS_PORT nothing can read the metrics: nothing is counted, and prom-client (with its
 * default metrics' timers) is not loaded (docs/benchmarks.md, memory after start).
 */
const unread: Metrics = {
  submission() {},
  storeFailed() {},
  spamCaught() {},
  notificationSent() {},
  notificationFailed() {},
  firstReply() {},
  httpRequest() {},
  watchMailDns() {},
  sendingCheck() {},
  receiptWithheld() {},
};

/** The metrics, and their own listener when METRICS_PORT is set. */
async function startMetrics(env: Env, logger: Logger, stats: () => Promise<OutboxStats>, overdue: () => Promise<number>) {
  if (!env.metrics) return { metrics: unread, metricsServer: undefined };
  const { createMetrics, serveMetrics } = await import("../app/platform/metrics.server");
  const metrics = createMetrics(stats, overdue, spamReasonKinds);
  const metricsServer = await serveMetrics(metrics, env.metrics);
  const address = metricsServer.address();
  const port = typeof address === "object" && address ? address.port : env.metrics.port;
  logger.info({ module: "metrics" }, `Prometheus metrics on http://${env.metrics.host}:${port}/metrics`);
  return { metrics, metricsServer };
}

/**
 * The mail-domain check with its canary: while DNS says the canary domain cannot receive mail, a
 * warning is logged once (and once more when DNS is back) and /metrics shows 0.
 */
function mailDomainCheck(env: Env, logger: Logger, metrics: Metrics) {
  const check = createMailDomainCheck({
    canary: env.mailDnsCanary,
    ...(env.mailDnsServers ? { servers: env.mailDnsServers } : {}),
    onTrust(trusted, canary) {
      if (!trusted)
        logger.warn(
          { module: "spam", canary },
          `DNS says ${canary} cannot receive mail: DNS is not trusted, no address is judged by its domain until it resolves again`,
        );
      else logger.info({ module: "spam", canary }, `DNS resolves ${canary}: addresses are judged by their domain`);
    },
  });
  metrics.watchMailDns(() => check.trusted());
  return check;
}

/** The spam filter with its token key (FORM_TOKEN_KEY, else one kept in DATA_DIR). */
function startSpamFilter(env: Env, logger: Logger, metrics: Metrics) {
  const tokenKey = loadTokenKey(env.dataDir, env.formTokenKey);
  // (On PostgreSQL the server refuses to start without FORM_TOKEN_KEY: server/main.ts.)
  if (tokenKey.warning) logger.warn({ module: "spam" }, tokenKey.warning);
  return createSpamFilter({ tokenKey: tokenKey.key, mailDomain: mailDomainCheck(env, logger, metrics), deferRepeats: true });
}

/** Where the outbox sends: the agency's notification, the webhook, and the desk's mails. */
function deliveryChannels(env: Env, mailer: Mailer, storage: Storage, messageIdDomain: string, clock: WorkingClock) {
  return {
    mail: mailChannel(mailer, { to: env.mailTo, from: env.mailFrom }, messageIdDomain, env.deskOrigin, async (address) =>
      operatorLanguageAt(await storage.get(), address),
    ),
    webhook: env.webhook && webhookChannel(env.webhook),
    receipt: receiptChannel(mailer, {
      fromAddress: addressOf(env.mailFrom),
      agencyName: site.brand,
      agency: env.mailTo,
      siteUrl: new URL(env.siteUrl).origin,
      bookingUrl: env.bookingUrl,
      messageIdDomain,
    }),
    ...deskMailChannels(
      mailer,
      {
        from: env.mailFrom,
        fromAddress: addressOf(env.mailFrom),
        agencyName: site.brand,
        agency: env.mailTo,
        messageIdDomain,
        deskOrigin: env.deskOrigin,
      },
      {
        findReply: async (id) => findReply(await storage.get(), id),
        findAnswer: async (id) => findAnswer(await storage.get(), id),
        replyTimes: async (requestId) => (await repliesOf(await storage.get(), requestId)).map((r) => r.createdAt),
        findDigest: async (id) => findDigest(await storage.get(), id),
        clock,
        operatorLanguage: async (address) => operatorLanguageAt(await storage.get(), address),
        assignedBy: async (id) => assignedBy(await storage.get(), id),
      },
    ),
  };
}

/** The reminder digests: on the working clock, MAIL_TO's in the language of the operator it belongs to. */
function reminderSettings(env: Env, storage: Storage, clock: WorkingClock, onQueued: () => void) {
  return { clock, fallbackTo: env.mailTo, fallbackLanguage: async () => operatorLanguageAt(await storage.get(), env.mailTo), onQueued };
}

/** Each contact request's store, told to /readyz's write check and, when it failed, counted by cause. */
function storeWatch(writes: WriteCheck, metrics: Metrics) {
  return (error?: unknown) => {
    if (error === undefined) return writes.succeeded();
    writes.failed(error);
    const problem = writeProblemOf(error);
    metrics.storeFailed(problem === "disk-full" ? "disk_full" : problem === "read-only" ? "read_only" : "other");
  };
}

/** SMTP_URL's host, when mail goes through a relay. */
function relayHost(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  try {
    return new URL(smtpUrl).hostname.replace(/^\[|\]$/g, "") || null;
  } catch {
    return null;
  }
}

/** Says each record that needs attention in the log once per check (the desk's Sending page tells what to do). */
function logSendingReport(logger: Logger, report: SendingReport): void {
  for (const check of ["spf", "dkim", "dmarc"] as const) {
    const result = report[check];
    if (!result.ok) {
      logger.warn(
        { module: "mail", check, problem: result.problem, lookup: result.name },
        `${check.toUpperCase()} of ${report.domain} needs attention (${result.problem}): mail may land in spam; see the desk's Sending page`,
      );
    }
  }
}

/** The SPF, DKIM and DMARC watch, its verdicts in /metrics and the log. */
function startSendingWatch(env: Env, logger: Logger, metrics: Metrics, domain: string): SendingWatch {
  return watchSending({
    domain,
    relayHost: relayHost(env.smtpUrl),
    dkim: env.dkim ?? null,
    ...(env.sendingCheckDns ? { dnsServers: env.sendingCheckDns } : {}),
    onReport(report) {
      for (const check of ["spf", "dkim", "dmarc"] as const) metrics.sendingCheck(check, report[check].ok);
      logSendingReport(logger, report);
    },
  });
}

/**
 * The leads' answers, read from the agency's mailbox when IMAP_URL names it. Loaded only then:
 * ImapFlow and the MIME parsers are heap a server with no mailbox to read never needs
 * (docs/benchmarks.md, the memory after start).
 */
async function startAnswers(env: Env, storage: Storage, logger: Logger, messageIdDomain: string, onStored: () => void) {
  if (!env.imap) return undefined;
  const { startAnswerReader } = await import("../app/conversation/reader.server");
  // The server's own mail (MAIL_FROM, MAIL_TO as the notifications' sender) is never a lead's answer.
  const self = { addresses: [addressOf(env.mailFrom), addressOf(env.mailTo)], messageIdDomain };
  return startAnswerReader({ imap: env.imap, storage, logger, self, onStored });
}

/**
 * Starts the contact pipeline. Returns at once and never fails because the database is down:
 * the site serves its pages meanwhile, and storage connects (and migrates) when it can.
 */
/** SMTP when SMTP_URL is set, else .eml files; DKIM-signed when configured. */
function startMailer(env: Env, logger: Logger, messageIdDomain: string): Mailer {
  const mailer = createMailer({
    dataDir: env.dataDir,
    smtpUrl: env.smtpUrl,
    logger,
    ...(env.dkim ? { dkim: { domainName: messageIdDomain, keySelector: env.dkim.selector, privateKey: env.dkim.privateKey } } : {}),
  });
  logger.info({ module: "mail" }, `notifications go to ${mailer.description}`);
  return mailer;
}

/** The contact pipeline's service: the form's posts, stored, filtered, notified, counted. */
function startContact(
  env: Env,
  p: {
    logger: Logger;
    storage: Storage;
    spamFilter: ReturnType<typeof startSpamFilter>;
    metrics: Metrics;
    writes: ReturnType<typeof createWriteCheck>;
    visits: ReturnType<typeof createVisitCounter> | undefined;
    kick: () => void;
  },
) {
  const { metrics, visits } = p;
  return createContactService({
    logger: p.logger,
    storage: p.storage,
    spamFilter: p.spamFilter,
    onSpam: (reasons) => metrics.spamCaught(reasons.map((r) => r.kind)),
    rateLimit: env.contactRateLimit,
    onQueued: p.kick,
    channels: activeChannels(Boolean(env.webhook)),
    receipt: env.receiptMail,
    onOutcome: (outcome) => metrics.submission(outcome),
    onReceiptWithheld: (reason) => metrics.receiptWithheld(reason),
    onStore: storeWatch(p.writes, metrics),
    ...(visits ? { arrival: (client: { ip: string; userAgent: string }) => visits.arrival(client) } : {}),
  });
}

/** What a test may change: the clock the reminders and the weekly mail read, how often the weekly mail is looked for. */
export interface ServiceOptions {
  now?: () => Date;
  weeklyIntervalMs?: number;
}

/** The owner's week (WEEKLY_REPORT): to MAIL_TO, in the language of the operator it belongs to (else English). */
function weeklySettings(env: Env, storage: Storage, clock: WorkingClock, mailer: Mailer, messageIdDomain: string, intervalMs?: number) {
  const settings = { to: env.mailTo, from: env.mailFrom, deskOrigin: env.deskOrigin, messageIdDomain };
  const language = async () => operatorLanguageAt(await storage.get(), env.mailTo);
  return {
    round: async (now: Date) => weeklyRound(await storage.get(), { clock, mailer, settings, language }, now),
    ...(intervalMs ? { intervalMs } : {}),
  };
}

export async function startServices(
  env: Env,
  logger: Logger = createLogger({ level: env.logLevel }),
  options: ServiceOptions = {},
): Promise<Services> {
  const storage = createStorage({ dataDir: env.dataDir, databaseUrl: env.databaseUrl, logger });
  const messageIdDomain = sendingDomain(env.mailFrom);
  // WORKING_HOURS: "overdue", the reminder digests and the first-reply figures run on this clock.
  const clock = workingClock(env.workingHours, env.workingHolidays);
  const mailer = startMailer(env, logger, messageIdDomain);
  // Pending notifications from before a restart are due: the worker's first round sends them.
  const worker = startOutboxWorker({ logger, storage, channels: deliveryChannels(env, mailer, storage, messageIdDomain, clock) });
  if (env.webhook)
    logger.info({ module: "webhook", origin: new URL(env.webhook.url).origin }, "each accepted request is also sent to the webhook");
  const stats = async () => outboxHealth(await storage.get());
  const { metrics, metricsServer } = await startMetrics(env, logger, stats, async () =>
    countOverdue(await storage.get(), new Date(), clock),
  );
  worker.observe(metrics);
  const spamFilter = startSpamFilter(env, logger, metrics);
  const visits = env.countVisits ? createVisitCounter({ storage, logger }) : undefined;
  const writes = createWriteCheck(storage);
  const contact = startContact(env, { logger, storage, spamFilter, metrics, writes, visits, kick: () => worker.kick() });

  const housekeeping = startHousekeeping({
    storage,
    dataDir: env.dataDir,
    retentionDays: env.retentionDays,
    visitRetentionDays: env.visitRetentionDays,
    logger,
    reminders: reminderSettings(env, storage, clock, () => worker.kick()),
    ...(env.weeklyReport ? { weekly: weeklySettings(env, storage, clock, mailer, messageIdDomain, options.weeklyIntervalMs) } : {}),
    ...(options.now ? { now: options.now } : {}),
  });

  // Without SMTP_URL no mail leaves the machine (.eml files): nothing for receivers to judge.
  const sending = env.smtpUrl ? startSendingWatch(env, logger, metrics, messageIdDomain) : undefined;
  const answers = await startAnswers(env, storage, logger, messageIdDomain, () => worker.kick());

  const desk = createDeskService({
    ...deskSettings(env, messageIdDomain),
    storage,
    logger,
    onQueued: () => worker.kick(),
    onFirstReply: (s) => metrics.firstReply(s),
    clock,
    release: (id) => contact.release(id),
    receipt: env.receiptMail,
    onReceiptWithheld: (reason) => metrics.receiptWithheld(reason),
    ...(sending ? { sending } : {}),
  });

  let closing: Promise<void> | undefined;
  return {
    contact,
    spam: spamFilter,
    access: createAccessService({ storage, origin: env.deskOrigin, help: env.deskHelp, logger }),
    desk,
    cms: createCmsService({ storage }),
    metrics,
    ...(sending ? { sending } : {}),
    ...(visits ? { visits } : {}),
    async readiness() {
      try {
        return { ...(await writes.state()), ...(await stats()) };
      } catch {
        return { database: "down" };
      }
    },
    close() {
      closing ??= (async () => {
        housekeeping.stop();
        sending?.stop();
        // No answer is stored once the database closes: the reader stops first.
        await answers?.stop();
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
