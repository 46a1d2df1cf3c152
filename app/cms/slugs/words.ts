/** The desk's words for addresses that can change, typed by the English ones. */
import { asLocale, type Locale } from "~/i18n/locale";

const en = {
  title: "Address",
  intro:
    "Each language has its own address. Change one: that language's old address, when published, then leads to the new one (301), and the sitemap names only the new.",
  label: { en: "Address in English", fr: "Address in French", nl: "Address in Dutch" } as Record<Locale, string>,
  save: "Change the addresses",
  saved: "Address changed.",
  listTitle: "Old addresses",
  listIntro: "Each leads to the entry's current address.",
  none: "No address has changed.",
  leadsTo: "leads to",
  problems: {
    invalid: "Lower-case letters, digits and hyphens only (at most 60 characters for a case study, 80 for an article).",
    "slug-taken": "Another entry already has this address in this language.",
    unchanged: "These are already the addresses.",
  },
  revision: { rename: "change of address" } as Record<string, string>,
};

export type SlugWords = typeof en;
export type SlugProblem = keyof SlugWords["problems"];

const fr: SlugWords = {
  title: "Adresse",
  intro:
    "Chaque langue a sa propre adresse. Changez-en une\u00a0: l’ancienne adresse de cette langue, si elle est publiée, mène alors à la nouvelle (301), et le plan du site ne nomme que la nouvelle.",
  label: { en: "Adresse en anglais", fr: "Adresse en français", nl: "Adresse en néerlandais" },
  save: "Changer les adresses",
  saved: "Adresse changée.",
  listTitle: "Anciennes adresses",
  listIntro: "Chacune mène à l’adresse actuelle de l’entrée.",
  none: "Aucune adresse n’a changé.",
  leadsTo: "mène à",
  problems: {
    invalid: "Lettres minuscules, chiffres et traits d’union seulement (60 caractères au plus pour une étude de cas, 80 pour un article).",
    "slug-taken": "Une autre entrée a déjà cette adresse dans cette langue.",
    unchanged: "Ce sont déjà les adresses.",
  },
  revision: { rename: "changement d’adresse" },
};

const nl: SlugWords = {
  title: "Adres",
  intro:
    "Elke taal heeft een eigen adres. Wijzig er een: het oude adres in die taal leidt dan, als het gepubliceerd is, naar het nieuwe (301), en de sitemap noemt alleen het nieuwe.",
  label: { en: "Adres in het Engels", fr: "Adres in het Frans", nl: "Adres in het Nederlands" },
  save: "De adressen wijzigen",
  saved: "Adres gewijzigd.",
  listTitle: "Oude adressen",
  listIntro: "Elk leidt naar het huidige adres van het item.",
  none: "Er is geen adres gewijzigd.",
  leadsTo: "leidt naar",
  problems: {
    invalid: "Alleen kleine letters, cijfers en koppeltekens (hoogstens 60 tekens voor een casestudy, 80 voor een artikel).",
    "slug-taken": "Een ander item heeft dit adres al in deze taal.",
    unchanged: "Dit zijn al de adressen.",
  },
  revision: { rename: "adreswijziging" },
};

const words: Record<Locale, SlugWords> = { en, fr, nl };

export function slugWordsFor(language: string | undefined): SlugWords {
  return words[asLocale(language ?? "en")];
}
