import { conversationWords } from "~/conversation/words";
import { NotSalesForm } from "../lead/lead-not-sales";
import { asLocale } from "~/i18n/locale";
import { reasonWords } from "~/contact/spam/reason-words";
import type { LeadRow } from "~/storage/requests/inbox-rows.server";
import { type DeskWords, deskWords } from "../words";
import { ageText, statusBadgeClass } from "../reply-clock";
import { CsrfField, formatTime, secondaryButtonClass } from "~/components/operator-ui";

/** The bulk actions of a view: the spam view releases or deletes what it holds; the others mark spam. */
function BulkActions({ t, spamView }: { t: DeskWords; spamView: boolean }) {
  if (!spamView)
    return (
      <button type="submit" name="intent" value="spam" className={secondaryButtonClass}>
        {t.inbox.markSpam}
      </button>
    );
  return (
    <>
      <button type="submit" name="intent" value="not-spam" className={secondaryButtonClass}>
        {t.inbox.notSpam}
      </button>
      <button type="submit" name="intent" value="delete" className={secondaryButtonClass}>
        {t.inbox.deleteNow}
      </button>
    </>
  );
}

/** A "possibly spam" lead's label and its two one-click verdicts (above the card's stretched link). */
function CheckVerdict({ t, lead, action, csrf }: { t: DeskWords; lead: LeadRow; action: string; csrf: string }) {
  return (
    <form method="post" action={action} className="relative z-10 flex flex-wrap items-center gap-2" data-testid="check">
      <CsrfField token={csrf} />
      <input type="hidden" name="id" value={lead.id} />
      <strong className="text-sm font-semibold text-danger">{t.inbox.possiblySpam}</strong>
      {(
        [
          ["check-release", t.inbox.notSpam, t.inbox.notSpamOf(lead.firstName)],
          ["check-confirm", t.inbox.confirmSpam, t.inbox.confirmSpamOf(lead.firstName)],
        ] as const
      ).map(([intent, label, named]) => (
        <button key={intent} type="submit" name="intent" value={intent} aria-label={named} className={secondaryButtonClass}>
          {label}
        </button>
      ))}
    </form>
  );
}

/**
 * "Not a sales lead" on a row: a menu of four buttons, one per kind, each closing the message in
 * one click (a disclosure and a plain form: it works without JavaScript). Above the stretched link.
 */
function NotSalesMenu({ lead, lang, action, csrf }: { lead: LeadRow; lang: string; action: string; csrf: string }) {
  const w = deskWords(lang).notSales;
  return (
    <details className="relative z-10 sm:col-span-3" data-not-sales-menu>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent underline underline-offset-2">
        {w.title}
      </summary>
      <NotSalesForm
        csrf={csrf}
        kindName={(kind) => w.kinds[kind]}
        className="flex flex-wrap gap-2 pb-2"
        action={action}
        leadId={lead.id}
        named={(kind) => w.closeAs(lead.firstName, w.kinds[kind])}
      />
    </details>
  );
}

/** Why the filter caught or doubted a lead, in the operator's language. */
function Reasons({ t, lead, lang }: { t: DeskWords; lead: LeadRow; lang: string }) {
  if (lead.reasons.length === 0) return null;
  return (
    <p className="text-sm text-muted sm:col-span-3" data-testid="reasons">
      {t.inbox.whyCaught}: {lead.reasons.map((r) => reasonWords(r, asLocale(lang))).join(" · ")}
    </p>
  );
}

/** A row's relative age, red with "Overdue" past the promise; the lead's answer when it came; its status, package, language and owner. */
function RowStatus({ t, lead: l, lang }: { t: DeskWords; lead: LeadRow; lang: string }) {
  const w = deskWords(lang).hours;
  const age = ageText(l.ageMs, w);
  return (
    <p className="text-sm sm:text-right">
      {/* An answered lead had its reply: "overdue" would not be true of it. */}
      {l.overdue && !l.answered ? (
        <strong className="font-semibold text-danger" data-age title={formatTime(l.createdAt, lang)}>
          {w.overdue(age)}
        </strong>
      ) : (
        <span className="text-muted" data-age title={formatTime(l.createdAt, lang)}>
          {age}
          <span className="sr-only"> ({w.waiting(age)})</span>
        </span>
      )}
      {l.answered && (
        <strong data-answered className="block font-semibold text-accent">
          {t.inbox.answered}
        </strong>
      )}
      {l.wroteAgain && (
        <strong data-wrote-again className="block font-semibold text-danger">
          {conversationWords(lang).wroteAgain}
        </strong>
      )}
      {l.followUpAt && (
        <span data-follow-up-at={l.followUpAt} className="block font-semibold text-ink">
          {deskWords(lang).followUp.row(formatTime(l.followUpAt, lang))}
        </span>
      )}
      {l.notSalesKind && (
        <span data-not-sales-kind={l.notSalesKind} className="block font-semibold text-ink">
          {deskWords(lang).notSales.row(deskWords(lang).notSales.kinds[l.notSalesKind])}
        </span>
      )}
      {l.undeliverable && (
        <strong data-undeliverable className="block font-semibold text-danger">
          {conversationWords(lang).undeliverable}
        </strong>
      )}
      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 sm:justify-end">
        <span className={`rounded-full border px-2 text-xs font-semibold ${statusBadgeClass[l.leadStatus]}`} data-status={l.leadStatus}>
          {deskWords(lang).chips[l.leadStatus]}
        </span>
        <span className="text-muted" data-language>
          {t.languages[asLocale(l.language)]}
        </span>
        {l.package && <span className="text-muted">{t.packages[l.package as keyof typeof t.packages] ?? l.package}</span>}
      </span>
      {l.owner && (
        <span className="block text-muted" data-owner>
          {w.owner(l.owner)}
        </span>
      )}
    </p>
  );
}

/**
 * The leads: a card each on a phone, a row each on a wider screen. The whole card opens the lead
 * (its name is the link, stretched over the card); its box selects it for the view's bulk actions.
 */
export function InboxList({
  t,
  lang,
  leads,
  query,
  csrf,
  spamView = false,
}: {
  t: DeskWords;
  lang: string;
  leads: LeadRow[];
  query: string;
  csrf: string;
  spamView?: boolean;
}) {
  const suffix = query ? `?${query}` : "";
  // `?index`: the post goes to the inbox's own action, not its layout's.
  const action = `/desk?index${query ? `&${query}` : ""}`;
  return (
    <>
      <form id="bulk" method="post" action={action} className="flex flex-wrap items-center gap-3">
        <CsrfField token={csrf} />
        <BulkActions t={t} spamView={spamView} />
      </form>
      <ol aria-label={t.inbox.title} className="space-y-2 sm:space-y-0 sm:divide-y sm:divide-line sm:border-y sm:border-line">
        {leads.map((l) => (
          <li
            key={l.id}
            data-lead={l.id}
            className="relative flex gap-3 rounded-lg border border-line p-3 text-ink hover:bg-hover sm:rounded-none sm:border-0 sm:px-2"
          >
            <input
              type="checkbox"
              name="id"
              value={l.id}
              form="bulk"
              aria-label={t.inbox.select(l.firstName)}
              className="relative z-10 mt-1 size-5 shrink-0"
            />
            <div className="grid min-w-0 flex-1 gap-1 sm:grid-cols-[minmax(10rem,14rem)_1fr_auto] sm:gap-x-4">
              <p className="min-w-0">
                <a
                  href={`/desk/leads/${encodeURIComponent(l.id)}${suffix}`}
                  aria-label={t.inbox.open(l.firstName)}
                  className="font-semibold text-accent underline underline-offset-2 after:absolute after:inset-0 after:content-['']"
                >
                  {l.firstName}
                </a>
                {l.openRequests > 1 && (
                  <span className="ml-2 text-sm font-semibold text-ink" data-testid="open-requests">
                    {t.inbox.openRequests(l.openRequests)}
                    <span className="sr-only"> ({t.inbox.openRequestsOf(l.openRequests)})</span>
                  </span>
                )}
                <span className="block truncate text-sm text-muted">{l.domain}</span>
              </p>
              <p className="min-w-0 text-sm break-words">{l.snippet}</p>
              <RowStatus t={t} lead={l} lang={lang} />
              {l.throttled && <p className="text-sm font-semibold text-ink sm:col-span-3">{t.inbox.throttled}</p>}
              {l.check && <CheckVerdict t={t} lead={l} action={action} csrf={csrf} />}
              <Reasons t={t} lead={l} lang={lang} />
              {l.leadStatus !== "spam" && l.leadStatus !== "other" && <NotSalesMenu lead={l} lang={lang} action={action} csrf={csrf} />}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
