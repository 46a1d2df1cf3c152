/**
 * When the owner's weekly mail is due, and its round (issue 47, item 6): on the first working day
 * of the week (Monday, or the next working day when Monday is closed), from its opening on, once a
 * week whatever the number of instances (app/storage/conversation/weekly-store.server.ts). Only in working
 * hours: a server started on a Saturday sends nothing until that opening.
 */
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { workingZone, type WorkingClock } from "~/platform/working-time.server";
import type { Mailer } from "~/delivery/mail/mailer.server";
import { weeklyDays, weeklyMail, type WeeklySettings } from "./weekly-mail.server";
import type { Db } from "~/storage/platform/database.server";
import { claimWeek, releaseWeek, weekClaimed } from "~/storage/conversation/weekly-store.server";
import { visitReport } from "~/visits/report.server";

/** The week (its Monday, YYYY-MM-DD, Brussels) whose mail is due at `now`, or null: not the week's first working day, or closed. */
export function weekDue(clock: WorkingClock, now: Date): string | null {
  if (!clock.isOpen(now)) return null;
  const local = DateTime.fromJSDate(now, { zone: workingZone });
  const monday = local.startOf("week");
  const firstOpening = DateTime.fromJSDate(clock.clockStart(monday.toJSDate()), { zone: workingZone });
  return firstOpening.toISODate() === local.toISODate() ? monday.toISODate() : null;
}

export type WeeklyOutcome = "not due" | "sent elsewhere" | "sent";

/**
 * One round: sends the week's mail if it is due and no instance has claimed it. A send that fails
 * gives the week back (and throws): a later round tries again while the day is open.
 */
export async function weeklyRound(
  db: Db,
  o: { clock: WorkingClock; mailer: Mailer; settings: Omit<WeeklySettings, "language">; language: () => Promise<string | undefined> },
  now: Date,
): Promise<WeeklyOutcome> {
  const week = weekDue(o.clock, now);
  if (!week) return "not due";
  if (await weekClaimed(db, week)) return "sent elsewhere";
  if (!(await claimWeek(db, week, now))) return "sent elsewhere";
  try {
    const report = await visitReport(db, weeklyDays, now, o.clock);
    const language = (await o.language()) ?? "en";
    await o.mailer.send(weeklyMail(randomUUID(), report, { ...o.settings, language }, now));
    return "sent";
  } catch (error) {
    await releaseWeek(db, week).catch(() => undefined);
    throw error;
  }
}
