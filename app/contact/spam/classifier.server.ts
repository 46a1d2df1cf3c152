import { readModel, spamProbability, type SpamModel, type StoredModel } from "./classifier-model";

/**
 * The statistical spam model (classifier-model.json), read on the first contact post and kept:
 * never at start, so the server's memory after start is what it was; one read for all the posts
 * that arrive while it loads. Its 64 KB of weights take 256 KB as numbers.
 */
let loading: Promise<SpamModel> | undefined;

function model(): Promise<SpamModel> {
  loading ??= import("./classifier-model.json").then(
    (module) => readModel(module.default as StoredModel),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The probability (0 to 1) the committed model gives to the message being spam; null when it is too short to judge. */
export async function classifierProbability(name: string, message: string): Promise<number | null> {
  return spamProbability(await model(), name, message);
}
