import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { conversationWords } from "~/conversation/words";
import { signedIn } from "../guard.server";
import { formatTime, TablePage, LeadLink } from "~/components/operator-ui";
import { deskMeta } from "../page-meta";

/** The mailbox's messages held for an operator (issue 44): what the desk read but did not attach to a lead. */
export const meta: MetaFunction<typeof loader> = ({ data }) => deskMeta(data?.lang, () => conversationWords(data?.lang).held.title);

export async function loader({ context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  return { lang: session.operator.language, held: await desk.leads.heldMail() };
}

export default function MailboxPage() {
  const d = useLoaderData<typeof loader>();
  const w = conversationWords(d.lang).held;
  return (
    <TablePage
      title={w.title}
      intro={w.intro}
      introClassName="max-w-prose text-muted"
      empty={w.empty}
      rows={d.held.length}
      width="min-w-[40rem]"
      columns={[w.received, w.from, w.subject, w.why, w.lead]}
    >
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
              <LeadLink id={m.requestId}>{[m.reference, m.firstName].filter(Boolean).join(" · ") || m.requestId}</LeadLink>
            ) : (
              "–"
            )}
          </td>
        </tr>
      ))}
    </TablePage>
  );
}
