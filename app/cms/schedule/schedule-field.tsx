/**
 * The schedule of one entry on its desk page: for each language a "publish on" and an "unpublish
 * on" field (datetime-local, Brussels time; works without JavaScript), what is scheduled said
 * beside each, and its own form posting to /desk/content/schedule/<id>, which comes back here.
 */
import { useSearchParams } from "react-router";
import { locales, type Locale } from "~/i18n/locale";
import { buttonClass, CsrfField, inputClass, Notice, Section } from "~/components/operator-ui";
import { brusselsLocal } from "./brussels-time";
import type { PendingSchedule, ScheduleAction } from "./schedule-store.server";
import { dueAtWords, scheduleWordsFor, type ScheduleProblem } from "./words";

export const schedulePath = (entryId: string) => `/desk/content/schedule/${entryId}`;
const fieldName = (l: Locale, a: ScheduleAction) => `schedule.${l}.${a}`;
const actions: readonly ScheduleAction[] = ["publish", "unpublish"];

export interface ScheduleFieldProps {
  entryId: string;
  /** The entry's desk page, where the form comes back to. */
  back: string;
  pending: readonly Pick<PendingSchedule, "locale" | "action" | "dueAt">[];
  csrf: string;
  lang: string;
  /** What was typed, and what is wrong with it, when a save was refused. */
  values?: Record<string, string>;
  problems?: readonly { field: string; problem: ScheduleProblem }[];
}

export function ScheduleField({ entryId, back, pending, csrf, lang, values, problems = [] }: ScheduleFieldProps) {
  const w = scheduleWordsFor(lang);
  const [search] = useSearchParams();
  const due = (l: Locale, a: ScheduleAction) => pending.find((p) => p.locale === l && p.action === a)?.dueAt;
  return (
    <Section id="schedule" title={w.title} boxed>
      <p className="text-muted">{w.intro}</p>
      {search.get("schedule") === "saved" && <Notice>{w.saved}</Notice>}
      <form method="post" action={schedulePath(entryId)} className="grid gap-4 sm:grid-cols-2">
        <CsrfField token={csrf} />
        <input type="hidden" name="back" value={back} />
        {locales.flatMap((l) =>
          actions.map((a) => {
            const name = fieldName(l, a);
            const at = due(l, a);
            const problem = problems.find((p) => p.field === name)?.problem;
            const id = `field-${name.replaceAll(".", "-")}`;
            return (
              <div key={name} className="space-y-1">
                <label htmlFor={id} className="block font-semibold text-ink">
                  {a === "publish" ? w.publishOn(w.languages[l]) : w.unpublishOn(w.languages[l])}
                </label>
                <input
                  id={id}
                  name={name}
                  type="datetime-local"
                  defaultValue={values?.[name] ?? (at ? brusselsLocal(new Date(at)) : "")}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem || at ? `${id}-note` : undefined}
                  className={inputClass}
                />
                {(problem || at) && (
                  <p id={`${id}-note`} className={problem ? "text-danger" : "text-muted"}>
                    {problem
                      ? w.problems[problem]
                      : a === "publish"
                        ? w.scheduledFor(dueAtWords(at!, lang))
                        : w.unpublishFor(dueAtWords(at!, lang))}
                  </p>
                )}
              </div>
            );
          }),
        )}
        <p className="sm:col-span-2">
          <button type="submit" className={buttonClass}>
            {w.save}
          </button>
        </p>
      </form>
    </Section>
  );
}

/** On the content list: every schedule not yet fired, soonest first, each linked to its entry. */
export function ScheduledList({ rows, lang }: { rows: readonly (PendingSchedule & { href: string })[]; lang: string }) {
  const w = scheduleWordsFor(lang);
  return (
    <Section id="scheduled" title={w.listTitle}>
      {rows.length === 0 ? (
        <p className="text-ink">{w.none}</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((r) => (
            <li key={`${r.entryId}-${r.locale}-${r.action}`}>
              <a href={r.href} className="font-semibold text-accent underline underline-offset-2">
                {r.title}
              </a>{" "}
              · {w.languages[r.locale]}:{" "}
              {r.action === "publish" ? w.scheduledFor(dueAtWords(r.dueAt, lang)) : w.unpublishFor(dueAtWords(r.dueAt, lang))}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Where an entry of a collection is edited in the desk. */
export function entryHref(collection: string, id: string): string {
  if (collection === "article") return `/desk/content/articles/${id}`;
  if (collection === "team") return `/desk/content/team/${id}`;
  if (collection === "quote") return `/desk/content/quotes/${id}`;
  return `/desk/content/${id}`;
}
