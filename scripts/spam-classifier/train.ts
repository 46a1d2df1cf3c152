/**
 * Trains the statistical spam model (app/contact/spam/classifier-model.json) on the spam
 * corpus's DEVELOPMENT files only, never a held-out one (tests/fixtures/spam/held-out-*.jsonl are
 * what the filter is judged on). Deterministic: the files in a fixed order, the examples shuffled
 * by a seeded generator, plain IEEE arithmetic; the same files give the same JSON, byte for byte
 * (train.test.ts holds the committed model to it).
 *
 * A logistic regression by stochastic gradient descent with L2 weight decay, over the hashed
 * features of classifier-features.ts; weights stored as 16-bit integers.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { hashedFeatures, type HashedFeatures } from "../../app/contact/spam/classifier-features";
import { readModel, type SpamModel, type StoredModel } from "../../app/contact/spam/classifier-model";
import type { CorpusMessage } from "../../tests/fixtures/spam/corpus";

/**
 * The development files the model learns from, in this order: the real enquiries (plain and
 * hard, the held-out sets already judged, spent and now development, and the varied ones), the
 * spam in the same order, and the evasions. Never a `held-out-*` file.
 */
export const developmentFiles = [
  "ham.jsonl",
  "hard-ham.jsonl",
  "earlier-held-out-ham.jsonl",
  "spent-a-ham.jsonl",
  "spent-b-ham.jsonl",
  "varied-ham.jsonl",
  "spam.jsonl",
  "earlier-held-out-spam.jsonl",
  "spent-a-spam.jsonl",
  "spent-b-spam.jsonl",
  "varied-spam.jsonl",
  "evasions.jsonl",
] as const;

export const corpusFolder = fileURLToPath(new URL("../../tests/fixtures/spam/", import.meta.url));

/** Reads one development file by name (injected by the test that proves which files are read). */
export type FileReader = (name: string) => string;
export const readFromCorpus: FileReader = (name) => readFileSync(`${corpusFolder}${name}`, "utf8");

export interface TrainingSet {
  messages: CorpusMessage[];
  sha256: string;
}

/** The development files' messages and the SHA-256 of their bytes (name, then content, in order). */
export function readTrainingSet(read: FileReader = readFromCorpus, files: readonly string[] = developmentFiles): TrainingSet {
  const hash = createHash("sha256");
  const messages: CorpusMessage[] = [];
  for (const name of files) {
    if (name.startsWith("held-out")) throw new Error(`${name} is held out: the model never reads it`);
    const text = read(name);
    hash.update(`${name}\n`).update(text);
    for (const line of text.split("\n")) if (line.trim() !== "") messages.push(JSON.parse(line) as CorpusMessage);
  }
  return { messages, sha256: hash.digest("hex") };
}

export const defaultSettings = {
  bits: 15,
  fullLength: 250,
  minimumWords: 8,
  epochs: 25,
  learningRate: 0.5,
  l2: 1e-5,
  biasRate: 0,
  seed: 20261127,
};
export type TrainSettings = typeof defaultSettings;

/** Mulberry32: a small seeded generator, the same sequence on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with the seeded generator. */
function shuffled(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

interface Example {
  features: HashedFeatures;
  label: 0 | 1;
}

/** Weights and bias by SGD on the log loss; the decay is kept as one scale factor so each step touches only the message's buckets. */
function descend(examples: readonly Example[], settings: TrainSettings): { weights: Float64Array; bias: number } {
  const raw = new Float64Array(1 << settings.bits);
  let scale = 1;
  // The bias starts at the prior odds and moves slowly: a message with hardly any words (an empty
  // one, "Call me") is then read by its words, not by a bias the descent pushed around.
  const spam = examples.filter((e) => e.label === 1).length;
  let bias = Math.log(Math.max(1, spam) / Math.max(1, examples.length - spam));
  let step = 0;
  const random = seeded(settings.seed);
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    for (const i of shuffled(examples.length, random)) {
      const { features, label } = examples[i]!;
      const rate = settings.learningRate / (1 + step++ * settings.l2 * settings.learningRate);
      let sum = bias;
      for (const index of features.indices) sum += raw[index]! * scale * features.value;
      const error = 1 / (1 + Math.exp(-sum)) - label;
      scale *= 1 - rate * settings.l2;
      const change = (rate * error * features.value) / scale;
      for (const index of features.indices) raw[index]! -= change;
      bias -= rate * settings.biasRate * error;
      if (scale < 1e-6) {
        for (let k = 0; k < raw.length; k++) raw[k]! *= scale;
        scale = 1;
      }
    }
  }
  return { weights: raw.map((w) => w * scale), bias };
}

/** The weights as 16-bit integers times a scale, in base64. */
function quantise(weights: Float64Array): { scale: number; weights: string } {
  const largest = weights.reduce((max, w) => Math.max(max, Math.abs(w)), 0);
  const scale = largest === 0 ? 1 : largest / 32767;
  const bytes = Buffer.alloc(weights.length * 2);
  weights.forEach((w, i) => bytes.writeInt16LE(Math.round(w / scale), i * 2));
  return { scale, weights: bytes.toString("base64") };
}

/** Trains on these messages: the stored (committed) form. */
export function train(set: TrainingSet, settings: TrainSettings = defaultSettings): StoredModel {
  const examples: Example[] = set.messages.map((m) => ({
    features: hashedFeatures(m.name, m.message, settings.bits, settings.fullLength),
    label: m.label === "spam" ? 1 : 0,
  }));
  const { weights, bias } = descend(examples, settings);
  return {
    kind: "logistic-regression-hashed",
    bits: settings.bits,
    fullLength: settings.fullLength,
    minimumWords: settings.minimumWords,
    bias,
    ...quantise(weights),
    training: {
      files: [...developmentFiles],
      sha256: set.sha256,
      ham: set.messages.filter((m) => m.label === "ham").length,
      spam: set.messages.filter((m) => m.label === "spam").length,
    },
    settings: { ...settings },
  };
}

/** Trains on some messages and returns the model ready to score (cross-validation's folds). */
export function trainModel(messages: CorpusMessage[], settings: TrainSettings = defaultSettings): SpamModel {
  return readModel(train({ messages, sha256: "" }, settings));
}

/** The committed file's text for a stored model. */
export function modelJson(model: StoredModel): string {
  return `${JSON.stringify(model, null, 2)}\n`;
}
