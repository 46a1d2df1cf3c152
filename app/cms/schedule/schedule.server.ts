/**
 * Scheduled publishing as the content engine uses it (cms.schedule): what is scheduled, the schedule an
 * operator saves for an entry (Brussels time in the form, UTC stored; a publish needs the
 * language's text; a time must be ahead), and the firing of what is due (the scheduler's tick).
 */
import { locales, type Locale } from "~/i18n/locale";
import type { Db } from "~/storage/platform/database.server";
import { fromBrusselsLocal } from "./brussels-time";
import {
  entryHasLanguage,
  fireDue,
  nextDue,
  pendingSchedules,
  scheduleActions,
  setSchedules,
  type PendingSchedule,
  type ScheduleAction,
} from "./schedule-store.server";
import type { ScheduleProblem } from "./words";

/** The form's field for a language and action: `schedule.fr.publish`. */
export const scheduleField = (l: Locale, a: ScheduleAction) => `schedule.${l}.${a}`;

export type ScheduleOutcome = { ok: true } | { ok: false; problems: { field: string; problem: ScheduleProblem }[] };

export interface DeskSchedule {
  pending(entryId?: string): Promise<PendingSchedule[]>;
  /** Saves an entry's schedule from the posted form (every language and action; empty clears). */
  save(operator: string, entryId: string, form: FormData, now?: Date): Promise<ScheduleOutcome | "not-found">;
  /** Fires what is due; the number that changed what is published. */
  fireDue(now?: Date): Promise<number>;
  /** Whether a schedule not yet fired is due within `ms`. */
  dueWithin(ms: number, now?: Date): Promise<boolean>;
}

export function deskSchedule(db: () => Promise<Db>): DeskSchedule {
  return {
    pending: async (entryId) => pendingSchedules(await db(), entryId),
    fireDue: async (now) => fireDue(await db(), now),
    async dueWithin(ms, now = new Date()) {
      const next = await nextDue(await db());
      return next !== undefined && next <= new Date(now.getTime() + ms).toISOString();
    },
    async save(operator, entryId, form, now = new Date()) {
      const d = await db();
      const wanted: { locale: Locale; action: ScheduleAction; dueAt: Date | null }[] = [];
      const problems: { field: string; problem: ScheduleProblem }[] = [];
      for (const locale of locales)
        for (const action of scheduleActions) {
          const name = scheduleField(locale, action);
          const raw = form.get(name);
          const value = typeof raw === "string" ? raw.trim() : "";
          if (!value) {
            wanted.push({ locale, action, dueAt: null });
            continue;
          }
          const dueAt = fromBrusselsLocal(value);
          const has = await entryHasLanguage(d, entryId, locale);
          if (has === undefined) return "not-found";
          if (!dueAt) problems.push({ field: name, problem: "date" });
          else if (dueAt.getTime() <= now.getTime()) problems.push({ field: name, problem: "past" });
          else if (action === "publish" && !has) problems.push({ field: name, problem: "missing-language" });
          else wanted.push({ locale, action, dueAt });
        }
      if (problems.length > 0) return { ok: false, problems };
      await setSchedules(d, operator, entryId, wanted, now);
      return { ok: true };
    },
  };
}
