/** The desk's words for scheduled publishing, typed by the English ones. */
import { asLocale, type Locale } from "~/i18n/locale";

const en = {
  title: "Scheduled publishing",
  languages: { en: "English", fr: "French", nl: "Dutch" } as Record<Locale, string>,
  intro:
    "A date and time in Brussels time for each language: the page goes live (or comes down) then, on every server. Leave a field empty for no schedule.",
  publishOn: (language: string) => `${language}: publish on`,
  unpublishOn: (language: string) => `${language}: unpublish on`,
  save: "Save the schedule",
  saved: "Schedule saved.",
  scheduledFor: (when: string) => `scheduled for ${when}`,
  unpublishFor: (when: string) => `unpublish scheduled for ${when}`,
  listTitle: "Scheduled",
  none: "Nothing is scheduled.",
  problems: {
    date: "Not a date and time.",
    past: "This time has passed: choose a later one.",
    "missing-language": "This language has no text yet: write it before publishing it.",
  },
  revision: { "scheduled-publish": "scheduled publish", "scheduled-unpublish": "scheduled unpublish" } as Record<string, string>,
};

export type ScheduleWords = typeof en;
export type ScheduleProblem = keyof ScheduleWords["problems"];

const fr: ScheduleWords = {
  title: "Publication programmée",
  languages: { en: "Anglais", fr: "Français", nl: "Néerlandais" },
  intro:
    "Une date et une heure, à l’heure de Bruxelles, pour chaque langue\u00a0: la page est mise en ligne (ou retirée) à ce moment, sur chaque serveur. Laissez un champ vide pour ne rien programmer.",
  publishOn: (language) => `${language}\u00a0: publier le`,
  unpublishOn: (language) => `${language}\u00a0: retirer le`,
  save: "Enregistrer la programmation",
  saved: "Programmation enregistrée.",
  scheduledFor: (when) => `programmé pour le ${when}`,
  unpublishFor: (when) => `retrait programmé pour le ${when}`,
  listTitle: "Programmé",
  none: "Rien n’est programmé.",
  problems: {
    date: "Ce n’est pas une date et une heure.",
    past: "Ce moment est passé\u00a0: choisissez-en un plus tard.",
    "missing-language": "Cette langue n’a pas encore de texte\u00a0: écrivez-le avant de la publier.",
  },
  revision: { "scheduled-publish": "publication programmée", "scheduled-unpublish": "retrait programmé" },
};

const nl: ScheduleWords = {
  title: "Geplande publicatie",
  languages: { en: "Engels", fr: "Frans", nl: "Nederlands" },
  intro:
    "Een datum en een uur, in Brusselse tijd, voor elke taal: de pagina gaat dan online (of offline), op elke server. Laat een veld leeg als u niets wilt plannen.",
  publishOn: (language) => `${language}: publiceren op`,
  unpublishOn: (language) => `${language}: offline halen op`,
  save: "De planning bewaren",
  saved: "Planning bewaard.",
  scheduledFor: (when) => `gepland voor ${when}`,
  unpublishFor: (when) => `offline halen gepland voor ${when}`,
  listTitle: "Gepland",
  none: "Er is niets gepland.",
  problems: {
    date: "Dit is geen datum en uur.",
    past: "Dit moment is voorbij: kies een later moment.",
    "missing-language": "Deze taal heeft nog geen tekst: schrijf die voor u ze publiceert.",
  },
  revision: { "scheduled-publish": "geplande publicatie", "scheduled-unpublish": "gepland offline halen" },
};

const words: Record<Locale, ScheduleWords> = { en, fr, nl };

export function scheduleWordsFor(language: string | undefined): ScheduleWords {
  return words[asLocale(language ?? "en")];
}

/** A due time as the desk says it, in Brussels time: "3 Dec 2026, 09:30". */
export function dueAtWords(iso: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(`${asLocale(language ?? "en")}-BE`, {
    timeZone: "Europe/Brussels",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}
