import { normalise } from "./normalise";

/**
 * What the statistical spam model reads of a message: hashed features of the text as
 * `normalise.ts` reads it (accents, look-alike letters and format characters folded), so the
 * model and the rules see the same words. Three kinds, each hashed (FNV-1a, 32 bits) into
 * 2^bits buckets:
 * - words (runs of letters; a run of digits reads "0", so "€ 450" and "€ 90" are one word);
 * - pairs of words in a row;
 * - runs of 3, 4 and 5 characters of the words joined by one space (beginnings and endings of
 *   words, and word pieces a spammer's spelling does not change: "backlink", "backlinks", "bakclinks" share some).
 * Each bucket counts once (present or not), and the vector has length 1 from `fullLength` buckets
 * on: a long message weighs no more than one of middling length, and a short one ("A quote,
 * please.", 58 buckets) less, so that a few words do not make a verdict: the model has little to
 * go on, and its probability stays near even.
 */
export interface HashedFeatures {
  indices: Int32Array;
  /** The same value for each present bucket: 1 / √(the buckets present, or `fullLength` if more). */
  value: number;
  /** How many words the message has (its name left out). */
  words: number;
}

const fnvOffset = 0x811c9dc5;
const fnvPrime = 0x01000193;

/** FNV-1a over a string's UTF-16 code units, seeded by a kind marker. */
function hashString(text: string, seed: number): number {
  let hash = (fnvOffset ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), fnvPrime);
  return hash >>> 0;
}

/** The words the model reads: letters and digits, a digit run as "0". */
export function modelWords(text: string): string[] {
  return normalise(text)
    .replace(/\p{N}+/gu, "0")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** The message's hashed features, in 2^bits buckets. */
export function hashedFeatures(name: string, message: string, bits: number, fullLength: number): HashedFeatures {
  const mask = (1 << bits) - 1;
  const present = new Set<number>();
  const messageWords = modelWords(message);
  const words = [...modelWords(name), ...messageWords];
  for (let i = 0; i < words.length; i++) {
    present.add(hashString(words[i]!, 1) & mask);
    if (i > 0) present.add(hashString(`${words[i - 1]} ${words[i]}`, 2) & mask);
  }
  const text = ` ${words.join(" ")} `;
  for (let start = 0; start + 3 <= text.length; start++) {
    // One pass per start: the hash of 3, then 4, then 5 characters, each seeded by its length.
    let hash = fnvOffset;
    for (let n = 1; n <= 5 && start + n <= text.length; n++) {
      hash = Math.imul(hash ^ text.charCodeAt(start + n - 1), fnvPrime);
      if (n >= 3) present.add((Math.imul(hash ^ (n * 0x9e3779b1), fnvPrime) >>> 0) & mask);
    }
  }
  const indices = Int32Array.from(present).sort();
  return { indices, value: 1 / Math.sqrt(Math.max(1, fullLength, indices.length)), words: messageWords.length };
}
