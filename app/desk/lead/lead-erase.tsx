import type { DeskWords } from "../words";
import { CsrfField, dangerButtonClass } from "~/components/operator-ui";
import { Section } from "~/components/operator-ui";

/** Erasure, behind its confirmation box. */
export function LeadErase({ t, csrf }: { t: DeskWords; csrf: string }) {
  const l = t.lead;
  return (
    <Section id="erase" title={l.erase} boxed>
      <p className="text-ink">{l.eraseConfirm}</p>
      <form method="post" className="space-y-3">
        <CsrfField token={csrf} />
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input type="checkbox" name="confirm" value="yes" required className="size-5" />
          {l.eraseCheckbox}
        </label>
        <button type="submit" name="intent" value="erase" className={dangerButtonClass}>
          {l.erase}
        </button>
      </form>
    </Section>
  );
}
