/**
 * Cross-validation of the statistical spam model inside the development set: the messages are
 * dealt into k folds, each language and label spread evenly over them (the order fixed by a
 * seeded shuffle); each fold is scored by a model trained on the other folds only. The result is
 * an out-of-fold probability for every development message: what the model says of messages it
 * never saw, the figure thresholds are chosen on.
 */
import { spamProbability } from "../../app/contact/spam/classifier-model";
import type { CorpusMessage } from "../../tests/fixtures/spam/corpus";
import { defaultSettings, trainModel, type TrainSettings } from "./train";

export interface OutOfFold {
  message: CorpusMessage;
  fold: number;
  /** Null: too short for the model to judge. */
  probability: number | null;
}

/** The fold of each message: per language and label, in a seeded order, dealt round the folds. */
export function foldsOf(messages: readonly CorpusMessage[], k: number, seed = 7): number[] {
  const fold = new Array<number>(messages.length).fill(0);
  const groups = new Map<string, number[]>();
  messages.forEach((m, i) => {
    const key = `${m.language} ${m.label}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  let state = seed;
  // A linear congruential order: fixed, and independent of the trainer's generator.
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  for (const key of [...groups.keys()].sort()) {
    const members = groups
      .get(key)!
      .map((index) => ({ index, order: next() }))
      .sort((a, b) => a.order - b.order);
    members.forEach(({ index }, position) => (fold[index] = position % k));
  }
  return fold;
}

/** Every message's out-of-fold probability, k models each trained without its fold. */
export function crossValidate(messages: readonly CorpusMessage[], k = 5, settings: TrainSettings = defaultSettings): OutOfFold[] {
  const folds = foldsOf(messages, k);
  const result: OutOfFold[] = messages.map((message, i) => ({ message, fold: folds[i]!, probability: null as number | null }));
  for (let f = 0; f < k; f++) {
    const model = trainModel(
      messages.filter((_, i) => folds[i] !== f),
      settings,
    );
    for (const entry of result) if (entry.fold === f) entry.probability = spamProbability(model, entry.message.name, entry.message.message);
  }
  return result;
}
