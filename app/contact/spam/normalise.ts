/**
 * Text as the content rules compare it: lower case, accents and look-alike punctuation folded
 * (é → e, ’ → '), runs of white space as one space. "Vous avez GAGNÉ" and "vous avez gagne" match
 * the same phrase.
 */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}
