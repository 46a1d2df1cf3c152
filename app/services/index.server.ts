import { createContactService, type ContactService } from "./contact-service.server";
import type { Env } from "./env.server";
import { createMailer } from "./mail/mailer.server";
import { startOutboxWorker } from "./outbox.server";
import { createStorage } from "./storage/database.server";

export type { ContactService, SubmitOutcome, SubmissionMeta } from "./contact-service.server";
export type { Env } from "./env.server";

export interface Services {
  contact: ContactService;
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
  });
  const contact = createContactService({
    storage,
    rateLimit: env.contactRateLimit,
    onQueued: () => worker.kick(),
  });
  let closing: Promise<void> | undefined;
  return {
    contact,
    close() {
      closing ??= (async () => {
        await worker.stop();
        mailer.close();
        await storage.close();
      })();
      return closing;
    },
  };
}
