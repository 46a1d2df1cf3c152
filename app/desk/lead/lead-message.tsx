import { asLocale } from "~/i18n/locale";
import type { Lead } from "~/storage/requests/leads-store.server";
import type { DeskWords } from "../words";
import { reasonWords } from "~/contact/spam/reason-words";
import { secondaryButtonClass, Section } from "~/components/operator-ui";

/** The lead's message as text (never HTML), and the reply by the operator's mail app. */
/** With what caught it, when the spam filter did, in the operator's language. */
export function LeadMessage({ lead, t, lang }: { lead: Lead; t: DeskWords; lang: string }) {
  // The one recorded way to the mail app (issue 44): the desk then asks "Did you reply?", and the
  // mail's subject carries the lead's reference, so the lead's answer finds its lead.
  const mailto = `/desk/leads/${encodeURIComponent(lead.id)}/mailto`;
  return (
    <Section id="message" title={t.lead.message}>
      <p className="rounded-lg border border-line bg-surface-alt p-4 whitespace-pre-wrap break-words text-ink">{lead.message}</p>
      {lead.spamReasons.length > 0 && (
        <div className="space-y-1" data-testid="spam-reasons">
          <h3 className="font-semibold text-ink">{lead.check ? t.lead.doubtedBecause : t.lead.caughtBecause}</h3>
          <ul className="list-disc pl-6 text-ink">
            {lead.spamReasons.map((reason, i) => (
              <li key={i}>{reasonWords(reason, asLocale(lang))}</li>
            ))}
          </ul>
        </div>
      )}
      <a href={mailto} className={secondaryButtonClass}>
        {t.lead.reply}
      </a>
    </Section>
  );
}
