/**
 * The footer's link to the Insights index of the page's language, only while an article is
 * published in it (the root loader says which languages have one; none while the build prerenders).
 */
import { useRouteLoaderData } from "react-router";
import { locales } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { insightsPaths } from "./article-paths";
import { articleWords } from "./article-words";

export function useInsightsLink(): { href: string; label: string } | undefined {
  const locale = useLocale();
  const root: unknown = useRouteLoaderData("root");
  const insights = typeof root === "object" && root !== null && "insights" in root && Array.isArray(root.insights) ? root.insights : [];
  if (!locales.some((l) => l === locale && insights.includes(l))) return undefined;
  return { href: insightsPaths[locale], label: articleWords[locale].name };
}
