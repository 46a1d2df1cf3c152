/**
 * `npm run train:spam`: trains the statistical spam model on the spam corpus's development files
 * (never a held-out one) and writes app/contact/spam/classifier-model.json, to commit with the
 * corpus change that called for it. scripts/spam-classifier/train.test.ts fails while the
 * committed file is not what this writes from the current development files.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { modelJson, readTrainingSet, train } from "./spam-classifier/train";

const target = fileURLToPath(new URL("../app/contact/spam/classifier-model.json", import.meta.url));
const set = readTrainingSet();
const model = train(set);
const text = modelJson(model);
writeFileSync(target, text);
console.log(
  `trained on ${model.training.ham} real enquiries and ${model.training.spam} spam (development files, SHA-256 ${set.sha256.slice(0, 12)}…); written: app/contact/spam/classifier-model.json, ${(text.length / 1024).toFixed(0)} KB`,
);
