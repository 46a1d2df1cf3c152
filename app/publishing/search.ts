/**
 * What a page says in search results and link previews, when its editor wrote it: a search title
 * (the page's whole <title> and og:title) and a search description (the meta description and
 * og:description), per language. Left empty, the page's own title and summary are used.
 */
/** The bounds, and what search engines show before they cut (the desk's counters say both). */
export const searchLimits = { title: 70, description: 160, titleShown: 60, descriptionShown: 155 } as const;

/** The search title when written, else the page's own. */
export function searchTitle(text: { seoTitle?: string }, fallback: () => string): string {
  return text.seoTitle?.trim() ? text.seoTitle : fallback();
}

export function searchDescription(text: { seoDescription?: string }, fallback: () => string): string {
  return text.seoDescription?.trim() ? text.seoDescription : fallback();
}
