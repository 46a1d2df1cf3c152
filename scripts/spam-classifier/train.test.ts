import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusFolder, developmentFiles, modelJson, readFromCorpus, readTrainingSet, train } from "./train";

const committedFile = new URL("../../app/contact/spam/classifier-model.json", import.meta.url);

/**
 * The committed spam model is what `npm run train:spam` writes from the development files, and
 * those are the only files training reads: nobody edits the model by hand, trains it on other
 * data, or lets a held-out message (tests/fixtures/spam/held-out-*.jsonl) into it.
 */
describe("the spam model's training", () => {
  it("reads the development files and nothing else: never a held-out one", () => {
    const read: string[] = [];
    readTrainingSet((name) => {
      read.push(name);
      return readFromCorpus(name);
    });
    expect(read).toEqual([...developmentFiles]);
    expect(read.filter((name) => name.startsWith("held-out"))).toEqual([]);
    // Every corpus file that is not held out is development: a new one is a choice to make here.
    const corpusFiles = readdirSync(corpusFolder).filter((name) => name.endsWith(".jsonl"));
    expect(corpusFiles.filter((name) => name.startsWith("held-out")).length).toBeGreaterThan(0);
    expect(corpusFiles.filter((name) => !name.startsWith("held-out")).sort()).toEqual([...developmentFiles].sort());
    // Handed a held-out file, it refuses before reading it.
    expect(() => readTrainingSet(() => "", ["ham.jsonl", "held-out-spam.jsonl"])).toThrow(/held out/);
  });

  // One training of the current files for both tests below (a training is the file's cost: four took 18 s of a busy machine).
  let fresh: { set: ReturnType<typeof readTrainingSet>; json: string } | undefined;
  const trained = () => {
    if (!fresh) {
      const set = readTrainingSet();
      fresh = { set, json: modelJson(train(set)) };
    }
    return fresh;
  };

  it("the committed model is what training writes from the current development files, byte for byte", () => {
    const committed = readFileSync(committedFile, "utf8");
    const { set, json } = trained();
    expect(JSON.parse(committed).training.sha256, "trained on other files: run npm run train:spam").toBe(set.sha256);
    expect(committed === json, "edited by hand or trained otherwise: run npm run train:spam").toBe(true);
    expect(committed.length).toBeLessThan(200 * 1024);
  }, 30_000);

  // Deterministic: the committed model, trained when it was written, is byte for byte what training
  // writes today (above, a second training in the same process would add nothing); here one
  // changed label gives another model.
  it("is deterministic and learns from what it reads: one message changed, another model", () => {
    const { set, json } = trained();
    const changed = { ...set, messages: set.messages.map((m, i) => (i === 0 ? { ...m, label: "spam" as const } : m)) };
    expect(modelJson(train(changed))).not.toBe(json);
  }, 30_000);
});
