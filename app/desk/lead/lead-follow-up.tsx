import type { Lead } from "~/storage/requests/leads-store.server";
import type { FollowUpPreset } from "../follow-up.server";
import { CsrfField, formatTime, inputClass, secondaryButtonClass } from "~/components/operator-ui";
import { deskWords } from "../words";
import { Section } from "~/components/operator-ui";

/**
 * "Follow up on…": three presets on the working clock and a date; while set aside, the day it comes
 * back and the way back now. Plain forms: it works without JavaScript.
 */
export function LeadFollowUp({
  lang,
  csrf,
  lead,
  times,
  min,
  max,
}: {
  lang: string;
  csrf: string;
  lead: Pick<Lead, "leadStatus" | "followUpAt">;
  times: Record<FollowUpPreset, string>;
  min: string;
  max: string;
}) {
  const w = deskWords(lang).followUp;
  const { leadStatus: status, followUpAt } = lead;
  return (
    <Section id="follow-up" title={w.title} data-follow-up>
      {status === "later" && followUpAt ? (
        <form method="post" className="flex flex-wrap items-center gap-3">
          <CsrfField token={csrf} />
          <p className="font-semibold text-ink" data-follow-up-at={followUpAt}>
            {w.until(formatTime(followUpAt, lang))}
          </p>
          <button type="submit" name="intent" value="follow-up-cancel" className={secondaryButtonClass}>
            {w.cancel}
          </button>
        </form>
      ) : (
        <p className="max-w-prose text-muted">{w.intro}</p>
      )}
      <form method="post" className="space-y-3">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="follow-up" />
        <div className="flex flex-wrap gap-2">
          {(Object.keys(times) as FollowUpPreset[]).map((p) => (
            <button key={p} type="submit" name="when" value={p} className={secondaryButtonClass}>
              {w.presets[p]} <span className="font-normal">({formatTime(times[p], lang)})</span>
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <label className="block font-semibold text-ink">
            {w.onDate}
            <input type="date" name="date" min={min} max={max} className={`${inputClass} mt-1 w-auto`} />
          </label>
          <button type="submit" name="when" value="date" className={secondaryButtonClass}>
            {w.setDate}
          </button>
        </div>
      </form>
    </Section>
  );
}
