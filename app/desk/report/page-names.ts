import { pageNames } from "~/seo/breadcrumbs";
import { locales, type Locale } from "~/i18n/locale";
import { pageAt } from "~/i18n/pages";
import type { PageNames } from "./labels";

/** Each landing path that is a page of the site, by its name in the operator's language (unknown paths stay paths). */
export function landingPageNames(paths: readonly string[], language: string): PageNames {
  const lang: Locale = (locales as readonly string[]).includes(language) ? (language as Locale) : "en";
  const names: PageNames = {};
  for (const path of paths) {
    const page = pageAt(path);
    if (page) names[path] = { name: pageNames[lang][page.id], language: page.locale };
  }
  return names;
}
