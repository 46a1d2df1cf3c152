/**
 * On an Insights page: where the language switch goes, from the route's loader (the index and
 * app/routes/article.tsx): the same article in a language it is published in, else that language's
 * index when it has articles, else that language's home page.
 */
import { useMatches } from "react-router";
import { locales, type Locale } from "~/i18n/locale";
import { pages } from "~/i18n/pages";
import { articlePath, insightsPaths } from "./article-paths";
import type { Slugs } from "./slugs";

function switchOf(data: unknown): { slugs?: Slugs; languages: Locale[]; insights: Locale[] } | undefined {
  if (typeof data !== "object" || data === null || !("insights" in data) || !Array.isArray(data.insights)) return undefined;
  const insights = locales.filter((l) => (data.insights as unknown[]).includes(l));
  const languages =
    "languages" in data && Array.isArray(data.languages) ? locales.filter((l) => (data.languages as unknown[]).includes(l)) : [];
  const slugs = "slugs" in data && typeof data.slugs === "object" && data.slugs !== null ? (data.slugs as Slugs) : undefined;
  return { slugs, languages, insights };
}

/** Where the switch to `other` goes from this Insights page, or undefined on any other page. */
export function useArticleSwitch(): ((other: Locale) => string) | undefined {
  const match = useMatches().find((m) => m.id.startsWith("insights-"));
  const found = match ? switchOf(match.loaderData) : undefined;
  if (!found) return undefined;
  return (other) =>
    found.slugs && found.languages.includes(other)
      ? articlePath(found.slugs[other], other)
      : found.insights.includes(other)
        ? insightsPaths[other]
        : pages.home[other];
}
