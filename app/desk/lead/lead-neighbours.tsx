import type { DeskWords } from "../words";
import { linkClass } from "~/components/operator-ui";

/** The previous and next leads of the view this lead was opened from. */
export function LeadNeighbours({ t, previous, next, query }: { t: DeskWords; previous?: string; next?: string; query: string }) {
  const href = (id: string) => `/desk/leads/${encodeURIComponent(id)}${query ? `?${query}` : ""}`;
  return (
    <nav aria-label={t.lead.back} className="flex flex-wrap items-center justify-between gap-4 text-sm">
      <a href={query ? `/desk?${query}` : "/desk"} className={linkClass}>
        {t.lead.back}
      </a>
      <span className="flex gap-4">
        {previous && (
          <a href={href(previous)} className={linkClass}>
            {t.lead.previous}
          </a>
        )}
        {next && (
          <a href={href(next)} className={linkClass}>
            {t.lead.next}
          </a>
        )}
      </span>
    </nav>
  );
}
