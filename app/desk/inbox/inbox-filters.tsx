import type { DeskWords } from "../words";
import { locales } from "~/i18n/locale";
import { buttonClass, inputClass, secondaryButtonClass, Select } from "~/components/operator-ui";

const packages = ["starter", "professional", "enterprise", "none"] as const;
const label = "block text-sm font-semibold text-ink";

export interface FilterValues {
  status?: string;
  language?: string;
  package?: string;
  q?: string;
  source?: string;
  from?: string;
  to?: string;
  assignee?: string;
}

/**
 * The filters, behind a "Filters" disclosure (open while one is set; no JavaScript needed). The
 * selects submit on change when JavaScript runs (see inboxScript), the button does without it.
 */
interface InboxFiltersProps {
  t: DeskWords;
  /** The Excel export's link, in the operator's language (the desk's words, `excel`). */
  excelLabel: string;
  filter: FilterValues;
  sources: string[];
  query: string;
}

export function InboxFilters({ t, excelLabel, filter, sources, query }: InboxFiltersProps) {
  const open = Boolean(filter.language || filter.package || filter.q || filter.source || filter.from || filter.to);
  const suffix = query ? `?${query}` : "";
  const choices = [
    { name: "language", options: locales.map((l) => [l, t.languages[l]] as const) },
    { name: "package", options: packages.map((p) => [p, t.packages[p]] as const) },
    { name: "source", options: sources.map((s) => [s, s] as const) },
  ] as const;
  return (
    <details open={open} className="rounded-lg border border-line px-4 py-1 sm:py-4">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink">{t.inbox.filters}</summary>
      <form method="get" action="/desk" data-filters="" className="mt-3 grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {filter.status && <input type="hidden" name="status" value={filter.status} />}
        {filter.assignee && <input type="hidden" name="assignee" value={filter.assignee} />}
        <label className={`${label} sm:col-span-3 lg:col-span-3`}>
          {t.inbox.q}
          <input type="search" name="q" defaultValue={filter.q ?? ""} className={inputClass} />
        </label>
        {choices.map(({ name, options }) => (
          <Select key={name} label={t.inbox[name]} name={name} defaultValue={filter[name] ?? ""} none={t.inbox.any} options={options} />
        ))}
        <label className={label}>
          {t.inbox.from}
          <input type="date" name="from" min="2000-01-01" max="2099-12-31" defaultValue={filter.from ?? ""} className={inputClass} />
        </label>
        <label className={label}>
          {t.inbox.to}
          <input type="date" name="to" min="2000-01-01" max="2099-12-31" defaultValue={filter.to ?? ""} className={inputClass} />
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-3 lg:col-span-4">
          <button type="submit" className={buttonClass}>
            {t.inbox.apply}
          </button>
          <a href="/desk" className={secondaryButtonClass}>
            {t.inbox.reset}
          </a>
          <a href={`/desk/export.csv${suffix}`} className={secondaryButtonClass}>
            {t.inbox.exportCsv}
          </a>
          <a href={`/desk/export.xlsx${suffix}`} className={secondaryButtonClass}>
            {excelLabel}
          </a>
          <a href={`/desk/export.json${suffix}`} className={secondaryButtonClass}>
            {t.inbox.exportJson}
          </a>
        </div>
      </form>
    </details>
  );
}

/**
 * The inbox's only script (inline, under the page's CSP nonce): a select filters as soon as it
 * changes, and a submitted filter leaves its empty fields out of the address.
 */
export const inboxScript = `document.querySelectorAll("form[data-filters]").forEach(function(f){f.addEventListener("change",function(e){if(e.target.tagName==="SELECT")f.requestSubmit()});f.addEventListener("submit",function(){Array.prototype.forEach.call(f.elements,function(el){if(el.name&&!el.value)el.disabled=true})})});`;
