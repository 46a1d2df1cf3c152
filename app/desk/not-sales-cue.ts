/**
 * A cue for "Not a sales lead" (issue 47): which kind of message the words suggest (a job
 * application, a press question, a supplier's offer), in English, French and Dutch. A guess from
 * keywords, shown on the lead page as a suggestion only: it never closes, hides or counts anything.
 * No cue when the words point nowhere, or at two kinds as much.
 */
import type { NotSalesKind } from "~/storage/requests/lead-status";

type SuggestedKind = Exclude<NotSalesKind, "other">;

/** Each kind's words, matched whole (case and accents aside); each distinct word counts once. */
const cues: Record<SuggestedKind, readonly string[]> = {
  job: [
    // English
    "cv",
    "curriculum vitae",
    "job application",
    "apply for",
    "applying for",
    "vacancy",
    "vacancies",
    "internship",
    "open position",
    "job opening",
    "cover letter",
    // French
    "candidature",
    "postuler",
    "lettre de motivation",
    "offre d emploi",
    "stage",
    "stagiaire",
    // Dutch
    "sollicitatie",
    "solliciteren",
    "solliciteer",
    "vacature",
    "stageplaats",
    "motivatiebrief",
  ],
  press: [
    "journalist",
    "journaliste",
    "press",
    "presse",
    "pers",
    "newspaper",
    "magazine",
    "podcast",
    "editorial",
    "redaction",
    "redactie",
    "krant",
    "tijdschrift",
    "interview",
    "for an article",
    "pour un article",
    "voor een artikel",
  ],
  supplier: [
    "supplier",
    "vendor",
    "our services",
    "we offer",
    "we provide",
    "fournisseur",
    "nos services",
    "nous proposons",
    "nous offrons",
    "leverancier",
    "onze diensten",
    "wij bieden",
    "we bieden",
  ],
};

/** Lower case, accents off, anything but letters and digits as one space, with a space at each end. */
function words(text: string): string {
  const plain = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ");
  return ` ${plain.trim()} `;
}

/** The kind of message the words suggest, or undefined. */
export function suggestedNotSalesKind(message: string): SuggestedKind | undefined {
  const text = words(message);
  const scores = (Object.keys(cues) as SuggestedKind[]).map((kind) => ({
    kind,
    n: cues[kind].filter((cue) => text.includes(` ${cue} `)).length,
  }));
  scores.sort((a, b) => b.n - a.n);
  const [first, second] = scores;
  if (!first || first.n === 0 || first.n === second?.n) return undefined;
  return first.kind;
}
