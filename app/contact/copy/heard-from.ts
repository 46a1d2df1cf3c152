/**
 * How the visitor heard of us, as a value after its label (lower case, unlike the form's choices):
 * the same words in the new-lead mail and on the desk's lead page.
 */
import type { Locale } from "~/i18n/locale";
import type { HeardFrom } from "~/storage/requests/attribution";

export const heardFromWords: Record<Locale, Record<HeardFrom, string>> = {
  en: { search: "a search engine", linkedin: "LinkedIn", recommendation: "a recommendation", event: "an event", other: "other" },
  fr: {
    search: "un moteur de recherche",
    linkedin: "LinkedIn",
    recommendation: "une recommandation",
    event: "un événement",
    other: "autre",
  },
  nl: { search: "een zoekmachine", linkedin: "LinkedIn", recommendation: "een aanbeveling", event: "een evenement", other: "anders" },
};
