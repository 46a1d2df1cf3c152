/**
 * The team and the client quotes as the pages read them from the published content, and the
 * documents that show them: About (the team) and the home page (the quotes) in each language.
 */
import { locales, type Locale } from "../i18n/locale";
import { pages } from "../i18n/pages";
import { casePath } from "./paths";
import type { PublishedContent } from "./content";
import type { QuoteView, TeamView } from "./proof-collections";
import { slugIn } from "./slugs";

/** The team members published in a language, in their order. */
export function teamIn(content: PublishedContent, locale: Locale): TeamView[] {
  return (content.team ?? []).flatMap((m) => (m[locale] ? [m[locale]] : []));
}

/** A quote published in a language, with the address of its case study when that is published in the same language. */
export interface QuoteShown extends QuoteView {
  caseHref: { href: string; title: string } | null;
}

export function quotesIn(content: PublishedContent, locale: Locale): QuoteShown[] {
  const views = new Map(content.caseStudies.flatMap((c) => (c.published[locale] ? [[c.slug, c.published[locale]]] : [])));
  return (content.quotes ?? []).flatMap((q) => {
    const view = q[locale];
    if (!view) return [];
    const c = view.caseStudy ? views.get(view.caseStudy) : undefined;
    return [{ ...view, caseHref: c ? { href: casePath(slugIn(c, locale), locale), title: c.text.title } : null }];
  });
}

/**
 * The best proof published in a language, for the home page's first screen: the first client quote
 * in the list's order, else the first result of the first case study that has one (its page linked),
 * else none. (Client logos are not a collection yet.)
 */
export type BestProof =
  | { kind: "quote"; quote: QuoteShown }
  | { kind: "result"; result: { value: string; unit: string; label: string; period: string }; client: string; href: string }
  | null;

export function bestProofIn(content: PublishedContent, locale: Locale): BestProof {
  const quote = quotesIn(content, locale)[0];
  if (quote) return { kind: "quote", quote };
  for (const c of content.caseStudies) {
    const view = c.published[locale];
    const result = view?.text.results[0];
    if (view && result)
      return {
        kind: "result",
        result: { ...result, unit: result.unit ?? "" },
        client: view.text.client,
        href: casePath(slugIn(view, locale), locale),
      };
  }
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** About and the home page in each language whose team, quotes or best proof changed between two contents. */
export function proofChangedPaths(before: PublishedContent, after: PublishedContent): string[] {
  return locales.flatMap((l) => [
    ...(same(teamIn(before, l), teamIn(after, l)) ? [] : [pages.about[l]]),
    ...(same(quotesIn(before, l), quotesIn(after, l)) && same(bestProofIn(before, l), bestProofIn(after, l)) ? [] : [pages.home[l]]),
  ]);
}

/** A published member as the About page's team strip takes it (already in the page's language). */
export function teamMember(view: TeamView) {
  const same = (text: string) => ({ en: text, fr: text, nl: text });
  return {
    name: view.name,
    role: same(view.text.role),
    ...(view.photo ? { picture: { image: view.photo, alt: same(view.text.photoAlt ?? "") } } : {}),
  };
}
