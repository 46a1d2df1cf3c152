import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { auditDetail } from "../audit-detail";
import { deskWords } from "../words";
import { signedIn } from "../guard.server";
import { pageNumber } from "../page-number";
import { formatTime, linkClass, TablePage, LeadLink } from "~/components/operator-ui";
import { deskMeta } from "../page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => deskMeta(data?.lang, (t) => t.audit.title);

const perPage = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  // Past the last page (1e17, Infinity, 1e300 included) is the last page; anything not a number, the first.
  const last = Math.max(1, Math.ceil((await desk.leads.auditCount()) / perPage));
  const page = pageNumber(new URL(request.url).searchParams.get("page"), last);
  const entries = await desk.leads.audit({ limit: perPage + 1, offset: (page - 1) * perPage });
  return { lang: session.operator.language, entries: entries.slice(0, perPage), page, more: entries.length > perPage };
}

export default function AuditPage() {
  const d = useLoaderData<typeof loader>();
  const t = deskWords(d.lang).audit;
  return (
    <TablePage
      after={<Pages page={d.page} more={d.more} label={t.title} />}
      title={t.title}
      intro={t.intro}
      empty={t.none}
      rows={d.entries.length}
      width="min-w-[36rem]"
      columns={[t.at, t.operator, t.action, t.request, t.detail]}
    >
      {d.entries.map((e) => (
        <tr key={e.id} className="border-b border-line align-top">
          <td className="py-2 pr-3 whitespace-nowrap">{formatTime(e.at, d.lang)}</td>
          <td className="py-2 pr-3">{e.operator ?? "–"}</td>
          <td className="py-2 pr-3">{t.actions[e.action] ?? e.action}</td>
          <td className="py-2 pr-3 break-all">
            {!e.requestId ? "–" : e.leadStored ? <LeadLink id={e.requestId}>{e.requestId}</LeadLink> : t.erasedLead}
          </td>
          <td className="py-2 pr-3 break-words">{auditDetail(e.action, e.detail, d.lang) || "–"}</td>
        </tr>
      ))}
    </TablePage>
  );
}

/** The newer and the older page of the audit, when there is one. */
function Pages({ page, more, label }: { page: number; more: boolean; label: string }) {
  return (
    <nav aria-label={label} className="flex gap-4 text-sm">
      {page > 1 && (
        <a href={`/desk/audit?page=${page - 1}`} className={linkClass}>
          ←
        </a>
      )}
      {more && (
        <a href={`/desk/audit?page=${page + 1}`} className={linkClass}>
          →
        </a>
      )}
    </nav>
  );
}
