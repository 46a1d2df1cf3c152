/**
 * Where each language of a content entry stands: published (and whether the draft saved since says
 * something the page does not: "published · changes not yet published"), written but not
 * published, or missing. Every collection publishes a language as its draft's shared fields and
 * that language's text (`{ ...draft.shared, text }`; articles add the time it was modified).
 */
import { locales, type Locale } from "~/i18n/locale";

export type LanguageState = "published" | "changed" | "draft" | "missing";

/** The same value, whatever the order of its keys. */
export function canonical(value: unknown, key = ""): unknown {
  // The tags are a set: the form posts them in the site's order, whatever order they were stored in.
  if (Array.isArray(value)) return key === "tags" ? [...value].map((v) => canonical(v)).sort() : value.map((v) => canonical(v));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k], k)]),
    );
  }
  return value;
}

export function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** What publishing the draft in `l` would show, beside what is published, the time it was modified left out. */
function unchanged(published: unknown, draft: { shared?: unknown; texts: Partial<Record<Locale, unknown>> }, l: Locale): boolean {
  if (!published || typeof published !== "object") return false;
  const { modified: _modified, ...shown } = published as Record<string, unknown>;
  const text = draft.texts[l];
  if (!text) return false;
  const shared = draft.shared && typeof draft.shared === "object" ? draft.shared : {};
  return same(shown, { ...shared, text });
}

/** The fields whose draft differs from what a published language shows: the shared ones, then the language's own. */
export function unpublishedFields(
  published: unknown,
  draft: { shared?: unknown; texts: Partial<Record<Locale, unknown>> },
  l: Locale,
): string[] {
  if (!published || typeof published !== "object") return [];
  const { modified: _modified, text: shownText, ...shown } = published as Record<string, unknown>;
  const shared = (draft.shared && typeof draft.shared === "object" ? draft.shared : {}) as Record<string, unknown>;
  const text = (draft.texts[l] ?? {}) as Record<string, unknown>;
  const then = (shownText ?? {}) as Record<string, unknown>;
  const differ = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !same({ [k]: a[k] }, { [k]: b[k] }));
  return [...differ(shared, shown), ...differ(text, then)];
}

/** For each published language with changes not yet published: which fields (else none). */
export function unpublishedChanges(entry: {
  draft: { shared?: unknown; texts: Partial<Record<Locale, unknown>> };
  published: Partial<Record<Locale, unknown>>;
}): Partial<Record<Locale, string[]>> {
  return Object.fromEntries(
    locales.flatMap((l) => {
      const fields = entry.published[l] ? unpublishedFields(entry.published[l], entry.draft, l) : [];
      return fields.length ? [[l, fields]] : [];
    }),
  );
}

export function languageStates(entry: {
  draft: { shared?: unknown; texts: Partial<Record<Locale, unknown>> };
  published: Partial<Record<Locale, unknown>>;
}): Record<Locale, LanguageState> {
  return Object.fromEntries(
    locales.map((l) => [
      l,
      entry.published[l]
        ? unchanged(entry.published[l], entry.draft, l)
          ? "published"
          : "changed"
        : entry.draft.texts[l]
          ? "draft"
          : "missing",
    ]),
  ) as Record<Locale, LanguageState>;
}
