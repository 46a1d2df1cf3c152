import type { ReactNode } from "react";
import type { Lead } from "~/storage/requests/leads-store.server";
import { LEAD_STATUSES as leadStatuses } from "~/storage/requests/lead-status";
import { type DeskWords, deskWords, type NoteWords } from "../words";
import { deskLimits } from "../limits";
import type { DeskLanguage } from "~/access/page-language";
import { buttonClass, CsrfField, inputClass, IntentButton, secondaryButtonClass, Section, TextArea } from "~/components/operator-ui";

/**
 * What an operator does to the lead: each button posts to the lead page with its `intent`.
 * `children` come first: the place for a reply form.
 */
export function LeadActions({
  lead,
  t,
  lang,
  csrf,
  version,
  refusedNote,
  children,
}: {
  lead: Lead;
  t: DeskWords;
  lang: DeskLanguage;
  csrf: string;
  /** The lead's version this page shows: a status change made over another operator's is held. */
  version: number;
  /** A note the server refused (empty, or over its limit), given back to be shortened. */
  refusedNote?: string;
  children?: ReactNode;
}) {
  const l = t.lead;
  return (
    <Section id="actions" title={l.actions} className="space-y-4">
      {children}
      <div className="flex flex-wrap items-end gap-4">
        {lead.leadStatus === "spam" && (
          <IntentButton csrf={csrf} intent="release" className={buttonClass}>
            {l.notSpam}
          </IntentButton>
        )}
        {lead.check && (
          <IntentButton csrf={csrf} intent="check-release" className={secondaryButtonClass}>
            {l.notSpam}
          </IntentButton>
        )}
        {/* On a phone this button is in the sticky bar instead. */}
        {!lead.firstReplyAt && lead.leadStatus !== "spam" && (
          <form method="post" className="hidden sm:block">
            <VersionedFields csrf={csrf} version={version} />
            <button type="submit" name="intent" value="replied" className={buttonClass}>
              {l.markReplied}
            </button>
          </form>
        )}
        {lead.leadStatus !== "spam" && (
          <form method="post">
            <VersionedFields csrf={csrf} version={version} />
            <button type="submit" name="intent" value="spam" className={secondaryButtonClass}>
              {l.spam}
            </button>
          </form>
        )}
        <StatusForm lead={lead} t={t} lang={lang} csrf={csrf} version={version} />
      </div>
      <NoteForm t={t} words={deskWords(lang).note} csrf={csrf} refused={refusedNote} />
    </Section>
  );
}

/** The status select: "Follow up later" and "Not a sales lead" are set by their own forms (a date, a kind). */
function StatusForm({ lead, t, lang, csrf, version }: { lead: Lead; t: DeskWords; lang: DeskLanguage; csrf: string; version: number }) {
  const l = t.lead;
  return (
    <form method="post" className="flex flex-wrap items-end gap-2">
      <VersionedFields csrf={csrf} version={version} />
      <label className="block text-sm font-semibold text-ink">
        {l.status}
        <select name="status" defaultValue={lead.leadStatus} className={inputClass}>
          {/* "Follow up later" is set with its date (the follow-up form), "Not a sales lead" with its
              kind (its own buttons): each listed only while it is the status. */}
          {leadStatuses
            .filter((s) => (s !== "later" && s !== "other") || lead.leadStatus === s)
            .map((s) => (
              <option key={s} value={s}>
                {deskWords(lang).chips[s]}
              </option>
            ))}
        </select>
      </label>
      <button type="submit" name="intent" value="status" className={buttonClass}>
        {l.saveStatus}
      </button>
    </form>
  );
}

/** A status change's hidden fields: the session's token and the lead's version the page shows (a change over another operator's is held). */
function VersionedFields({ csrf, version }: { csrf: string; version: number }) {
  return (
    <>
      <CsrfField token={csrf} />
      <input type="hidden" name="seen" value={version} />
    </>
  );
}

function NoteForm({ t, words, csrf, refused }: { t: DeskWords; words: NoteWords; csrf: string; refused?: string }) {
  const l = t.lead;
  return (
    <form method="post" className="space-y-2">
      <CsrfField token={csrf} />
      {refused !== undefined && (
        <p id="note-refused" role="alert" className="font-semibold text-danger">
          {refused === "" ? words.empty : words.tooLong(deskLimits.note, refused.length)}
        </p>
      )}
      <TextArea
        label={l.note}
        name="note"
        maxLength={deskLimits.note}
        rows={3}
        defaultValue={refused}
        aria-invalid={refused !== undefined || undefined}
        aria-describedby={refused !== undefined ? "note-refused" : undefined}
      />
      <button type="submit" name="intent" value="note" className={buttonClass}>
        {l.addNote}
      </button>
    </form>
  );
}
