/**
 * The desk's words for the team and the client quotes (/desk/content/team, /desk/content/quotes),
 * in each language of the desk. The words every collection shares (languages, states, save,
 * publish, revisions, what a field lacks) are the case studies' (./content-words.ts).
 */
import type { Locale } from "~/i18n/locale";

const en = {
  team: {
    title: "Team",
    intro: "The people the About page shows, with their role in each language.",
    add: "New team member",
    newTitle: "New team member",
    editTitle: (name: string) => `Team member: ${name}`,
    none: "No team member yet.",
    back: "Back to the content",
    page: "About page",
  },
  quotes: {
    title: "Client quotes",
    intro: "The clients’ words the home page shows, as each client approved them, in each language.",
    add: "New client quote",
    newTitle: "New client quote",
    editTitle: (name: string) => `Client quote: ${name}`,
    none: "No client quote yet.",
    back: "Back to the content",
    page: "home page",
  },
  fields: {
    name: "Name",
    role: "Role",
    company: "Company",
    text: "The client’s words",
    caseStudy: "Case study it belongs to (its address, or empty)",
  },
  columns: { name: "Name", languages: "Languages" },
  erase: "Erase this entry",
  eraseNote: "Erasing removes the entry and all its revisions; its published pages follow at once.",
  done: {
    erased: "Erased: the entry and its revisions are gone, and so is everything the site showed of it.",
  },
  tooMany: (max: number) => `The collection is full (${max} entries): erase one first.`,
  notFound: "This entry or revision does not exist (any more).",
  previewNote: (language: string, page: string) => `Preview of the draft in ${language}, as the ${page} will show it once published.`,
};

type ProofWords = typeof en;

const fr: ProofWords = {
  team: {
    title: "Équipe",
    intro: "Les personnes que montre la page À propos, avec leur fonction dans chaque langue.",
    add: "Nouveau membre de l’équipe",
    newTitle: "Nouveau membre de l’équipe",
    editTitle: (name) => `Membre de l’équipe\u00a0: ${name}`,
    none: "Aucun membre de l’équipe pour l’instant.",
    back: "Retour au contenu",
    page: "page À propos",
  },
  quotes: {
    title: "Citations de clients",
    intro: "Les mots des clients que montre la page d’accueil, tels que chaque client les a approuvés, dans chaque langue.",
    add: "Nouvelle citation de client",
    newTitle: "Nouvelle citation de client",
    editTitle: (name) => `Citation de client\u00a0: ${name}`,
    none: "Aucune citation de client pour l’instant.",
    back: "Retour au contenu",
    page: "page d’accueil",
  },
  fields: {
    name: "Nom",
    role: "Fonction",
    company: "Entreprise",
    text: "Les mots du client",
    caseStudy: "Étude de cas liée (son adresse, ou vide)",
  },
  columns: { name: "Nom", languages: "Langues" },
  erase: "Effacer cette entrée",
  eraseNote: "Effacer supprime l’entrée et toutes ses versions\u00a0; ses pages publiées suivent aussitôt.",
  done: {
    erased: "Effacée\u00a0: l’entrée et ses versions ont disparu, et tout ce que le site en montrait aussi.",
  },
  tooMany: (max) => `La collection est pleine (${max}\u00a0entrées)\u00a0: effacez-en une d’abord.`,
  notFound: "Cette entrée ou cette version n’existe pas (ou plus).",
  previewNote: (language, page) => `Aperçu du brouillon en ${language.toLowerCase()}, tel que la ${page} le montrera une fois publié.`,
};

const nl: ProofWords = {
  team: {
    title: "Team",
    intro: "De mensen die de pagina Over ons toont, met hun functie in elke taal.",
    add: "Nieuw teamlid",
    newTitle: "Nieuw teamlid",
    editTitle: (name) => `Teamlid: ${name}`,
    none: "Nog geen teamlid.",
    back: "Terug naar de inhoud",
    page: "pagina Over ons",
  },
  quotes: {
    title: "Citaten van klanten",
    intro: "De woorden van klanten die de homepage toont, zoals elke klant ze goedkeurde, in elke taal.",
    add: "Nieuw citaat van een klant",
    newTitle: "Nieuw citaat van een klant",
    editTitle: (name) => `Citaat van een klant: ${name}`,
    none: "Nog geen citaat van een klant.",
    back: "Terug naar de inhoud",
    page: "homepage",
  },
  fields: {
    name: "Naam",
    role: "Functie",
    company: "Bedrijf",
    text: "De woorden van de klant",
    caseStudy: "Bijbehorende casestudy (het adres ervan, of leeg)",
  },
  columns: { name: "Naam", languages: "Talen" },
  erase: "Dit item wissen",
  eraseNote: "Wissen verwijdert het item en al zijn versies; de gepubliceerde pagina’s volgen meteen.",
  done: {
    erased: "Gewist: het item en zijn versies zijn weg, en ook alles wat de site ervan toonde.",
  },
  tooMany: (max) => `De collectie is vol (${max} items): wis er eerst een.`,
  notFound: "Dit item of deze versie bestaat niet (meer).",
  previewNote: (language, page) => `Voorbeeld van het concept in het ${language}, zoals de ${page} het na publicatie toont.`,
};

export const proofWords: Record<Locale, ProofWords> = { en, fr, nl };

export function proofWordsFor(language: string | undefined): ProofWords {
  return language === "fr" ? fr : language === "nl" ? nl : en;
}
