/** What the lead page says when a note is refused (a post without the browser's own limit: no JavaScript, another client). */
import type { DeskLanguage } from "./page-language";

export const noteWords: Record<DeskLanguage, { tooLong: (limit: number, length: number) => string; empty: string }> = {
  en: {
    tooLong: (limit, length) =>
      `A note is at most ${limit.toLocaleString("en-GB")} characters; this one has ${length.toLocaleString("en-GB")}. Shorten it and add it again: your text is kept below.`,
    empty: "Write the note first, then add it.",
  },
  fr: {
    tooLong: (limit, length) =>
      `Une note compte au plus ${limit.toLocaleString("fr-BE")} caractères\u00a0; celle-ci en a ${length.toLocaleString("fr-BE")}. Raccourcissez-la et ajoutez-la à nouveau\u00a0: votre texte est gardé ci-dessous.`,
    empty: "Écrivez d’abord la note, puis ajoutez-la.",
  },
  nl: {
    tooLong: (limit, length) =>
      `Een notitie telt hoogstens ${limit.toLocaleString("nl-BE")} tekens; deze heeft er ${length.toLocaleString("nl-BE")}. Maak ze korter en voeg ze opnieuw toe: uw tekst staat hieronder nog.`,
    empty: "Schrijf eerst de notitie en voeg ze dan toe.",
  },
};
