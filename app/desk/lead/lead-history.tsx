import { conversationWords } from "~/conversation/words";
import type { Lead } from "~/storage/requests/leads-store.server";
import { type DeskWords, deskWords } from "../words";
import { formatTime } from "~/components/operator-ui";
import { isNotSalesKind } from "~/storage/requests/lead-status";
import { Section } from "~/components/operator-ui";

/** An event of the lead's history in the operator's words. */
function describe(t: DeskWords, kind: string, detail: string, lang: string): string {
  const mailbox = conversationWords(lang).events;
  if (kind in mailbox) {
    const words = mailbox[kind as keyof typeof mailbox];
    // A robot's line says what it was about (the subject, the failed address and the server's words).
    return kind === "wrote-again" ? words : `${words}: ${detail}`;
  }
  if (kind === "not-sales") {
    const w = deskWords(lang).notSales;
    return w.event(isNotSalesKind(detail) ? w.kinds[detail] : detail);
  }
  const label = t.lead.events[kind];
  if (kind === "status") {
    const [from, to] = detail.split(" → ");
    const name = (s?: string) => (s && s in t.statuses ? t.statuses[s as keyof typeof t.statuses] : (s ?? ""));
    return typeof label === "function" ? label(name(from), name(to)) : detail;
  }
  if (kind === "assign" && typeof label === "string") return `${label}: ${detail || t.assign.nobody}`;
  if (kind === "reply" && typeof label === "string") return `${label}: ${detail}`;
  return typeof label === "string" ? label : kind;
}

/** What happened to the lead, newest first; notes in full. */
export function LeadHistory({ lead, t, lang }: { lead: Lead; t: DeskWords; lang: string }) {
  return (
    <Section id="history" title={t.lead.history}>
      {lead.history.length === 0 ? (
        <p className="text-ink">{t.lead.noHistory}</p>
      ) : (
        <ol className="space-y-2 text-ink">
          {lead.history.map((e, i) => (
            <li key={i} className="rounded-lg border border-line p-3">
              <p className="text-sm text-muted">
                {formatTime(e.at, lang)} · {e.operator}
              </p>
              <p className="font-semibold">{describe(t, e.kind, e.detail, lang)}</p>
              {e.kind === "note" && <p className="whitespace-pre-wrap break-words">{e.detail}</p>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
