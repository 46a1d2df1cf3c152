/**
 * A content revision in words (copy fixes, round 6): what was done, and to what. "publish
 * (French)", "save: title, summary", never "publish" three times over. The languages and fields a
 * revision changed are read from the revision before it (revision-detail.server.ts).
 */
import type { Locale } from "~/i18n/locale";
import { asLocale } from "~/i18n/locale";
import { scheduleWordsFor } from "~/cms/schedule/words";
import { slugWordsFor } from "~/cms/slugs/words";

interface RevisionWords {
  actions: Record<string, string>;
  languages: Record<Locale, string>;
  /** Each field an entry of any collection has, as a short word. */
  fields: Record<string, string>;
  colon: string;
}

const words: Record<Locale, RevisionWords> = {
  en: {
    actions: {
      publish: "publish",
      save: "save",
      unpublish: "unpublish",
      restore: "restore an earlier version",
      create: "create",
      seed: "first version, from the site",
      import: "import from files",
    },
    languages: { en: "English", fr: "French", nl: "Dutch" },
    fields: {
      slug: "address",
      tags: "tags",
      platforms: "platforms",
      quoteName: "person quoted",
      image: "image",
      client: "client",
      title: "title",
      description: "description",
      actions: "what we did",
      results: "results",
      quote: "quote",
      imageAlt: "what the image shows",
      date: "date",
      author: "author",
      summary: "summary",
      body: "text",
      name: "name",
      photo: "photo",
      role: "role",
      photoAlt: "what the photo shows",
      company: "company",
      caseStudy: "case study",
      text: "the client’s words",
    },
    colon: ": ",
  },
  fr: {
    actions: {
      publish: "publication",
      save: "enregistrement",
      unpublish: "retrait",
      restore: "retour à une version antérieure",
      create: "création",
      seed: "première version, reprise du site",
      import: "importation de fichiers",
    },
    languages: { en: "anglais", fr: "français", nl: "néerlandais" },
    fields: {
      slug: "adresse",
      tags: "étiquettes",
      platforms: "plateformes",
      quoteName: "personne citée",
      image: "image",
      client: "client",
      title: "titre",
      description: "description",
      actions: "ce que nous avons fait",
      results: "résultats",
      quote: "citation",
      imageAlt: "ce que montre l’image",
      date: "date",
      author: "auteur",
      summary: "résumé",
      body: "texte",
      name: "nom",
      photo: "photo",
      role: "fonction",
      photoAlt: "ce que montre la photo",
      company: "entreprise",
      caseStudy: "étude de cas",
      text: "les mots du client",
    },
    colon: "\u00a0: ",
  },
  nl: {
    actions: {
      publish: "gepubliceerd",
      save: "opgeslagen",
      unpublish: "offline gehaald",
      restore: "een eerdere versie teruggezet",
      create: "aangemaakt",
      seed: "eerste versie, overgenomen van de site",
      import: "geïmporteerd uit bestanden",
    },
    languages: { en: "Engels", fr: "Frans", nl: "Nederlands" },
    fields: {
      slug: "adres",
      tags: "labels",
      platforms: "platformen",
      quoteName: "geciteerde persoon",
      image: "afbeelding",
      client: "klant",
      title: "titel",
      description: "beschrijving",
      actions: "wat we deden",
      results: "resultaten",
      quote: "citaat",
      imageAlt: "wat de afbeelding toont",
      date: "datum",
      author: "auteur",
      summary: "samenvatting",
      body: "tekst",
      name: "naam",
      photo: "foto",
      role: "functie",
      photoAlt: "wat de foto toont",
      company: "bedrijf",
      caseStudy: "casestudy",
      text: "de woorden van de klant",
    },
    colon: ": ",
  },
};

/** "publish (French)", "save: title, summary", in the desk's language; an action it does not know as stored. */
export function revisionAction(action: string, detail: { languages: readonly string[]; fields: readonly string[] }, lang: string): string {
  const w = words[asLocale(lang)];
  const said = w.actions[action] ?? scheduleWordsFor(lang).revision[action] ?? slugWordsFor(lang).revision[action] ?? action;
  const languages = detail.languages.map((l) => w.languages[l as Locale] ?? l);
  const fields = [...new Set(detail.fields.map((f) => w.fields[f] ?? f))];
  const inLanguages = languages.length ? ` (${languages.join(", ")})` : "";
  if (action === "publish" || action === "unpublish" || !fields.length) return `${said}${inLanguages}`;
  return `${said}${w.colon}${fields.join(", ")}${inLanguages}`;
}
