/**
 * "Follow up on…" (issue 44): presets on the working clock (Belgian holidays included) and the
 * actions that set a lead aside until a date, or bring it back now; each writes its audit line.
 */
import { DateTime } from "luxon";
import type { Db } from "~/storage/platform/database.server";
import type { Operator } from "~/storage/operators/desk-store.server";
import { cancelFollowUp, setFollowUp } from "~/storage/requests/follow-up-store.server";
import { defaultWorkingClock, type WorkingClock } from "~/platform/working-time.server";

const zone = "Europe/Brussels";
export const followUpPresets = ["tomorrow", "two-days", "monday"] as const;
export type FollowUpPreset = (typeof followUpPresets)[number];

/** The opening of the first working day on or after this Brussels day. */
function openingFrom(clock: WorkingClock, day: DateTime): Date {
  return clock.clockStart(day.startOf("day").toJSDate());
}

/** When each preset falls: the next working day, the working day after it, next Monday (or the working day after). */
export function followUpTimes(clock: WorkingClock, now: Date): Record<FollowUpPreset, string> {
  const today = DateTime.fromJSDate(now, { zone }).startOf("day");
  const tomorrow = openingFrom(clock, today.plus({ days: 1 }));
  const twoDays = openingFrom(clock, DateTime.fromJSDate(tomorrow, { zone }).plus({ days: 1 }));
  const monday = openingFrom(clock, today.plus({ days: 8 - today.weekday }));
  return { tomorrow: tomorrow.toISOString(), "two-days": twoDays.toISOString(), monday: monday.toISOString() };
}

/** The first and last day a follow-up date may take (YYYY-MM-DD, Brussels): tomorrow to a year ahead. */
export function followUpRange(now: Date): { min: string; max: string } {
  const today = DateTime.fromJSDate(now, { zone }).startOf("day");
  return { min: today.plus({ days: 1 }).toISODate()!, max: today.plus({ years: 1 }).toISODate()! };
}

/** A date from the form (YYYY-MM-DD) as the opening of that working day (or the next); undefined when out of range. */
export function followUpOnDate(clock: WorkingClock, value: string, now: Date): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const range = followUpRange(now);
  if (value < range.min || value > range.max) return undefined;
  const day = DateTime.fromISO(value, { zone });
  return day.isValid ? openingFrom(clock, day).toISOString() : undefined;
}

export interface FollowUpActions {
  /**
   * Sets the lead aside until a preset's time or a date's opening (`when`: a preset, or "date" with
   * `date` YYYY-MM-DD); "invalid" for any other choice, "not-found" when no lead (or a spam one) has this id.
   */
  followUp(who: Operator, id: string, choice: { when: string; date: string }): Promise<"done" | "not-found" | "invalid">;
  /** Back to "To answer" now. */
  cancelFollowUp(who: Operator, id: string): Promise<"done" | "not-found">;
}

export function followUpActions(deps: { db: () => Promise<Db>; clock?: WorkingClock }): FollowUpActions {
  const clock = deps.clock ?? defaultWorkingClock;
  return {
    async followUp(who, id, choice) {
      const now = new Date();
      const preset = followUpPresets.find((p) => p === choice.when);
      const at = preset ? followUpTimes(clock, now)[preset] : choice.when === "date" ? followUpOnDate(clock, choice.date, now) : undefined;
      if (!at) return "invalid";
      const d = await deps.db();
      const audited = () => ({ operator: who.name, action: "follow up", requestId: id, detail: at });
      if (!(await setFollowUp(d, id, at, who.name, now, audited))) return "not-found";
      return "done";
    },
    async cancelFollowUp(who, id) {
      const d = await deps.db();
      const audited = () => ({ operator: who.name, action: "follow up", requestId: id, detail: "cancelled: back in To answer" });
      if (!(await cancelFollowUp(d, id, who.name, new Date(), audited))) return "not-found";
      return "done";
    },
  };
}
