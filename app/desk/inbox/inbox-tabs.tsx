import type { LeadStatus } from "~/storage/requests/lead-status";
import { LEAD_STATUSES as leadStatuses } from "~/storage/requests/lead-status";
import { type DeskWords, deskWords } from "../words";
import { filterQuery } from "../filter-query";
import type { FilterValues } from "./inbox-filters";

const tabClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong px-4 py-2 text-sm font-semibold text-ink hover:bg-hover aria-[current]:bg-tint-strong";

/** The inbox's views: "To answer" (the default), each status, and "All"; each keeps the other filters. */
export function InboxTabs({
  t,
  filter,
  counts,
  all,
  caughtToday,
  mine,
  lang,
}: {
  t: DeskWords;
  /** The desk's language: the chips' words. */
  lang: string;
  filter: FilterValues;
  counts: Record<LeadStatus, number>;
  all: number;
  /** Requests caught as spam today: said beside "To answer", a link to the spam view. */
  caughtToday: number;
  /** The signed-in operator's leads to answer. */
  mine: number;
}) {
  const chips = deskWords(lang).chips;
  const href = (status?: string) => {
    const query = filterQuery({ ...filter, status });
    return query ? `/desk?${query}` : "/desk";
  };
  const tabs: [string | undefined, string, number][] = [
    [undefined, chips.new, counts.new],
    ...leadStatuses.filter((s) => s !== "new").map((s): [string, string, number] => [s, chips[s], counts[s]]),
    ["all", t.inbox.all, all],
  ];
  return (
    <nav aria-label={t.inbox.views}>
      {/* On a phone one row that scrolls sideways, so the first lead stays high on the screen. */}
      <ul className="flex gap-2 overflow-x-auto whitespace-nowrap sm:flex-wrap sm:overflow-visible">
        <li className="shrink-0">
          <a
            href={`/desk?${filterQuery({ ...filter, assignee: filter.assignee ? undefined : "me" })}`}
            aria-current={filter.assignee === "me" ? "true" : undefined}
            className={tabClass}
          >
            {t.assign.mine} <span className="tabular-nums">{mine}</span>
          </a>
        </li>
        {tabs.map(([status, label, n]) => (
          <li key={status ?? "to-answer"} className={status === undefined ? "flex shrink-0 items-center gap-2" : "shrink-0"}>
            <a href={href(status)} aria-current={filter.status === status ? "page" : undefined} className={tabClass}>
              {label} <span className="tabular-nums">{n}</span>
            </a>
            {status === undefined && (
              <a href={href("spam")} className="text-sm text-muted underline underline-offset-2" data-testid="caught-today">
                {t.inbox.caughtToday(caughtToday)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
