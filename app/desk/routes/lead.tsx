import { Fragment } from "react";
import { data, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { eraseLead, noteLead, releaseLead, retryLead, statusLead } from "~/desk/actions.server";
import { getLead } from "~/services/storage/leads-store.server";
import { AssignForm } from "../assign-form";
import { deliveryProblem } from "../delivery-words";
import { ReplyForm } from "../reply-form";
import { deskCopy, leadStatuses } from "../copy";
import { field, requireAction, requirePageSession } from "../guard.server";
import { buttonClass, CsrfField, dangerButtonClass, formatTime, inputClass, linkClass, PageTitle, secondaryButtonClass, ColumnHeader, TableRegion } from "../ui";

export const meta: MetaFunction = () => [{ title: "Lead · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { desk, session } = await requirePageSession(request, context);
  const db = await desk.db();
  const lead = await getLead(db, params.id ?? "");
  const search = new URL(request.url).searchParams;
  const saved = search.get("saved");
  if (!lead) throw data({ lang: session.operator.language }, { status: 404 });
  const panel = await desk.replies.panel(lead, session.operator, search.get("template"));
  return { lang: session.operator.language, csrf: session.csrf, lead, saved, panel };
}

/** Each button of the lead page posts here with its `intent`. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { desk, session, form } = await requireAction(request, context);
  const id = params.id ?? "";
  const intent = field(form, "intent");
  const who = session.operator.name;
  const back = redirect(`/desk/leads/${encodeURIComponent(id)}?saved=1`);
  switch (intent) {
    case "note": {
      const text = field(form, "note").trim();
      if (!text || text.length > 5000) return data({ error: "note" }, { status: 400 });
      return (await noteLead(desk, id, who, text)) ? back : notFound();
    }
    case "replied":
      return (await statusLead(desk, id, who, "replied")) ? back : notFound();
    case "status": {
      const status = field(form, "status");
      if (!(leadStatuses as readonly string[]).includes(status)) return data({ error: "status" }, { status: 400 });
      return (await statusLead(desk, id, who, status as (typeof leadStatuses)[number])) ? back : notFound();
    }
    case "release":
      return (await releaseLead(desk, id, who)) ? back : notFound();
    case "retry":
      return (await retryLead(desk, id, who)) ? back : notFound();
    case "erase": {
      if (field(form, "confirm") !== "yes") return data({ error: "confirm" }, { status: 400 });
      return (await eraseLead(desk, id, who)) ? redirect("/desk?erased=1") : notFound();
    }
    default:
      return data({ error: "intent" }, { status: 400 });
  }
}

function notFound() {
  return new Response("Not Found", { status: 404 });
}

export function ErrorBoundary() {
  return (
    <section>
      <PageTitle>{deskCopy("en").lead.notFound}</PageTitle>
      <p className="mt-4">
        <a href="/desk" className={linkClass}>
          {deskCopy("en").lead.back}
        </a>
      </p>
    </section>
  );
}

export default function LeadPage() {
  const { lang, csrf, lead, saved, panel } = useLoaderData<typeof loader>();
  const t = deskCopy(lang);
  const l = t.lead;
  const savedWords =
    saved === "reply" ? t.replyDesk.sent : saved === "assigned" ? t.assign.assigned(panel.assignee ?? "") : saved === "unassigned" ? t.assign.unassigned : saved ? l.saved : null;
  const describe = (kind: string, detail: string) => {
    const label = l.events[kind];
    if (kind === "status") {
      const [from, to] = detail.split(" → ");
      const name = (s?: string) => (s && s in t.statuses ? t.statuses[s as keyof typeof t.statuses] : (s ?? ""));
      return typeof label === "function" ? label(name(from), name(to)) : detail;
    }
    if (kind === "assign" && typeof label === "string") return `${label}: ${detail || t.assign.nobody}`;
    if (kind === "reply" && typeof label === "string") return `${label}: ${detail}`;
    return typeof label === "string" ? label : kind;
  };
  const a = lead.attribution;
  // Only what is known, in the order a campaign link names it.
  const sourceRows = (Object.keys(l.attribution) as (keyof typeof a)[])
    .map((key): [string, string | null] => [l.attribution[key], key === "heardFrom" ? (a.heardFrom ? l.heardFrom[a.heardFrom] : null) : a[key]])
    .filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <div className="space-y-8">
      <p>
        <a href="/desk" className={linkClass}>
          {l.back}
        </a>
      </p>
      <PageTitle>{l.title(lead.firstName)}</PageTitle>
      {savedWords && (
        <p role="status" className="font-semibold text-ink">
          {savedWords}
        </p>
      )}
      <section aria-labelledby="details" className="space-y-3">
        <h2 id="details" className="text-xl font-bold text-ink">
          {l.details}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-ink">
          <dt className="font-semibold">{l.status}</dt>
          <dd>
            {t.statuses[lead.leadStatus]}
            {lead.overdue && <strong className="ml-2 font-semibold text-danger">{t.inbox.overdue}</strong>}
          </dd>
          <dt className="font-semibold">{t.inbox.email}</dt>
          <dd className="break-all">{lead.email}</dd>
          <dt className="font-semibold">{l.received}</dt>
          <dd>{formatTime(lead.createdAt, lang)}</dd>
          <dt className="font-semibold">{l.language}</dt>
          <dd>{lead.language === "fr" ? t.languages.fr : t.languages.en}</dd>
          <dt className="font-semibold">{l.package}</dt>
          <dd>{lead.package ? (t.packages[lead.package as keyof typeof t.packages] ?? lead.package) : t.packages.none}</dd>
          <dt className="font-semibold">{l.firstReply}</dt>
          <dd>{lead.firstReplyAt ? formatTime(lead.firstReplyAt, lang) : l.notYet}</dd>
          <dt className="font-semibold">{t.assign.owner}</dt>
          <dd>{panel.assignee ?? t.assign.nobody}</dd>
        </dl>
      </section>
      <section aria-labelledby="source" className="space-y-3">
        <h2 id="source" className="text-xl font-bold text-ink">
          {l.source}
        </h2>
        {sourceRows.length === 0 ? (
          <p className="text-ink">{l.sourceUnknown}</p>
        ) : (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-ink">
            {sourceRows.map(([label, value]) => (
              <Fragment key={label}>
                <dt className="font-semibold">{label}</dt>
                <dd className="break-all">{value}</dd>
              </Fragment>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="message" className="space-y-3">
        <h2 id="message" className="text-xl font-bold text-ink">
          {l.message}
        </h2>
        <p className="rounded-lg border border-line bg-surface-alt p-4 whitespace-pre-wrap break-words text-ink">{lead.message}</p>
      </section>
      {lead.leadStatus !== "spam" && <ReplyForm lang={lang} csrf={csrf} lead={lead} panel={panel} />}
      <section aria-labelledby="actions" className="space-y-4">
        <h2 id="actions" className="text-xl font-bold text-ink">
          {l.actions}
        </h2>
        <div className="flex flex-wrap items-end gap-4">
          {lead.leadStatus === "spam" && (
            <form method="post">
              <CsrfField token={csrf} />
              <button type="submit" name="intent" value="release" className={buttonClass}>
                {l.notSpam}
              </button>
            </form>
          )}
          {!lead.firstReplyAt && lead.leadStatus !== "spam" && (
            <form method="post">
              <CsrfField token={csrf} />
              <button type="submit" name="intent" value="replied" className={buttonClass}>
                {l.markReplied}
              </button>
            </form>
          )}
          <form method="post" className="flex flex-wrap items-end gap-2">
            <CsrfField token={csrf} />
            <label className="block text-sm font-semibold text-ink">
              {l.status}
              <select name="status" defaultValue={lead.leadStatus} className={inputClass}>
                {leadStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t.statuses[s]}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" name="intent" value="status" className={buttonClass}>
              {l.saveStatus}
            </button>
          </form>
        </div>
        <AssignForm lang={lang} csrf={csrf} leadId={lead.id} panel={panel} assigneeId={lead.assigneeId} />
        <form method="post" className="space-y-2">
          <CsrfField token={csrf} />
          <label className="block text-sm font-semibold text-ink">
            {l.note}
            <textarea name="note" required maxLength={5000} rows={3} className={inputClass} />
          </label>
          <button type="submit" name="intent" value="note" className={buttonClass}>
            {l.addNote}
          </button>
        </form>
      </section>
      <section aria-labelledby="deliveries" className="space-y-3">
        <h2 id="deliveries" className="text-xl font-bold text-ink">
          {l.deliveries}
        </h2>
        {lead.deliveries.length === 0 ? (
          <p className="text-ink">{l.noDeliveries}</p>
        ) : (
          <TableRegion label={l.deliveries}>
            <table className="w-full border-collapse text-left text-sm text-ink">
              <thead>
                <tr className="border-b border-line-strong">
                  <ColumnHeader>{l.channel}</ColumnHeader>
                  <ColumnHeader>{l.deliveryStatus}</ColumnHeader>
                  <ColumnHeader>{l.attempts}</ColumnHeader>
                  <ColumnHeader>{l.lastError}</ColumnHeader>
                  <ColumnHeader><span className="sr-only">{l.retry}</span></ColumnHeader>
                </tr>
              </thead>
              <tbody>
                {lead.deliveries.map((d) => (
                  <tr key={d.id} className="border-b border-line align-top">
                    <td className="py-2 pr-3">{d.channel}</td>
                    <td className="py-2 pr-3">{d.status}</td>
                    <td className="py-2 pr-3 tabular-nums">{d.attempts}</td>
                    <td className="py-2 pr-3 break-words">{d.lastError ? deliveryProblem(d.channel, d.lastError, lang) : "–"}</td>
                    <td className="py-2 pr-3">
                      {d.status === "failed" && (
                        <form method="post">
                          <CsrfField token={csrf} />
                          <button type="submit" name="intent" value="retry" className={secondaryButtonClass} aria-label={`${l.retry} (${d.channel})`}>
                            {l.retry}
                          </button>
                        </form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </section>
      <section aria-labelledby="history" className="space-y-3">
        <h2 id="history" className="text-xl font-bold text-ink">
          {l.history}
        </h2>
        {lead.history.length === 0 ? (
          <p className="text-ink">{l.noHistory}</p>
        ) : (
          <ol className="space-y-2 text-ink">
            {lead.history.map((e, i) => (
              <li key={i} className="rounded-lg border border-line p-3">
                <p className="text-sm text-muted">
                  {formatTime(e.at, lang)} · {e.operator}
                </p>
                <p className="font-semibold">{describe(e.kind, e.detail)}</p>
                {e.kind === "note" && <p className="whitespace-pre-wrap break-words">{e.detail}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
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
    </div>
  );
}
