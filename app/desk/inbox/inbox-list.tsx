import type { LeadRow } from "~/storage/leads-store.server";
import type { DeskCopy } from "../copy";
import { CsrfField, formatTime, secondaryButtonClass } from "../ui";

/**
 * The leads: a card each on a phone, a row each on a wider screen. The whole card opens the lead
 * (its name is the link, stretched over the card); its box selects it for "Mark as spam".
 */
export function InboxList({ t, lang, leads, query, csrf }: { t: DeskCopy; lang: string; leads: LeadRow[]; query: string; csrf: string }) {
  const suffix = query ? `?${query}` : "";
  return (
    <>
      {/* `?index`: the post goes to the inbox's own action, not its layout's. */}
      <form id="bulk" method="post" action={`/desk?index${query ? `&${query}` : ""}`} className="flex flex-wrap items-center gap-3">
        <CsrfField token={csrf} />
        <button type="submit" name="intent" value="spam" className={secondaryButtonClass}>
          {t.inbox.markSpam}
        </button>
      </form>
      <ol aria-label={t.inbox.title} className="space-y-2 sm:space-y-0 sm:divide-y sm:divide-line sm:border-y sm:border-line">
        {leads.map((l) => (
          <li
            key={l.id}
            data-lead={l.id}
            className="relative flex gap-3 rounded-lg border border-line p-3 text-ink hover:bg-hover sm:rounded-none sm:border-0 sm:px-2"
          >
            <input
              type="checkbox"
              name="id"
              value={l.id}
              form="bulk"
              aria-label={t.inbox.select(l.firstName)}
              className="relative z-10 mt-1 size-5 shrink-0"
            />
            <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(10rem,14rem)_1fr_auto] sm:gap-x-4">
              <p className="min-w-0">
                <a
                  href={`/desk/leads/${encodeURIComponent(l.id)}${suffix}`}
                  aria-label={t.inbox.open(l.firstName)}
                  className="font-semibold text-accent underline underline-offset-2 after:absolute after:inset-0 after:content-['']"
                >
                  {l.firstName}
                </a>
                <span className="block truncate text-sm text-muted">{l.domain}</span>
              </p>
              <p className="min-w-0 text-sm break-words">{l.snippet}</p>
              <p className="text-sm sm:text-right">
                {/* An answered lead had its reply: "no reply after 24 hours" would not be true of it. */}
                {l.overdue && !l.answered ? (
                  <strong className="font-semibold text-danger">{t.inbox.overdue}</strong>
                ) : (
                  <span className="text-muted">{formatTime(l.createdAt, lang)}</span>
                )}
                {l.answered && (
                  <strong data-answered className="block font-semibold text-accent">
                    {t.inbox.answered}
                  </strong>
                )}
                <span className="block text-muted">
                  {t.statuses[l.leadStatus]}
                  {l.package ? ` · ${t.packages[l.package as keyof typeof t.packages] ?? l.package}` : ""}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
