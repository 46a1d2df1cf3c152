/**
 * On a case study's page: its address and the languages it is published in, from its route's
 * loader (app/routes/case-study.tsx), so that the language switch goes to the same case study
 * where it exists and to the projects page of that language where it does not.
 */
import { useMatches } from "react-router";
import { locales, type Locale } from "~/i18n/locale";
import { pages } from "~/i18n/pages";
import { casePath } from "./paths";
import { slugIn, type Addressed } from "./slugs";

function languagesOf(data: unknown): { view: Addressed; languages: Locale[] } | undefined {
  if (typeof data !== "object" || data === null || !("languages" in data) || !("view" in data)) return undefined;
  const { languages, view } = data;
  if (!Array.isArray(languages) || typeof view !== "object" || view === null || !("slug" in view) || typeof view.slug !== "string")
    return undefined;
  return { view: view as Addressed, languages: locales.filter((l) => languages.includes(l)) };
}

/** Where the switch to `other` goes from this case study, or undefined on any other page. */
export function useCaseSwitch(): ((other: Locale) => string) | undefined {
  const match = useMatches().find((m) => m.id.startsWith("case-study-"));
  const found = match ? languagesOf(match.loaderData) : undefined;
  if (!found) return undefined;
  return (other) => (found.languages.includes(other) ? casePath(slugIn(found.view, other), other) : pages.projects[other]);
}
