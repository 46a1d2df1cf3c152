/** The few words of a case study's own page that the projects dictionaries do not have. */
import type { Locale } from "~/i18n/locale";

export const caseWords: Record<Locale, { back: string }> = {
  en: { back: "All projects" },
  fr: { back: "Tous les projets" },
  nl: { back: "Alle projecten" },
};
