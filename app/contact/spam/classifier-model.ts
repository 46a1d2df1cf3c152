import { hashedFeatures } from "./classifier-features";

/**
 * The statistical spam model as committed (classifier-model.json, written by `npm run
 * train:spam` from the development set only): a logistic regression over hashed features
 * (classifier-features.ts). The weights are 16-bit integers times `scale`, little-endian, in
 * base64: 2^15 buckets are 64 KB.
 */
export interface StoredModel {
  /** What the model is and how to read it. */
  kind: "logistic-regression-hashed";
  bits: number;
  /** From how many buckets a message counts fully (classifier-features.ts). */
  fullLength: number;
  /** Under this many words the model does not judge (below). */
  minimumWords: number;
  bias: number;
  scale: number;
  weights: string;
  /** What it was trained on: the development files by name, their SHA-256, and how many messages of each label. */
  training: { files: string[]; sha256: string; ham: number; spam: number };
  /** How it was trained (the trainer's settings). */
  settings: Record<string, number>;
}

/** A model ready to score: weights as numbers. */
export interface SpamModel {
  bits: number;
  fullLength: number;
  minimumWords: number;
  bias: number;
  weights: Float64Array;
}

/** The committed form's weights as numbers. */
export function readModel(stored: Pick<StoredModel, "bits" | "fullLength" | "minimumWords" | "bias" | "scale" | "weights">): SpamModel {
  const bytes = Buffer.from(stored.weights, "base64");
  const size = 1 << stored.bits;
  if (bytes.length !== size * 2) throw new Error(`spam model: ${bytes.length} bytes of weights, ${size * 2} expected`);
  const weights = new Float64Array(size);
  for (let i = 0; i < size; i++) weights[i] = bytes.readInt16LE(i * 2) * stored.scale;
  return { bits: stored.bits, fullLength: stored.fullLength, minimumWords: stored.minimumWords, bias: stored.bias, weights };
}

/**
 * The probability, from 0 to 1, that the model gives to the message being spam; null for a
 * message under `minimumWords` words. A few words are too little to go on ("A quote, please."),
 * real enquiries are often that short, and the short spam of the development set (a bare link,
 * another script, random letters, look-alike letters) is the rules' to catch.
 */
export function spamProbability(model: SpamModel, name: string, message: string): number | null {
  const { indices, value, words } = hashedFeatures(name, message, model.bits, model.fullLength);
  if (words < model.minimumWords) return null;
  let sum = model.bias;
  for (const index of indices) sum += model.weights[index]! * value;
  return 1 / (1 + Math.exp(-sum));
}
