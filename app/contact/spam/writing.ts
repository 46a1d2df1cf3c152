import { foldLetter, isLookAlike } from "./look-alikes";
import type { ForeignScript, SpamReason } from "../../storage/requests/spam-reasons";

const scriptPatterns: Record<ForeignScript, RegExp> = {
  cyrillic: /\p{Script=Cyrillic}/u,
  greek: /\p{Script=Greek}/u,
  arabic: /\p{Script=Arabic}/u,
  hebrew: /\p{Script=Hebrew}/u,
  cjk: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u,
  thai: /\p{Script=Thai}/u,
  devanagari: /\p{Script=Devanagari}/u,
};
const scriptCounters = Object.fromEntries(
  Object.entries(scriptPatterns).map(([script, pattern]) => [script, new RegExp(pattern.source, "gu")]),
) as Record<ForeignScript, RegExp>;
const latin = /\p{Script=Latin}/u;
// Latin letters with accents, punctuation, symbols and emoji; not the IPA block (ɢ, ʙ, ɪ, small
// capitals) nor format characters (soft hyphen, zero-width space, word joiner, direction marks).
const latinOnly =
  /^(?:[\t\n\r\u0020-\u007e\u00a0-\u00ac\u00ae-\u024f\u02b0-\u036f\u1e00-\u1eff\u2000-\u200a\u2010-\u2027\u202f-\u205f\u2070-\u2bff\u{1f000}-\u{1faff}]|\ufe0f)*$/u;
const letter = /\p{L}/u;
// A format character between two letters; ZWJ and ZWNJ only between Latin ones (elsewhere they
// shape Arabic or Indic writing, and join emoji, which are not letters).
const formatInWord = /(\p{L})(\p{Cf}+)(\p{L})/gu;

/**
 * Words that mix Latin letters with look-alike ones from another script ("Сasino" with a Cyrillic
 * С, "Ꮯheap" with a Cherokee Ꮯ, "bօnus" with an Armenian օ) or with Latin small capitals ("ɢuest"),
 * and words made only of look-alikes in a Latin message ("ᏴᎬᏚᎢ"): a filter dodge, never a typing
 * slip. Also format characters inside words (g\u200Buest), and messages written mostly in a script
 * the agency does not work in. A quoted Greek letter or a Cyrillic name in a French message is
 * none of these. A script the site does not speak is a doubt, not a verdict (score.ts).
 */
export function scriptSignals(text: string): SpamReason[] {
  const reasons: SpamReason[] = [];
  // Latin letters, accents, punctuation, symbols and emoji only: nothing to find (most messages).
  if (latinOnly.test(text)) return reasons;
  const hidden = formatCharacterWords(text);
  if (hidden > 0) reasons.push({ kind: "format-character", words: hidden });
  const words = text.replace(/\p{Cf}/gu, "").split(/[^\p{L}]+/u);
  if (words.some((word) => isMixedWord(word) || isDisguisedWord(word))) reasons.push({ kind: "script-mix" });
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters >= 10) {
    for (const [script, pattern] of Object.entries(scriptCounters) as [ForeignScript, RegExp][]) {
      const count = text.match(pattern)?.length ?? 0;
      if (count / letters > 0.5) reasons.push({ kind: "foreign-script", script });
    }
  }
  return reasons;
}

/** How many words hold a format character between two of their letters. */
function formatCharacterWords(text: string): number {
  return text.split(/[^\p{L}\p{Cf}]+/u).filter((word) => {
    for (const [, before, format, after] of word.matchAll(formatInWord)) {
      const joiners = /^[\u200c\u200d]+$/u.test(format!);
      if (!joiners || (latin.test(before!) && latin.test(after!))) return true;
    }
    return false;
  }).length;
}

/** Latin letters typed as such, and a look-alike among them (or a Cyrillic or Greek letter). */
function isMixedWord(word: string): boolean {
  const chars = Array.from(word);
  const typed = chars.some((c) => latin.test(c) && !isLookAlike(c));
  if (!typed) return false;
  return chars.some((c) => isLookAlike(c) || scriptPatterns.cyrillic.test(c) || scriptPatterns.greek.test(c));
}

/**
 * Three letters or more, every one a look-alike, reading as a Latin word: ᏴᎬᏚᎢ, ꜱᴇᴏ. Not in
 * Cyrillic or Greek, whose names quoted in a Latin message (Анна) read as Latin letters too.
 */
function isDisguisedWord(word: string): boolean {
  const chars = Array.from(word);
  if (chars.length < 3 || chars.some((c) => scriptPatterns.cyrillic.test(c) || scriptPatterns.greek.test(c))) return false;
  return chars.every((c) => isLookAlike(c)) && /^[a-z]+$/.test(chars.map(foldLetter).join(""));
}

/**
 * A name of random letters, as robots fill forms: udFJASLcDjUUgUFn, xKqzTvbw. People's names change
 * case at word starts (Van den Broeck, McDonald, DeVries, O'Neil-MacLeod): at most two switches
 * from lower to upper case inside one word, and they have vowels.
 */
export function isGibberishName(name: string): boolean {
  return name.split(/[\s\-'’.]+/u).some(isGibberishWord);
}

/** A message whose long words are mostly random letters. */
export function isGibberishText(text: string): boolean {
  const words = text.split(/[^\p{L}]+/u).filter((word) => word.length >= 6);
  return words.length > 0 && words.filter(isGibberishWord).length / words.length >= 0.5;
}

/** A wall of one character: this many characters at least, this share of them one character. */
const wallLength = 10;
const wallShare = 0.8;

/**
 * A message that is one character over and over ("啊啊啊啊啊…", "aaaaaaaaaa", "😀😀😀😀…"): the
 * character, when one makes up at least `wallShare` of the message's letters, digits and symbols
 * (spaces and punctuation aside) and there are at least `wallLength` of them. About repetition,
 * not an alphabet: a wall of Latin letters is one too, and a message in a script the site does
 * not speak is only a doubt (score.ts), while a wall of one character is no enquiry in any language.
 */
export function repeatedCharacter(text: string): string | undefined {
  const characters = text.match(/[\p{L}\p{N}\p{S}]/gu) ?? [];
  if (characters.length < wallLength) return undefined;
  const counts = new Map<string, number>();
  for (const c of characters) counts.set(c.toLowerCase(), (counts.get(c.toLowerCase()) ?? 0) + 1);
  for (const [c, count] of counts) if (count / characters.length >= wallShare) return c;
  return undefined;
}

/** A price in dollars ($19, 250$, USD 500). */
export function mentionsDollars(text: string): boolean {
  return /\$\s?\d|\d\s?\$|\busd\s?\d|\d\s?usd\b/iu.test(text);
}

function isGibberishWord(word: string): boolean {
  const letters = Array.from(word).filter((c) => letter.test(c));
  if (letters.length < 6) return false;
  {
    let humps = 0;
    let uppers = 0;
    for (let i = 1; i < letters.length; i++) {
      const prev = letters[i - 1]!;
      const cur = letters[i]!;
      if (cur !== cur.toLowerCase()) uppers++;
      if (prev === prev.toLowerCase() && prev !== prev.toUpperCase() && cur !== cur.toLowerCase()) humps++;
    }
    if (humps >= 3 || (humps >= 2 && uppers >= 4)) return true;
    if (latin.test(word)) {
      const plain = word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
      const vowels = plain.match(/[aeiouy]/g)?.length ?? 0;
      if (plain.length >= 8 && vowels / plain.length < 0.15) return true;
      if (/[bcdfghjklmnpqrstvwxz]{6,}/.test(plain)) return true;
    }
  }
  return false;
}

/** Mostly capitals ("BEST SEO SERVICES"), or a row of exclamation marks. */
export function isShouting(text: string): boolean {
  if (/!{3,}/.test(text)) return true;
  const capitals = text.match(/\p{Lu}/gu)?.length ?? 0;
  const small = text.match(/\p{Ll}/gu)?.length ?? 0;
  if (capitals + small < 12) return false;
  return capitals / (capitals + small) > 0.6;
}
