/**
 * The team and the client quotes as the pages read them from the published content, and the
 * documents that show them: About (the team) and the home page (the quotes) in each language.
 */
import { locales, type Locale } from "../i18n/locale";
import { pages } from "../i18n/pages";
import { casePath } from "./paths";
import type { PublishedContent } from "./content";
import type { QuoteView, TeamView } from "./proof-collections";

/** The team members published in a language, in their order. */
export function teamIn(content: PublishedContent, locale: Locale): TeamView[] {
  return (content.team ?? []).flatMap((m) => (m[locale] ? [m[locale]] : []));
}

/** A quote published in a language, with the address of its case study when that is published in the same language. */
export interface QuoteShown extends QuoteView {
  caseHref: { href: string; title: string } | null;
}

export function quotesIn(content: PublishedContent, locale: Locale): QuoteShown[] {
  const titles = new Map(content.caseStudies.flatMap((c) => (c.published[locale] ? [[c.slug, c.published[locale].text.title]] : [])));
  return (content.quotes ?? []).flatMap((q) => {
    const view = q[locale];
    if (!view) return [];
    const title = view.caseStudy ? titles.get(view.caseStudy) : undefined;
    return [{ ...view, caseHref: title ? { href: casePath(view.caseStudy, locale), title } : null }];
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** About and the home page in each language whose team or quotes changed between two contents. */
export function proofChangedPaths(before: PublishedContent, after: PublishedContent): string[] {
  return locales.flatMap((l) => [
    ...(same(teamIn(before, l), teamIn(after, l)) ? [] : [pages.about[l]]),
    ...(same(quotesIn(before, l), quotesIn(after, l)) ? [] : [pages.home[l]]),
  ]);
}

/** A published member as the About page's team strip takes it (already in the page's language). */
export function teamMember(view: TeamView) {
  return { name: view.name, role: { en: view.text.role, fr: view.text.role, nl: view.text.role } };
}
