import unhomoglyph from "unhomoglyph";

/**
 * Latin small capitals (ᴜ, ɢ, ꜱ…), which UTS #39's confusables leave alone (they look like
 * capitals, not like lower-case letters) and "fancy text" generators use to dodge filters.
 * Cherokee's small letters fold to them first (ꭺ → ᴀ), then here to ASCII.
 */
const smallCapitals: Readonly<Record<string, string>> = {
  "\u1d00": "a", // ᴀ
  "\u0299": "b", // ʙ
  "\u1d04": "c", // ᴄ
  "\u1d05": "d", // ᴅ
  "\u1d07": "e", // ᴇ
  "\ua730": "f", // ꜰ
  "\u0262": "g", // ɢ
  "\u029c": "h", // ʜ
  "\u026a": "i", // ɪ
  "\u1d0a": "j", // ᴊ
  "\u1d0b": "k", // ᴋ
  "\u0138": "k", // ĸ (kra: where the confusables put ᴋ)
  "\u029f": "l", // ʟ
  "\u1d0d": "m", // ᴍ
  "\u0274": "n", // ɴ
  "\u1d0f": "o", // ᴏ
  "\u1d18": "p", // ᴘ
  "\ua7af": "q", // ꞯ
  "\u0280": "r", // ʀ
  "\ua731": "s", // ꜱ
  "\u1d1b": "t", // ᴛ
  "\u1d1c": "u", // ᴜ
  "\u1d20": "v", // ᴠ
  "\u1d21": "w", // ᴡ
  "\u028f": "y", // ʏ
  "\u1d22": "z", // ᴢ
};

const asciiLetters = /^[a-z]+$/;
const latin = /\p{Script=Latin}/u;
const folds = new Map<string, string>();

function throughConfusables(letter: string): string {
  // Small capitals first: the confusables would make ᴍ a ʍ and ᴋ a ĸ.
  const skeleton = smallCapitals[letter] ?? unhomoglyph(letter);
  // UTS #39 gives m the skeleton "rn" (for comparing two skeletons); for reading a letter, it is m.
  const one = skeleton === "rn" ? "m" : skeleton;
  return Array.from(one, (c) => smallCapitals[c] ?? c)
    .join("")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
}

/**
 * What one letter reads as: its UTS #39 skeleton (the Unicode confusables, through unhomoglyph)
 * and the small capitals above, in lower case without accents: Cyrillic а → a, Cherokee Ꮯ → c,
 * Armenian օ → o, ᴜ → u. A letter is read as written first, and as its capital when that is
 * what looks Latin (Cherokee ꮇ → Ꮇ → m); a letter like no Latin one stays itself.
 */
export function foldLetter(letter: string): string {
  let folded = folds.get(letter);
  if (folded === undefined) {
    folded = throughConfusables(letter);
    if (!asciiLetters.test(folded) && letter.toUpperCase() !== letter) {
      const capital = throughConfusables(letter.toUpperCase());
      if (asciiLetters.test(capital)) folded = capital;
    }
    folds.set(letter, folded);
  }
  return folded;
}

/**
 * A letter that only pretends to be Latin: from another script (Cyrillic, Greek, Cherokee,
 * Armenian…) but read as Latin letters, or a Latin small capital. Accented and other Latin
 * letters people write (é, ø, ł, ß, ı) are not.
 */
export function isLookAlike(letter: string): boolean {
  if (letter in smallCapitals) return true;
  if (latin.test(letter) || !/\p{L}/u.test(letter)) return false;
  return asciiLetters.test(foldLetter(letter));
}

/** Folds every letter outside ASCII (the text is already in lower case, without accents); ASCII text is returned as it is. */
export function foldLookAlikes(text: string): string {
  if (/^\p{ASCII}*$/u.test(text)) return text;
  return text.replace(/[^\p{ASCII}]/gu, (c) => (/\p{L}/u.test(c) ? foldLetter(c) : c));
}
