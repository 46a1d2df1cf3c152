/** The desk's words for addresses that can change, typed by the English ones. */
import { asLocale, type Locale } from "~/i18n/locale";

const en = {
  title: "Address",
  intro: "Change the address: each published page's old address then leads to the new one (301), and the sitemap names only the new.",
  label: "New address",
  save: "Change the address",
  saved: "Address changed.",
  listTitle: "Old addresses",
  listIntro: "Each leads to the entry's current address.",
  none: "No address has changed.",
  leadsTo: "leads to",
  problems: {
    invalid: "Lower-case letters, digits and hyphens only (at most 60 characters for a case study, 80 for an article).",
    "slug-taken": "Another entry already has this address.",
    unchanged: "This is already the address.",
  },
  revision: { rename: "change of address" } as Record<string, string>,
};

export type SlugWords = typeof en;
export type SlugProblem = keyof SlugWords["problems"];

const fr: SlugWords = {
  title: "Adresse",
  intro:
    "Changez l’adresse\u00a0: l’ancienne adresse de chaque page publiée mène alors à la nouvelle (301), et le plan du site ne nomme que la nouvelle.",
  label: "Nouvelle adresse",
  save: "Changer l’adresse",
  saved: "Adresse changée.",
  listTitle: "Anciennes adresses",
  listIntro: "Chacune mène à l’adresse actuelle de l’entrée.",
  none: "Aucune adresse n’a changé.",
  leadsTo: "mène à",
  problems: {
    invalid: "Lettres minuscules, chiffres et traits d’union seulement (60 caractères au plus pour une étude de cas, 80 pour un article).",
    "slug-taken": "Une autre entrée a déjà cette adresse.",
    unchanged: "C’est déjà l’adresse.",
  },
  revision: { rename: "changement d’adresse" },
};

const nl: SlugWords = {
  title: "Adres",
  intro:
    "Wijzig het adres: het oude adres van elke gepubliceerde pagina leidt dan naar het nieuwe (301), en de sitemap noemt alleen het nieuwe.",
  label: "Nieuw adres",
  save: "Het adres wijzigen",
  saved: "Adres gewijzigd.",
  listTitle: "Oude adressen",
  listIntro: "Elk leidt naar het huidige adres van het item.",
  none: "Er is geen adres gewijzigd.",
  leadsTo: "leidt naar",
  problems: {
    invalid: "Alleen kleine letters, cijfers en koppeltekens (hoogstens 60 tekens voor een casestudy, 80 voor een artikel).",
    "slug-taken": "Een ander item heeft dit adres al.",
    unchanged: "Dit is al het adres.",
  },
  revision: { rename: "adreswijziging" },
};

const words: Record<Locale, SlugWords> = { en, fr, nl };

export function slugWordsFor(language: string | undefined): SlugWords {
  return words[asLocale(language ?? "en")];
}
