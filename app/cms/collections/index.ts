/** Every collection the content engine serves, in the order the content page lists them. */
import { articles } from "./articles";
import { caseStudies } from "./case-studies";
import { quotes, team } from "./proof";
import type { CollectionDescription, CollectionKey } from "./types";

export const collections: Record<CollectionKey, CollectionDescription> = {
  "case-study": caseStudies,
  article: articles,
  team,
  quote: quotes,
};

export const collectionList: readonly CollectionDescription[] = [caseStudies, articles, team, quotes];

/** The collection a desk path is of: /desk/content/articles/… an article, /desk/content/<id> a case study. */
export function collectionOfPath(pathname: string): CollectionDescription {
  const segment = pathname.split("/")[3] ?? "";
  return collectionList.find((c) => c.path !== "" && c.path === segment) ?? caseStudies;
}
