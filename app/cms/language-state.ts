/**
 * Where each language of a content entry stands: published (and whether the draft saved since says
 * something the page does not: "published · changes not yet published"), written but not
 * published, or missing. Every collection publishes a language as its draft's shared fields and
 * that language's text (`{ ...draft.shared, text }`; articles add the time it was modified).
 */
import { locales, type Locale } from "~/i18n/locale";

export type LanguageState = "published" | "changed" | "draft" | "missing";

/** The same value, whatever the order of its keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function same(a: unknown, b: unknown): boolean {
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
