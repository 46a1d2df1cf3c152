/**
 * The lists of entries on the desk's content page (/desk/content), one per collection: a table of
 * title, address (when its entries have one) and the state of each language, or a line saying there is none.
 */
import { locales, type Locale } from "~/i18n/locale";
import { contentWordsFor, type ContentWords } from "./words";
import type { LanguageState } from "./entry-parts";
import { ColumnHeader, linkClass, TableRegion } from "~/components/operator-ui";

export interface EntryRow {
  id: string;
  slug: string;
  title: string;
  states: Record<Locale, LanguageState>;
}

/** Each language as a chip: published, a draft, or missing. */
export function LanguageChips({ states, w }: { states: Record<Locale, LanguageState>; w: ContentWords }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {locales.map((l) => (
        <li
          key={l}
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${states[l] === "missing" ? "border-danger text-danger" : states[l] === "draft" ? "border-line-strong text-muted" : "border-accent text-accent-strong"}`}
        >
          {w.stateOf(w.languages[l], w.state[states[l]])}
        </li>
      ))}
    </ul>
  );
}

/** The table of entries, each title a link to its desk page; `none` when there is no entry. */
export function EntryTable({
  rows,
  href,
  label,
  none,
  lang,
  address = true,
}: {
  rows: readonly EntryRow[];
  href: (id: string) => string;
  label: string;
  none: string;
  lang: string;
  /** The address column: none for a collection whose entries go by their id. */
  address?: boolean;
}) {
  const w = contentWordsFor(lang);
  if (rows.length === 0) return <p className="text-ink">{none}</p>;
  return (
    <TableRegion label={label}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm text-ink">
        <thead>
          <tr className="border-b border-line-strong">
            <ColumnHeader>{w.columns.title}</ColumnHeader>
            {address && <ColumnHeader>{w.columns.address}</ColumnHeader>}
            <ColumnHeader>{w.columns.languages}</ColumnHeader>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={e.id} className="border-b border-line align-top">
              <td className="py-2 pr-3">
                <a href={href(e.id)} className={linkClass}>
                  {e.title}
                </a>
              </td>
              {address && <td className="py-2 pr-3">{e.slug}</td>}
              <td className="py-2 pr-3">
                <LanguageChips states={e.states} w={w} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
