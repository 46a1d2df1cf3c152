import type { DeskWords } from "../words";
import { CsrfField, dangerButtonClass } from "../ui";

/** Erasure, behind its confirmation box. */
export function LeadErase({ t, csrf }: { t: DeskWords; csrf: string }) {
  const l = t.lead;
  return (
    <section aria-labelledby="erase" className="space-y-3 rounded-lg border border-line p-4">
      <h2 id="erase" className="text-xl font-bold text-ink">
        {l.erase}
      </h2>
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
    </section>
  );
}
