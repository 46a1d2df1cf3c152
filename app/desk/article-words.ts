/** The desk's words for the Insights section's articles, in each language of the desk (the rest: ./content-words.ts). */
import type { Locale } from "~/i18n/locale";
import type { ArticleIssue } from "~/publishing/article";

export const articleDeskWords: Record<
  Locale,
  {
    title: string;
    intro: string;
    newArticle: string;
    editTitle: (title: string) => string;
    back: string;
    none: string;
    fields: { slug: string; date: string; author: string; tags: string; title: string; summary: string; body: string; imageAlt: string };
    done: Record<string, string>;
    reasons: Record<"slug-taken" | "too-many" | "missing-language" | "not-found", string>;
    issues: Record<Exclude<ArticleIssue, "quoteName">, string>;
  }
> = {
  en: {
    title: "Articles (Insights)",
    intro: "Each language's Insights page, article pages and RSS feed exist only once an article is published in that language.",
    newArticle: "New article",
    editTitle: (title) => `Article: ${title}`,
    back: "Back to the content",
    none: "No article yet.",
    fields: {
      slug: "Address (lower-case letters, digits and hyphens; fixed once created)",
      date: "Date",
      author: "Author",
      tags: "Tags",
      title: "Title",
      summary: "Summary (shown in the list and the feed)",
      body: "Text (Markdown: no HTML, no images; links to https:, mailto: or a page of this site)",
      imageAlt: "Image description",
    },
    done: {
      created: "Draft created. Nothing is published until you publish a language.",
      saved: "Draft saved.",
      published: "Published: the article, the Insights page and the feed are live.",
      unpublished: "Unpublished: the page is gone from the site, its feed and its sitemap.",
      restored: "Earlier draft restored. Publish a language to put it on the site.",
    },
    reasons: {
      "slug-taken": "Another article already has this address.",
      "too-many": "The collection is full (200 articles): remove one first.",
      "missing-language": "This language has no text yet: write it before publishing it.",
      "not-found": "This article or revision does not exist (any more).",
    },
    issues: {
      required: "is required",
      tooLong: "is too long",
      slug: "may hold only lower-case letters, digits and single hyphens",
      tag: "is not one of the tags",
      tooMany: "has too many items",
      control: "contains invisible control characters",
      date: "must be a date written YYYY-MM-DD, between 2000 and 2100",
      html: "contains HTML: write it in Markdown (HTML is refused, not published)",
      image: "contains an image: the text takes none, choose the article's image in the Image field",
      link: "has a link that is not allowed: only https:, mailto: or a path of this site (/…)",
    },
  },
  fr: {
    title: "Articles (Analyses)",
    intro: "La page Analyses, les pages d’article et le flux RSS d’une langue n’existent qu’une fois un article publié dans cette langue.",
    newArticle: "Nouvel article",
    editTitle: (title) => `Article : ${title}`,
    back: "Retour au contenu",
    none: "Aucun article pour l’instant.",
    fields: {
      slug: "Adresse (lettres minuscules, chiffres et traits d’union ; fixée à la création)",
      date: "Date",
      author: "Auteur",
      tags: "Étiquettes",
      title: "Titre",
      summary: "Résumé (affiché dans la liste et le flux)",
      body: "Texte (Markdown : ni HTML ni images ; liens vers https:, mailto: ou une page de ce site)",
      imageAlt: "Description de l’image",
    },
    done: {
      created: "Brouillon créé. Rien n’est publié tant que vous ne publiez pas une langue.",
      saved: "Brouillon enregistré.",
      published: "Publié : l’article, la page Analyses et le flux sont en ligne.",
      unpublished: "Dépublié : la page a quitté le site, son flux et son sitemap.",
      restored: "Brouillon antérieur restauré. Publiez une langue pour le mettre en ligne.",
    },
    reasons: {
      "slug-taken": "Un autre article a déjà cette adresse.",
      "too-many": "La collection est pleine (200 articles) : supprimez-en un d’abord.",
      "missing-language": "Cette langue n’a pas encore de texte : rédigez-le avant de le publier.",
      "not-found": "Cet article ou cette révision n’existe pas (ou plus).",
    },
    issues: {
      required: "est obligatoire",
      tooLong: "est trop long",
      slug: "ne peut contenir que des lettres minuscules, des chiffres et des traits d’union simples",
      tag: "n’est pas une des étiquettes",
      tooMany: "contient trop d’éléments",
      control: "contient des caractères de contrôle invisibles",
      date: "doit être une date au format AAAA-MM-JJ, entre 2000 et 2100",
      html: "contient du HTML : écrivez-le en Markdown (le HTML est refusé, pas publié)",
      image: "contient une image : le texte n’en accepte pas, choisissez l’image de l’article dans le champ Image",
      link: "contient un lien non autorisé : seulement https:, mailto: ou une adresse de ce site (/…)",
    },
  },
  nl: {
    title: "Artikelen (Inzichten)",
    intro:
      "De pagina Inzichten, de artikelpagina’s en de RSS-feed van een taal bestaan pas zodra er een artikel in die taal gepubliceerd is.",
    newArticle: "Nieuw artikel",
    editTitle: (title) => `Artikel: ${title}`,
    back: "Terug naar de inhoud",
    none: "Nog geen artikel.",
    fields: {
      slug: "Adres (kleine letters, cijfers en koppeltekens; vast na het aanmaken)",
      date: "Datum",
      author: "Auteur",
      tags: "Tags",
      title: "Titel",
      summary: "Samenvatting (getoond in de lijst en de feed)",
      body: "Tekst (Markdown: geen HTML, geen afbeeldingen; links naar https:, mailto: of een pagina van deze site)",
      imageAlt: "Beschrijving van de afbeelding",
    },
    done: {
      created: "Concept aangemaakt. Er wordt niets gepubliceerd tot u een taal publiceert.",
      saved: "Concept opgeslagen.",
      published: "Gepubliceerd: het artikel, de pagina Inzichten en de feed staan online.",
      unpublished: "Gedepubliceerd: de pagina is weg van de site, uit de feed en uit de sitemap.",
      restored: "Eerder concept teruggezet. Publiceer een taal om het online te zetten.",
    },
    reasons: {
      "slug-taken": "Een ander artikel heeft dit adres al.",
      "too-many": "De collectie is vol (200 artikelen): verwijder er eerst een.",
      "missing-language": "Deze taal heeft nog geen tekst: schrijf die voor u ze publiceert.",
      "not-found": "Dit artikel of deze versie bestaat niet (meer).",
    },
    issues: {
      required: "is verplicht",
      tooLong: "is te lang",
      slug: "mag alleen kleine letters, cijfers en enkele koppeltekens bevatten",
      tag: "is geen van de tags",
      tooMany: "bevat te veel elementen",
      control: "bevat onzichtbare stuurtekens",
      date: "moet een datum zijn in de vorm JJJJ-MM-DD, tussen 2000 en 2100",
      html: "bevat HTML: schrijf in Markdown (HTML wordt geweigerd, niet gepubliceerd)",
      image: "bevat een afbeelding: de tekst aanvaardt er geen, kies de afbeelding van het artikel in het veld Afbeelding",
      link: "bevat een link die niet mag: alleen https:, mailto: of een pad van deze site (/…)",
    },
  },
};

/** The words in the operator's language (English for a language the desk does not have). */
export function articleWordsFor(language: string | undefined): (typeof articleDeskWords)[Locale] {
  return articleDeskWords[language === "fr" || language === "nl" ? language : "en"];
}
