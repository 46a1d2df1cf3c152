/** The words of the Insights pages and feeds, in each language. */
import type { Locale } from "~/i18n/locale";
import { site } from "~/site";

export const articleWords: Record<
  Locale,
  { name: string; title: string; lead: string; by: string; published: string; back: string; feed: string; feedTitle: string }
> = {
  en: {
    name: "Insights",
    title: `Insights | ${site.brand}`,
    lead: `Articles by the ${site.brand} team.`,
    by: "By",
    published: "Published on",
    back: "All insights",
    feed: "RSS feed",
    feedTitle: `${site.brand} – Insights`,
  },
  fr: {
    name: "Analyses",
    title: `Analyses | ${site.brand}`,
    lead: `Les articles de l’équipe ${site.brand}.`,
    by: "Par",
    published: "Publié le",
    back: "Toutes les analyses",
    feed: "Flux RSS",
    feedTitle: `${site.brand} – Analyses`,
  },
  nl: {
    name: "Inzichten",
    title: `Inzichten | ${site.brand}`,
    lead: `Artikelen van het team van ${site.brand}.`,
    by: "Door",
    published: "Gepubliceerd op",
    back: "Alle inzichten",
    feed: "RSS-feed",
    feedTitle: `${site.brand} – Inzichten`,
  },
};

/** An article's date as the page's language writes it (a calendar day, no time zone shift). */
export function articleDate(date: string, locale: Locale): string {
  const tag = { en: "en-GB", fr: "fr-BE", nl: "nl-BE" }[locale];
  return new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
