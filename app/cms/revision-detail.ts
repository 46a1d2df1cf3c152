/**
 * What each content revision changed, read from the revision before it: the languages published or
 * unpublished, the fields a save changed (shared fields and each language's), and the languages a
 * save added or removed. Revisions come newest first, as the desk lists them.
 */
import { locales, type Locale } from "~/i18n/locale";
import { canonical } from "./language-state";

export interface RevisionDetail {
  languages: Locale[];
  fields: string[];
}

type Stored = { action: string; draft: unknown; published: unknown };
type Draft = { shared?: Record<string, unknown>; texts?: Partial<Record<Locale, Record<string, unknown>>> };

/** The same value, whatever the order of its keys (and of its tags). */
const key = (value: unknown): string => JSON.stringify(canonical(value)) ?? "";

function changedKeys(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): string[] {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  return [...keys].filter((k) => key({ [k]: a?.[k] }) !== key({ [k]: b?.[k] }));
}

/** One revision against the one before it (none for the first). */
export function revisionDetail(revision: Stored, before: Stored | undefined): RevisionDetail {
  // A language checked against another: its language is in the action ("confirm:fr").
  const confirmed = /^confirm:([a-z]{2})$/.exec(revision.action)?.[1];
  if (confirmed) return { languages: locales.filter((l) => l === confirmed), fields: [] };
  if (!before) return { languages: [], fields: [] };
  if (/^(scheduled-)?(un)?publish$/.test(revision.action)) {
    const now = (revision.published ?? {}) as Partial<Record<Locale, unknown>>;
    const then = (before.published ?? {}) as Partial<Record<Locale, unknown>>;
    return { languages: locales.filter((l) => key(now[l]) !== key(then[l])), fields: [] };
  }
  const now = (revision.draft ?? {}) as Draft;
  const then = (before.draft ?? {}) as Draft;
  const fields = changedKeys(now.shared, then.shared);
  const languages: Locale[] = [];
  for (const l of locales) {
    const a = now.texts?.[l];
    const b = then.texts?.[l];
    if (Boolean(a) !== Boolean(b)) languages.push(l);
    else if (a && b) fields.push(...changedKeys(a, b));
  }
  return { languages, fields: [...new Set(fields)] };
}

/** Each revision's detail, newest first; `revisions` holds one more (older) than are shown when there is one. */
export function revisionDetails(revisions: readonly Stored[], shown: number): RevisionDetail[] {
  return revisions.slice(0, shown).map((r, i) => revisionDetail(r, revisions[i + 1]));
}
