/** Translations kept in step (issue "One content engine", part 6). */
import { locales, type Locale } from "~/i18n/locale";
import { same } from "./language-state";

/** The published languages to check against another: `{ fr: "en" }`, the French to check against the English. */
export type Checks = Partial<Record<Locale, Locale>>;

type Draft = { texts: Partial<Record<Locale, unknown>> };

/**
 * Translations kept in step: a save that changes one language's text marks each other language
 * published before (and not changed with it) to check against it; a language its editor saves,
 * publishes or unpublishes is no longer to check.
 */
export function nextChecks<D extends Draft>(entry: { draft: D; published: unknown; checks: Checks }, draft: D, publish?: Locale): Checks {
  const checks: Checks = { ...entry.checks };
  const changed = locales.filter((l) => draft.texts[l] && !same(draft.texts[l], entry.draft.texts[l]));
  for (const l of changed) delete checks[l];
  if (publish) delete checks[publish];
  const source = changed[0];
  const published = (entry.published ?? {}) as Partial<Record<Locale, unknown>>;
  if (source) for (const l of locales) if (published[l] && !changed.includes(l) && l !== publish && draft.texts[l]) checks[l] = source;
  return checks;
}
