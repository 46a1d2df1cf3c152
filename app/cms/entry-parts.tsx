/**
 * The parts every content entry page of the desk shares (a case study, an article, a team member,
 * a quote): the way back and the title with the last action's banner, each language's state with
 * its preview, page and "Unpublish", the save and publish buttons, and the revisions to restore.
 * Each form posts an `intent` to the page's own action.
 */
import type { ReactNode } from "react";
import { locales, type Locale } from "~/i18n/locale";
import { contentWordsFor } from "./words";
import type { RevisionDetail } from "./revision-detail";
import { fieldWords, revisionAction } from "./revision-words";
import type { LanguageState } from "./language-state";
import {
  buttonClass,
  CsrfField,
  formatTime,
  IntentButton,
  linkClass,
  PageTitle,
  secondaryButtonClass,
  Section,
} from "~/components/operator-ui";

export type { LanguageState } from "./language-state";

const noDetail: RevisionDetail = { languages: [], fields: [] };

/** Back to the content list, the page's title, and what the last action did (unless a refusal is shown). */
export function EntryHeading({ back, title, done }: { back: string; title: string; done: string | null | undefined }) {
  return (
    <>
      <p>
        <a href="/desk/content" className={linkClass}>
          {back}
        </a>
      </p>
      <PageTitle>{title}</PageTitle>
      {done && (
        <p role="status" className="font-semibold text-ink">
          {done}
        </p>
      )}
    </>
  );
}

/** Each language: its state, its preview, the public page once published, and "Unpublish". */
export function LanguagePublishing({
  states,
  changes = {},
  checks = {},
  preview,
  page,
  csrf,
  lang,
}: {
  states: Record<Locale, LanguageState>;
  /** What a published language's draft changed since (its fields), said after "changes not yet published". */
  changes?: Partial<Record<Locale, readonly string[]>>;
  /** The languages to check against another whose text changed after they were published. */
  checks?: Partial<Record<Locale, Locale>>;
  /** The desk's preview of a language. */
  preview: (l: Locale) => string;
  /** The public page that shows it. */
  page: (l: Locale) => string;
  csrf: string;
  lang: string;
}) {
  const w = contentWordsFor(lang);
  return (
    <ul className="space-y-2">
      {locales.map((l) => (
        <li key={l} className="flex flex-wrap items-center gap-3">
          <span className="font-semibold text-ink">{w.stateOf(w.languages[l], w.state[states[l]])}</span>
          {states[l] === "changed" && changes[l]?.length ? (
            <span className="text-ink">{w.unpublished(fieldWords(changes[l] ?? [], lang))}</span>
          ) : null}
          {checks[l] && (
            <>
              <span className="font-semibold text-danger">{w.toCheck(w.the[checks[l]])}</span>
              <IntentButton csrf={csrf} intent={`confirm:${l}`} className={secondaryButtonClass}>
                {w.confirm(w.the[l])}
              </IntentButton>
            </>
          )}
          {states[l] !== "missing" && (
            <a href={preview(l)} className={linkClass}>
              {w.preview(w.languages[l])}
            </a>
          )}
          {(states[l] === "published" || states[l] === "changed") && (
            <>
              <a href={page(l)} className={linkClass}>
                {w.view(w.languages[l])}
              </a>
              <IntentButton csrf={csrf} intent={`unpublish:${l}`} className={secondaryButtonClass}>
                {w.unpublish(w.languages[l])}
              </IntentButton>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Save the draft" and "Publish in …" for each language, inside the entry's form. */
export function SaveAndPublish({ lang }: { lang: string }) {
  const w = contentWordsFor(lang);
  return (
    <>
      <button type="submit" name="intent" value="save" className={secondaryButtonClass}>
        {w.save}
      </button>
      {locales.map((l) => (
        <button key={l} type="submit" name="intent" value={`publish:${l}`} className={buttonClass}>
          {w.publish(w.languages[l])}
        </button>
      ))}
    </>
  );
}

/** The buttons' row under an entry's fields. */
export function FormButtons({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3">{children}</div>;
}

export interface RevisionRow {
  id: string;
  at: string;
  operator: string | null;
  action: string;
  /** What it changed (revision-detail.ts): said after the action, "publish (French)", "save: title, summary". */
  detail?: RevisionDetail;
}

/** The entry's revisions, newest first; every one but the newest can be restored. */
export function Revisions({ revisions, csrf, lang }: { revisions: readonly RevisionRow[]; csrf: string; lang: string }) {
  const w = contentWordsFor(lang);
  return (
    <Section id="revisions" title={w.revisions} className="space-y-2">
      <ol className="space-y-2">
        {revisions.map((r, i) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3 text-sm text-ink">
            <span>
              {w.revisionLine(formatTime(r.at, lang), r.operator ?? w.nobody, revisionAction(r.action, r.detail ?? noDetail, lang))}
            </span>
            {i > 0 && (
              <form method="post">
                <CsrfField token={csrf} />
                <input type="hidden" name="revision" value={r.id} />
                <button type="submit" name="intent" value="restore" className={secondaryButtonClass}>
                  {w.restore}
                </button>
              </form>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
