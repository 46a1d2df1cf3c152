import { conversationWords } from "~/conversation/words";
import { asLocale } from "~/i18n/locale";
import type { Lead } from "~/storage/requests/leads-store.server";
import { type DeskWords, deskWords } from "../words";
import { ageText, statusBadgeClass } from "../reply-clock";
import { formatTime, PageTitle } from "~/components/operator-ui";
import { Section } from "~/components/operator-ui";

/** Who wrote, when, and where the lead stands. */
export function LeadHeader({ lead, t, lang }: { lead: Lead; t: DeskWords; lang: string }) {
  const l = t.lead;
  const w = deskWords(lang).hours;
  return (
    <header className="space-y-3">
      <PageTitle>{l.title(lead.firstName)}</PageTitle>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink">
        <span
          className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${statusBadgeClass[lead.leadStatus]}`}
          data-status={lead.leadStatus}
        >
          {deskWords(lang).chips[lead.leadStatus]}
        </span>
        {lead.answeredAt && (
          <strong data-answered className="rounded-full border border-line-strong px-3 py-0.5 text-sm font-semibold text-accent">
            {t.inbox.answered} · {formatTime(lead.answeredAt, lang)}
          </strong>
        )}
        {lead.wroteAgainAt && (
          <strong data-wrote-again className="rounded-full border border-line-strong px-3 py-0.5 text-sm font-semibold text-danger">
            {conversationWords(lang).wroteAgain} · {formatTime(lead.wroteAgainAt, lang)}
          </strong>
        )}
        <span className="break-all">{lead.email}</span>
        <span className="text-muted" data-testid="lead-age">
          {formatTime(lead.createdAt, lang)} · {w.receivedAgo(ageText(lead.ageMs, w))}
        </span>
        {lead.overdue && !lead.answeredAt && <strong className="font-semibold text-danger">{w.overdue(ageText(lead.ageMs, w))}</strong>}
      </p>
      <Section id="details" title={l.details}>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-ink">
          <dt className="font-semibold">{l.status}</dt>
          <dd>
            {deskWords(lang).chips[lead.leadStatus]}
            {lead.overdue && !lead.answeredAt && (
              <strong className="ml-2 font-semibold text-danger">{w.overdue(ageText(lead.ageMs, w))}</strong>
            )}
          </dd>
          {lead.reference && (
            <>
              <dt className="font-semibold">{l.reference}</dt>
              <dd data-testid="lead-reference" className="font-mono">
                {lead.reference}
              </dd>
            </>
          )}
          <dt className="font-semibold">{t.inbox.email}</dt>
          <dd className="break-all">
            {lead.email}
            {lead.undeliverable && (
              <strong data-undeliverable className="block font-semibold text-danger">
                {conversationWords(lang).undeliverableWhy(lead.undeliverable)}
              </strong>
            )}
          </dd>
          <dt className="font-semibold">{l.received}</dt>
          <dd>{formatTime(lead.createdAt, lang)}</dd>
          <dt className="font-semibold">{l.language}</dt>
          <dd>{t.languages[asLocale(lead.language)]}</dd>
          <dt className="font-semibold">{l.package}</dt>
          <dd>{lead.package ? (t.packages[lead.package as keyof typeof t.packages] ?? lead.package) : t.packages.none}</dd>
          <dt className="font-semibold">{l.firstReply}</dt>
          <dd>{lead.firstReplyAt ? formatTime(lead.firstReplyAt, lang) : l.notYet}</dd>
        </dl>
      </Section>
    </header>
  );
}
