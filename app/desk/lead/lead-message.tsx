import type { Lead } from "~/services/storage/leads-store.server";
import type { DeskCopy } from "../copy";
import { secondaryButtonClass } from "../ui";

/** The lead's message as text (never HTML), and the reply by the operator's mail app. */
export function LeadMessage({ lead, t }: { lead: Lead; t: DeskCopy }) {
  const subject = lead.language === "fr" ? t.replySubject.fr : t.replySubject.en;
  const mailto = `mailto:${encodeURIComponent(lead.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
  return (
    <section aria-labelledby="message" className="space-y-3">
      <h2 id="message" className="text-xl font-bold text-ink">
        {t.lead.message}
      </h2>
      <p className="rounded-lg border border-line bg-surface-alt p-4 whitespace-pre-wrap break-words text-ink">{lead.message}</p>
      <a href={mailto} className={secondaryButtonClass}>
        {t.lead.reply}
      </a>
    </section>
  );
}
