/** The lead desk's words in French: the lead page's notices: a reply sent, a note refused, a template over a draft, a reply or status change held. */
import { agoIn } from "../ago";
import type { HeldWords, LeadActionsPart, NoteWords, TemplateChoiceWords } from "../en/lead-actions";

const replySent: (email: string) => string = (email) => `Réponse envoyée à ${email} · statut\u00a0: répondu ·`;

const note: NoteWords = {
  tooLong: (limit, length) =>
    `Une note compte au plus ${limit.toLocaleString("fr-BE")} caractères\u00a0; celle-ci en a ${length.toLocaleString("fr-BE")}. Raccourcissez-la et ajoutez-la à nouveau\u00a0: votre texte est gardé ci-dessous.`,
  empty: "Écrivez d’abord la note, puis ajoutez-la.",
};

const templateChoice: TemplateChoiceWords = {
  question: (name) => `Votre brouillon contient du texte que vous avez écrit. Le remplacer par le modèle «\u00a0${name}\u00a0»\u00a0?`,
  replace: "Remplacer mon brouillon",
  keep: "Garder mon brouillon",
  inserted: "Modèle inséré à la position du curseur.",
};

const held: HeldWords = {
  ago: agoIn("fr-BE", "à l’instant"),
  replied: (who, ago) => `${who} a répondu ${ago}.`,
  changed: (who, status, ago) => `${who} a passé le statut à «\u00a0${status}\u00a0» ${ago}.`,
  replyKept: "Votre réponse n’a pas été envoyée. Elle est gardée ci-dessous\u00a0: envoyez-la quand même, ou abandonnez-la.",
  sendAnyway: "Envoyer quand même",
  discardReply: "Abandonner ma réponse",
  statusKept: (status) =>
    `Votre changement («\u00a0${status}\u00a0») n’a pas été enregistré\u00a0: enregistrez-le quand même, ou abandonnez-le.`,
  saveAnyway: "Enregistrer quand même",
  discardStatus: "Abandonner mon changement",
};

export const leadActionsPart: LeadActionsPart = { replySent, note, templateChoice, held };
