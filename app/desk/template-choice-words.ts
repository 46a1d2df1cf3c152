/**
 * The compose form's words when a template meets a draft the operator wrote: with the page's
 * script the template goes in at the cursor (and says so); without it the desk asks before
 * replacing the draft.
 */
export interface TemplateChoiceWords {
  question: (template: string) => string;
  replace: string;
  keep: string;
  inserted: string;
}

export const templateChoiceWords: Record<"en" | "fr" | "nl", TemplateChoiceWords> = {
  en: {
    question: (name) => `Your draft has text you wrote. Replace it with the template “${name}”?`,
    replace: "Replace my draft",
    keep: "Keep my draft",
    inserted: "Template inserted at the cursor.",
  },
  fr: {
    question: (name) => `Votre brouillon contient du texte que vous avez écrit. Le remplacer par le modèle «\u00a0${name}\u00a0»\u00a0?`,
    replace: "Remplacer mon brouillon",
    keep: "Garder mon brouillon",
    inserted: "Modèle inséré à la position du curseur.",
  },
  nl: {
    question: (name) => `Uw concept bevat tekst die u zelf hebt geschreven. Vervangen door het sjabloon “${name}”?`,
    replace: "Mijn concept vervangen",
    keep: "Mijn concept behouden",
    inserted: "Sjabloon ingevoegd op de plaats van de cursor.",
  },
};

/** The words in the desk's language (English unless French or Dutch). */
export function templateChoice(language: string): TemplateChoiceWords {
  return language === "fr" || language === "nl" ? templateChoiceWords[language] : templateChoiceWords.en;
}

/** A draft shown again as posted ("Use template" without the script), with the question when one is asked. */
export interface ComposeDraft {
  subject: string;
  body: string;
  sendKey: string;
  /** The template the draft was made from (null: none). */
  templateId: string | null;
  confirm?: { templateId: string; name: string };
}
