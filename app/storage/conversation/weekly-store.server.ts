/**
 * The owner's weekly mail, once a week across instances (issue 47, item 6): the instance that
 * inserts the week's row in app_settings sends it (the insert is the claim: a second instance's
 * meets the row and does nothing, on either database); a send that failed removes the row, so
 * that a later round tries again.
 */
import type { Db } from "../platform/database.server";

export const weeklyClaimPrefix = "weekly_report:";

/** Claims the week that starts on `week` (its Monday, YYYY-MM-DD); whether this caller got it. */
export async function claimWeek(db: Db, week: string, at: Date): Promise<boolean> {
  const rows = await db.kysely
    .insertInto("app_settings")
    .values({ name: `${weeklyClaimPrefix}${week}`, value: at.toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .returning("name")
    .execute();
  return rows.length > 0;
}

/** Whether the week's mail was claimed (sent, or being sent). */
export async function weekClaimed(db: Db, week: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom("app_settings")
    .select("name")
    .where("name", "=", `${weeklyClaimPrefix}${week}`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the week back after a failed send. */
export async function releaseWeek(db: Db, week: string): Promise<void> {
  await db.kysely.deleteFrom("app_settings").where("name", "=", `${weeklyClaimPrefix}${week}`).execute();
}
