import { foldLookAlikes } from "./look-alikes";

/** Format characters (Unicode Cf): zero-width space, soft hyphen, word joiner, BOM, direction marks. Nobody types them. */
const formatCharacters = /\p{Cf}/gu;

/**
 * Single letters spelled out with one separator (g.u.e.s.t, s e o, c-r-y-p-t-o): three letters
 * or more, each alone, with the same dot, hyphen, underscore, star, bullet or single space
 * between them. Two spaces end a run, so "g u e s t  p o s t" is two words.
 */
const spelledOut = /(?<![\p{L}\p{N}])\p{L}([ .\-_*·•])\p{L}(?:\1\p{L})+(?![\p{L}\p{N}])/gu;

/**
 * Text as the content rules compare it: without format characters, lower case, accents and
 * look-alike letters folded (é → e, Cyrillic а → a, ᴜ → u, Cherokee Ꮯ → c), look-alike
 * punctuation folded (’ → '), letters spelled out joined (g.u.e.s.t → guest), runs of white space
 * as one space. "Vous avez GAGNÉ", "vous avez gagne" and "vօus avez ɢaɢné" match the same phrase.
 */
export function normalise(text: string): string {
  const plain = text.normalize("NFKD").replace(formatCharacters, "").replace(/\p{M}/gu, "").toLowerCase();
  return foldLookAlikes(plain)
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(spelledOut, (run) => run.replace(/[ .\-_*·•]/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}
