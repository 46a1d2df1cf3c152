/**
 * The scheduler loop each instance runs: twice a second it fires the schedules that are due (one
 * indexed query when none is), and when one changed what is published it has this instance's
 * pages rendered again at once; the others follow the version as after any publish. Stored in the
 * database, so a schedule outlives a restart; claimed there, so it fires once.
 */
import type { Logger } from "~/platform/log.server";

export interface Scheduler {
  stop(): void;
}

export function startScheduler(options: {
  fireDue: () => Promise<number>;
  /** This instance's pages rendered again (the publisher's refresh). */
  published: () => Promise<void>;
  /** Whether a schedule is due within this many milliseconds, and what readies the rendering then. */
  dueWithin: (ms: number) => Promise<boolean>;
  warm: () => Promise<void>;
  logger: Logger;
  everyMs?: number;
}): Scheduler {
  const { logger } = options;
  let running = false;
  let failing = false;
  let warmed = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // The server build loaded before the time, not in the 2 s after it.
      if (!warmed && (await options.dueWithin(60_000))) {
        await options.warm();
        warmed = true;
      }
      const changed = await options.fireDue();
      if (changed > 0) {
        logger.info({ changed }, "scheduled publishing: due schedules fired");
        await options.published();
      }
      if (failing) logger.info("scheduled publishing: working again");
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, "scheduled publishing: could not fire due schedules (tried again at each tick)");
      failing = true;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.everyMs ?? 500);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
