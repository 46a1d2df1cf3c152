/** The lead desk's words in Dutch: the lead page's notices: a reply sent, a note refused, a template over a draft, a reply or status change held. */
import { agoIn } from "../ago";
import type { HeldWords, LeadActionsPart, NoteWords, TemplateChoiceWords } from "../en/lead-actions";

const replySent: (email: string) => string = (email) => `Antwoord verstuurd naar ${email} · gemarkeerd als beantwoord ·`;

const note: NoteWords = {
  tooLong: (limit, length) =>
    `Een notitie telt hoogstens ${limit.toLocaleString("nl-BE")} tekens; deze heeft er ${length.toLocaleString("nl-BE")}. Maak ze korter en voeg ze opnieuw toe: uw tekst staat hieronder nog.`,
  empty: "Schrijf eerst de notitie en voeg ze dan toe.",
};

const templateChoice: TemplateChoiceWords = {
  question: (name) => `Uw concept bevat tekst die u zelf hebt geschreven. Vervangen door het sjabloon “${name}”?`,
  replace: "Mijn concept vervangen",
  keep: "Mijn concept behouden",
  inserted: "Sjabloon ingevoegd op de plaats van de cursor.",
};

const held: HeldWords = {
  ago: agoIn("nl-BE", "zonet"),
  replied: (who, ago) => `${who} heeft ${ago} geantwoord.`,
  changed: (who, status, ago) => `${who} heeft ${ago} de status op ‘${status}’ gezet.`,
  replyKept: "Uw antwoord is niet verstuurd. Het staat hieronder nog: verstuur het toch, of laat het vallen.",
  sendAnyway: "Toch versturen",
  discardReply: "Mijn antwoord laten vallen",
  statusKept: (status) => `Uw wijziging (‘${status}’) is niet opgeslagen: sla ze toch op, of laat ze vallen.`,
  saveAnyway: "Toch opslaan",
  discardStatus: "Mijn wijziging laten vallen",
};

export const leadActionsPart: LeadActionsPart = { replySent, note, templateChoice, held };
