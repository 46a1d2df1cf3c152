import { limitWindowMs } from "../app/contact/intake.server";
import { purgeOlderThan, purgeSpamOlderThan, spamRetentionDays } from "../app/contact/erasure.server";
import type { Storage } from "../app/storage/platform/storage.server";
import { deleteExpiredIpKeys } from "../app/storage/platform/ip-keys-store.server";
import { queueDigests } from "../app/storage/conversation/digest-store.server";
import type { WorkingClock } from "../app/platform/working-time.server";
import { forgetDeletedPages } from "../app/storage/requests/retention-store.server";
import { heldRetentionDays, purgeHeld } from "../app/storage/conversation/mailbox-store.server";
import { wakeFollowUps } from "../app/storage/requests/follow-up-store.server";
import type { WeeklyOutcome } from "../app/desk/weekly-report.server";

/** How often each instance brings back the leads whose follow-up time has come. */
export const followUpIntervalMs = 30_000;
import { deleteUnusedImages } from "../app/storage/content/media-store.server";
import { deleteVisitsSeenBefore, purgePageViewsBefore } from "../app/storage/visits/visit-store.server";
import { visitIdleMs } from "../app/visits/visits.server";
import { firstDayKept } from "../app/visits/report.server";
import { errorMessage, type Logger } from "../app/platform/log.server";

export interface Housekeeping {
  stop(): void;
}

export interface Reminders {
  /** WORKING_HOURS: when a lead passes the promise, and when the working day starts. */
  clock: WorkingClock;
  /** MAIL_TO: who is reminded of a lead nobody owns. */
  fallbackTo: string;
  /** MAIL_TO's digest language, read each round: the desk language of the operator MAIL_TO belongs to (else English), as the new-lead notification. */
  fallbackLanguage?: () => Promise<string | undefined>;
  /** The outbox worker's nudge: the reminders go out at once. */
  onQueued: () => void;
  /** How often to look for leads due a reminder (default 5 minutes). */
  intervalMs?: number;
}

/** The owner's weekly mail (WEEKLY_REPORT): one round sends it when due (app/visits/weekly-report.server.ts). */
export interface Weekly {
  round: (now: Date) => Promise<WeeklyOutcome>;
  /** How often to look whether it is due (default 5 minutes). */
  intervalMs?: number;
}

interface HousekeepingOptions {
  storage: Storage;
  /** The clock the reminders and the weekly mail read (a test moves it to Monday morning); default: the system's. */
  now?: () => Date;
  weekly?: Weekly;
  dataDir: string;
  retentionDays: number;
  /** Days of page-view counts kept (default: retentionDays). */
  visitRetentionDays?: number;
  logger: Logger;
  reminders?: Reminders;
}

/** One round of retention and privacy clean-up. False when the database is down or a step failed. */
async function cleanUp(options: HousekeepingOptions, log: Logger): Promise<boolean> {
  const { storage, dataDir, retentionDays } = options;
  const visitRetentionDays = Math.min(options.visitRetentionDays ?? retentionDays, retentionDays);
  let db;
  try {
    db = await storage.get();
  } catch {
    return false; // the storage says when the database is down
  }
  try {
    const d = await purgeOlderThan(db, dataDir, retentionDays);
    if (d.requests > 0) {
      log.info({ purged: d.requests, retentionDays }, `retention: purged ${d.requests} request(s) older than ${retentionDays} days`);
    }
    const spamDays = Math.min(spamRetentionDays, retentionDays);
    const spam = await purgeSpamOlderThan(db, dataDir, spamDays);
    if (spam.requests > 0)
      log.info(
        { purged: spam.requests, retentionDays: spamDays },
        `retention: purged ${spam.requests} spam request(s) older than ${spamDays} days`,
      );
    const views = await purgePageViewsBefore(db, firstDayKept(new Date(), visitRetentionDays));
    if (views > 0)
      log.info(
        { purged: views, retentionDays: visitRetentionDays },
        `retention: deleted ${views} page-view count(s) older than ${visitRetentionDays} days`,
      );
    const held = await purgeHeld(db);
    if (held > 0) log.info({ deleted: held }, `retention: deleted ${held} held mailbox line(s) older than ${heldRetentionDays} days`);
    const images = await deleteUnusedImages(db);
    if (images > 0) log.info({ deleted: images }, `retention: deleted ${images} uploaded image(s) no content names any more`);
    // Visits over, even when the counter is off (a server started with COUNT_VISITS=false).
    await deleteVisitsSeenBefore(db, new Date(Date.now() - visitIdleMs).toISOString());
    if ((await deleteExpiredIpKeys(db, new Date(), limitWindowMs)) > 0) {
      await forgetDeletedPages(db);
      log.info("privacy: deleted the client-address keys of past days");
    }
    return true;
  } catch (error) {
    log.error({ error: errorMessage(error) }, "housekeeping failed");
    return false;
  }
}

/** The owner's week: looked for every few minutes; sent once, by whichever instance claims it first. */
function startWeekly(weekly: Weekly, now: () => Date, log: Logger): { stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = (ms: number) => {
    timer = setTimeout(async () => {
      let ok = true;
      try {
        const outcome = await weekly.round(now());
        if (outcome === "sent") log.info({ weekly: outcome }, "weekly report: the owner's week sent");
        else log.debug({ weekly: outcome }, `weekly report: ${outcome}`);
      } catch (error) {
        ok = false;
        log.error({ error: errorMessage(error) }, "weekly report failed: trying again in a minute");
      }
      if (!stopped) schedule(ok ? (weekly.intervalMs ?? 5 * 60 * 1000) : 60_000);
    }, ms);
    timer.unref?.();
  };
  schedule(0);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Housekeeping without a cron job, at start-up (once the database answers), then hourly:
 * retention, and the client-address keys no request can be counted against any more.
 * A round that finds the database down is tried again a minute later. Reminders about unanswered
 * leads are looked for every few minutes: one digest per recipient at most an hour, whatever the number of instances.
 */
export function startHousekeeping(options: HousekeepingOptions): Housekeeping {
  const { storage, reminders } = options;
  const log = options.logger.child({ module: "housekeeping" });
  const round = () => cleanUp(options, log);
  const now = options.now ?? (() => new Date());
  const remind = async (): Promise<boolean> => {
    if (!reminders) return true;
    try {
      const queued = await queueDigests(
        await storage.get(),
        {
          clock: reminders.clock,
          fallbackTo: reminders.fallbackTo,
          fallbackLanguage: (await reminders.fallbackLanguage?.()) ?? "en",
        },
        now(),
      );
      if (queued > 0) {
        log.info({ digests: queued }, `reminders: ${queued} digest(s) of leads past the promise (${reminders.clock.hours})`);
        reminders.onQueued();
      }
      return true;
    } catch (error) {
      log.error({ error: errorMessage(error) }, "reminders failed");
      return false;
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reminderTimer: ReturnType<typeof setTimeout> | undefined;
  let followUpTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // "Follow up on…": a lead set aside comes back to To answer within half a minute of its time.
  const scheduleFollowUps = (ms: number) => {
    followUpTimer = setTimeout(async () => {
      try {
        const woken = await wakeFollowUps(await storage.get());
        if (woken > 0) log.info({ leads: woken }, `follow-ups: ${woken} lead(s) back in To answer`);
      } catch (error) {
        log.warn({ error: errorMessage(error) }, "follow-ups could not be woken: trying again");
      }
      if (!stopped) scheduleFollowUps(followUpIntervalMs);
    }, ms);
    followUpTimer.unref?.();
  };
  const schedule = (ms: number) => {
    timer = setTimeout(async () => {
      const ok = await round();
      if (!stopped) schedule(ok ? 60 * 60 * 1000 : 60_000);
    }, ms);
    timer.unref?.();
  };
  const scheduleReminders = (ms: number) => {
    reminderTimer = setTimeout(async () => {
      const ok = await remind();
      if (!stopped) scheduleReminders(ok ? (reminders?.intervalMs ?? 5 * 60 * 1000) : 60_000);
    }, ms);
    reminderTimer.unref?.();
  };
  schedule(0);
  if (reminders) scheduleReminders(0);
  scheduleFollowUps(0);
  const weekly = options.weekly ? startWeekly(options.weekly, now, log) : undefined;
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(reminderTimer);
      clearTimeout(followUpTimer);
      weekly?.stop();
    },
  };
}
