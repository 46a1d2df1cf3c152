import { data, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { requestContext } from "~/context";
import { parseFilter } from "../inbox/lead-filter";
import { UndeliveredBanner } from "../undelivered-banner";
import { filterQuery } from "../filter-query";
import { LEAD_STATUSES as leadStatuses } from "~/storage/requests/lead-status";
import { deskWords } from "../words";
import { postedForm, signedIn } from "../guard.server";
import { InboxFilters, inboxScript } from "../inbox/inbox-filters";
import { InboxList } from "../inbox/inbox-list";
import { InboxTabs } from "../inbox/inbox-tabs";
import { linkClass, NextToAnswer, Notice, PageTitle } from "~/components/operator-ui";
import { deskMeta } from "../page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => deskMeta(data?.lang, (t) => t.inbox.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const url = new URL(request.url);
  const params = url.searchParams;
  // No empty parameters in the address: a filter sent without JavaScript comes back without them.
  if ([...params.values()].some((v) => v === "")) {
    const kept = new URLSearchParams([...params].filter(([, v]) => v !== ""));
    throw redirect(kept.size ? `/desk?${kept}` : "/desk");
  }
  const filter = parseFilter(params);
  const [inbox, sources, next, undelivered, caughtToday] = await Promise.all([
    desk.leads.inbox(filter, Number(params.get("page") ?? 1), session.operator.id),
    desk.leads.sources(),
    desk.leads.nextToAnswer(""),
    desk.replies.undelivered(),
    desk.leads.caughtToday(),
  ]);
  const done = params.get("done");
  const retried = params.get("retried");
  return {
    lang: session.operator.language,
    csrf: session.csrf,
    filter,
    query: filterQuery(filter),
    sources: sources.map((s) => s.source),
    done: doneKinds.includes(done as DoneKind)
      ? { kind: done as DoneKind, n: Math.max(0, Math.floor(Number(params.get("n"))) || 0) }
      : null,
    caughtToday,
    next,
    nonce: context.get(requestContext)?.nonce,
    undelivered,
    retried: retried && /^\d+$/.test(retried) ? Number(retried) : null,
    // A day outside 2000–2099 is taken as the nearest end of that range: the page says so.
    datesClamped: (["from", "to"] as const).some((k) => filter[k] !== undefined && params.get(k) !== filter[k]),
    ...inbox,
  };
}

/** What the inbox says after an action: how many leads it touched. */
const doneKinds = ["erased", "spam", "released", "deleted", "settled", "not-sales"] as const;
type DoneKind = (typeof doneKinds)[number];

/**
 * The inbox's actions: "Mark as spam" on the selected leads; in the spam view "Not spam" and
 * "Delete now" on them; on a "possibly spam" row, its one-click "Not spam" or "Spam".
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const form = postedForm(context);
  const ids = form
    .getAll("id")
    .filter((v): v is string => typeof v === "string")
    .slice(0, 500);
  const who = session.operator;
  let done: [DoneKind, number];
  switch (form.get("intent")) {
    case "spam":
      done = ["spam", await desk.actions.spam(who, ids)];
      break;
    case "not-spam":
      done = ["released", await desk.actions.releaseAll(who, ids)];
      break;
    case "delete":
      done = ["deleted", await desk.actions.deleteSpam(who, ids)];
      break;
    case "check-release":
    case "check-confirm":
      if (ids.length !== 1) return data({ error: "id" }, { status: 400 });
      if ((await desk.actions.settleCheck(who, ids[0]!, form.get("intent") === "check-confirm" ? "confirm" : "release")) === "not-found")
        return data({ error: "not-found" }, { status: 404 });
      done = ["settled", 1];
      break;
    case "not-sales": {
      if (ids.length !== 1) return data({ error: "id" }, { status: 400 });
      const outcome = await desk.actions.notSales(who, ids[0]!, String(form.get("kind") ?? ""));
      if (outcome === "invalid") return data({ error: "kind" }, { status: 400 });
      if (outcome === "not-found") return data({ error: "not-found" }, { status: 404 });
      done = ["not-sales", 1];
      break;
    }
    default:
      return data({ error: "intent" }, { status: 400 });
  }
  const query = filterQuery(parseFilter(new URL(request.url).searchParams));
  return redirect(`/desk?${[query, `done=${done[0]}&n=${done[1]}`].filter(Boolean).join("&")}`);
}

function doneWords(t: ReturnType<typeof deskWords>, done: { kind: DoneKind; n: number }, lang: string): string {
  switch (done.kind) {
    case "erased":
      return t.inbox.erased(done.n);
    case "spam":
      return t.inbox.markedSpam(done.n);
    case "released":
      return t.inbox.released(done.n);
    case "deleted":
      return t.inbox.deleted(done.n);
    case "settled":
      return t.inbox.settled;
    case "not-sales":
      return deskWords(lang).notSales.doneRow(done.n);
  }
}

export default function InboxPage() {
  const d = useLoaderData<typeof loader>();
  const t = deskWords(d.lang);
  const pageHref = (n: number) => `/desk?${[d.query, `page=${n}`].filter(Boolean).join("&")}`;
  const all = leadStatuses.reduce((sum, s) => sum + (s === "spam" ? 0 : d.counts[s]), 0);
  return (
    <div className="space-y-3 sm:space-y-6">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <PageTitle>{t.inbox.title}</PageTitle>
        {d.overdue > 0 && <p className="font-semibold text-danger">{t.inbox.overdueCount(d.overdue)}</p>}
      </div>
      {d.retried !== null && <Notice>{t.undelivered.retried(d.retried)}</Notice>}
      <UndeliveredBanner lang={d.lang} csrf={d.csrf} count={d.undelivered} />
      {d.done && (
        <Notice>
          {doneWords(t, d.done, d.lang)} <NextToAnswer id={d.next} label={t.inbox.nextToAnswer} />
        </Notice>
      )}
      <InboxTabs t={t} filter={d.filter} counts={d.counts} all={all} caughtToday={d.caughtToday} mine={d.mine} lang={d.lang} />
      {d.datesClamped && <Notice>{t.inbox.datesClamped}</Notice>}
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <InboxFilters t={t} excelLabel={deskWords(d.lang).excel.button} filter={d.filter} sources={d.sources} query={d.query} />
        </div>
        <p className="shrink-0 py-3 text-sm text-muted sm:py-5" role="status">
          {t.inbox.total(d.total)}
        </p>
      </div>
      {d.leads.length === 0 ? (
        <p className="text-ink">{t.inbox.none}</p>
      ) : (
        <InboxList t={t} lang={d.lang} leads={d.leads} query={d.query} csrf={d.csrf} spamView={d.filter.status === "spam"} />
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
      <script nonce={d.nonce} dangerouslySetInnerHTML={{ __html: inboxScript }} />
    </div>
  );
}
