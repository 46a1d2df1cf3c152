import { asLocale } from "~/i18n/locale";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { parseFilter } from "../leads.server";
import { UndeliveredBanner } from "../undelivered-banner";
import { filterQuery } from "../filter-query";
import { deskCopy, leadStatuses as LEAD_STATUSES } from "../copy";
import { signedIn } from "../guard.server";
import { formatTime, inputClass, linkClass, PageTitle, secondaryButtonClass, buttonClass, ColumnHeader, TableRegion } from "../ui";

export const meta: MetaFunction = () => [{ title: "Inbox · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const params = new URL(request.url).searchParams;
  const filter = parseFilter(params);
  const inbox = await desk.leads.inbox(filter, Number(params.get("page") ?? 1), session.operator.id);
  const retried = params.get("retried");
  return {
    lang: session.operator.language,
    csrf: session.csrf,
    filter,
    query: filterQuery(filter),
    undelivered: await desk.replies.undelivered(),
    retried: retried && /^\d+$/.test(retried) ? Number(retried) : null,
    ...inbox,
  };
}

const packages = ["starter", "professional", "enterprise", "none"] as const;

export default function InboxPage() {
  const d = useLoaderData<typeof loader>();
  const t = deskCopy(d.lang);
  const pageHref = (n: number) => `/desk?${[d.query, `page=${n}`].filter(Boolean).join("&")}`;
  const statusHref = (s: string) => `/desk?${filterQuery({ ...d.filter, status: s })}`;
  return (
    <div className="space-y-6">
      <PageTitle>{t.inbox.title}</PageTitle>
      {d.retried !== null && (
        <p role="status" className="font-semibold text-ink">
          {t.undelivered.retried(d.retried)}
        </p>
      )}
      <UndeliveredBanner lang={d.lang} csrf={d.csrf} count={d.undelivered} />
      <nav aria-label={t.inbox.counts}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <a
              href={`/desk?${filterQuery({ ...d.filter, assignee: d.filter.assignee ? undefined : "me" })}`}
              aria-current={d.filter.assignee === "me" ? "true" : undefined}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong px-4 py-2 text-sm font-semibold text-ink hover:bg-hover aria-[current]:bg-tint-strong"
            >
              {t.assign.mine}
            </a>
          </li>
          {LEAD_STATUSES.map((s) => (
            <li key={s}>
              <a
                href={statusHref(s)}
                aria-current={d.filter.status === s ? "true" : undefined}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line-strong px-4 py-2 text-sm font-semibold text-ink hover:bg-hover aria-[current]:bg-tint-strong"
              >
                {t.statuses[s]} <span className="tabular-nums">{d.counts[s]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form
        method="get"
        action="/desk"
        className="grid gap-4 rounded-lg border border-line p-4 sm:grid-cols-3 lg:grid-cols-6"
        aria-label={t.inbox.filters}
      >
        <label className="block text-sm font-semibold text-ink">
          {t.inbox.status}
          <select name="status" defaultValue={d.filter.status ?? ""} className={inputClass}>
            <option value="">{t.inbox.any}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-ink">
          {t.inbox.language}
          <select name="language" defaultValue={d.filter.language ?? ""} className={inputClass}>
            <option value="">{t.inbox.any}</option>
            <option value="en">{t.languages.en}</option>
            <option value="fr">{t.languages.fr}</option>
            <option value="nl">{t.languages.nl}</option>
          </select>
        </label>
        <label className="block text-sm font-semibold text-ink">
          {t.inbox.package}
          <select name="package" defaultValue={d.filter.package ?? ""} className={inputClass}>
            <option value="">{t.inbox.any}</option>
            {packages.map((p) => (
              <option key={p} value={p}>
                {t.packages[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-ink sm:col-span-3 lg:col-span-3">
          {t.inbox.q}
          <input type="search" name="q" defaultValue={d.filter.q ?? ""} className={inputClass} />
        </label>
        <label className="block text-sm font-semibold text-ink">
          {t.inbox.source}
          <input type="text" name="source" defaultValue={d.filter.source ?? ""} className={inputClass} />
        </label>
        <label className="block text-sm font-semibold text-ink">
          {t.inbox.from}
          <input type="date" name="from" defaultValue={d.filter.from ?? ""} className={inputClass} />
        </label>
        <label className="block text-sm font-semibold text-ink">
          {t.inbox.to}
          <input type="date" name="to" defaultValue={d.filter.to ?? ""} className={inputClass} />
        </label>
        <div className="flex flex-wrap items-end gap-3 sm:col-span-3 lg:col-span-4">
          <button type="submit" className={buttonClass}>
            {t.inbox.apply}
          </button>
          <a href="/desk" className={secondaryButtonClass}>
            {t.inbox.reset}
          </a>
          <a href={`/desk/export.csv${d.query ? `?${d.query}` : ""}`} className={secondaryButtonClass}>
            {t.inbox.exportCsv}
          </a>
          <a href={`/desk/export.json${d.query ? `?${d.query}` : ""}`} className={secondaryButtonClass}>
            {t.inbox.exportJson}
          </a>
        </div>
      </form>
      <p className="text-sm text-muted" role="status">
        {t.inbox.total(d.total)}
      </p>
      {d.leads.length === 0 ? (
        <p className="text-ink">{t.inbox.none}</p>
      ) : (
        <TableRegion label={t.inbox.title}>
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-line-strong text-ink">
                <ColumnHeader>{t.inbox.received}</ColumnHeader>
                <ColumnHeader>{t.inbox.status}</ColumnHeader>
                <ColumnHeader>{t.inbox.firstName}</ColumnHeader>
                <ColumnHeader>{t.inbox.email}</ColumnHeader>
                <ColumnHeader>{t.inbox.language}</ColumnHeader>
                <ColumnHeader>{t.inbox.package}</ColumnHeader>
                <ColumnHeader>{t.inbox.source}</ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {d.leads.map((l) => (
                <tr key={l.id} className="border-b border-line align-top text-ink" data-lead={l.id}>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatTime(l.createdAt, d.lang)}</td>
                  <td className="py-2 pr-3">
                    {t.statuses[l.leadStatus]}
                    {l.overdue && <strong className="mt-1 block font-semibold text-danger">{t.inbox.overdue}</strong>}
                  </td>
                  <td className="py-2 pr-3">
                    <a href={`/desk/leads/${encodeURIComponent(l.id)}`} className={linkClass} aria-label={t.inbox.open(l.firstName)}>
                      {l.firstName}
                    </a>
                  </td>
                  <td className="py-2 pr-3 break-all">{l.email}</td>
                  <td className="py-2 pr-3">{t.languages[asLocale(l.language)]}</td>
                  <td className="py-2 pr-3">{l.package ? (t.packages[l.package as keyof typeof t.packages] ?? l.package) : "–"}</td>
                  <td className="py-2 pr-3 break-all">{l.source ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {d.pages > 1 && (
        <nav aria-label={t.inbox.page(d.page, d.pages)} className="flex flex-wrap items-center gap-4 text-sm">
          {d.page > 1 && (
            <a href={pageHref(d.page - 1)} className={linkClass}>
              {t.inbox.previous}
            </a>
          )}
          <span className="text-muted">{t.inbox.page(d.page, d.pages)}</span>
          {d.page < d.pages && (
            <a href={pageHref(d.page + 1)} className={linkClass}>
              {t.inbox.next}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
