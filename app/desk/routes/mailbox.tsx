import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { conversationWords } from "~/conversation/words";
import { deskWords } from "../words";
import { signedIn } from "../guard.server";
import { formatTime, linkClass, PageTitle, ColumnHeader, TableRegion } from "../ui";

/** The mailbox's messages held for an operator (issue 44): what the desk read but did not attach to a lead. */
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${conversationWords(data?.lang).held.title} · ${deskWords(data?.lang).title}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  return { lang: session.operator.language, held: await desk.leads.heldMail() };
}

export default function MailboxPage() {
  const d = useLoaderData<typeof loader>();
  const w = conversationWords(d.lang).held;
  return (
    <div className="space-y-6">
      <PageTitle>{w.title}</PageTitle>
      <p className="max-w-prose text-muted">{w.intro}</p>
      {d.held.length === 0 ? (
        <p className="text-ink">{w.empty}</p>
      ) : (
        <TableRegion label={w.title}>
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm text-ink">
            <thead>
              <tr className="border-b border-line-strong">
                <ColumnHeader>{w.received}</ColumnHeader>
                <ColumnHeader>{w.from}</ColumnHeader>
                <ColumnHeader>{w.subject}</ColumnHeader>
                <ColumnHeader>{w.why}</ColumnHeader>
                <ColumnHeader>{w.lead}</ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {d.held.map((m) => (
                <tr key={m.id} className="border-b border-line align-top" data-held={m.state}>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatTime(m.createdAt, d.lang)}</td>
                  <td className="py-2 pr-3 break-all">{m.fromAddress ?? "–"}</td>
                  <td className="py-2 pr-3 break-words">
                    {m.subject || "–"} <span className="text-muted">({w.size(Math.max(1, Math.round(m.size / 1024)))})</span>
                  </td>
                  <td className="py-2 pr-3 break-words">
                    <strong className="font-semibold">{m.state === "unread" ? w.unread : w.unmatched}</strong>
                    {m.reason ? `: ${w.reasons[m.reason as keyof typeof w.reasons] ?? m.reason}` : ""}
                  </td>
                  <td className="py-2 pr-3">
                    {m.requestId ? (
                      <a href={`/desk/leads/${encodeURIComponent(m.requestId)}`} className={linkClass}>
                        {[m.reference, m.firstName].filter(Boolean).join(" · ") || m.requestId}
                      </a>
                    ) : (
                      "–"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </div>
  );
}
