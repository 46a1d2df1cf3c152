/**
 * `npm run bench:spam -- --development --cv`: the statistical spam model judged by 5-fold
 * cross-validation inside the development set, never on a held-out file. Each development
 * message is scored by a model trained without its fold (out-of-fold), and the whole filter
 * judges it with that score: what the model adds on messages it never saw. Prints
 * - the thresholds, in steps of 0.05, with what each gives (real enquiries caught as spam, as
 *   sent and on content alone; plain and hard real enquiries the model puts to check; spam the
 *   model flags alone), and the lowest one that keeps the constraints of score.ts;
 * - per language at score.ts's threshold: spam caught or check, real to check, real caught;
 * - each set written apart from compose.ts's sentences (the spent held-out sets, the varied
 *   messages), scored by a model trained without it: the nearest the development set has to a
 *   fresh held-out set;
 * - the time one message takes to classify.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { spamProbability, type SpamModel } from "../../app/contact/spam/classifier-model";
import { checkThreshold, classifierThreshold } from "../../app/contact/spam/score";
import { crossValidate } from "../../scripts/spam-classifier/cross-validate";
import { readFromCorpus, readTrainingSet, trainModel } from "../../scripts/spam-classifier/train";
import type { CorpusLanguage, CorpusMessage } from "../fixtures/spam/corpus";
import { markdownTable, percentile } from "../support/bench-report";
import { judge, rates, tierOf, type Judged, type JudgeMode } from "../support/spam-corpus";

const pct = (part: number, whole: number) => `${part}/${whole} = ${((part / Math.max(1, whole)) * 100).toFixed(1)} %`;
const keyOf = (name: string, message: string) => `${name}\n${message}`;
const languages: (CorpusLanguage | "all")[] = ["en", "fr", "nl", "all"];
const ofLanguage = (list: readonly Judged[], language: CorpusLanguage | "all") =>
  list.filter((j) => language === "all" || j.entry.language === language);

type Sets = Record<"spam" | "ham" | "hard-ham", Judged[]>;

/** The development sets judged with the model's reason firing when the out-of-fold probability reaches `threshold`. */
async function judgeAt(probabilities: Map<string, number | null>, threshold: number, mode: JudgeMode): Promise<Sets> {
  // The reason fires exactly when the out-of-fold probability reaches this threshold; under it, the
  // probability is kept (score.ts also reads it under modelAgreement).
  const classifier = (name: string, message: string) => {
    const p = probabilities.get(keyOf(name, message));
    if (p === null || p === undefined) return null;
    return p >= threshold ? Math.max(p, classifierThreshold) : Math.min(p, classifierThreshold - 0.001);
  };
  const [spam, ham, hardHam] = await Promise.all([
    judge("spam", mode, { classifier }),
    judge("ham", mode, { classifier }),
    judge("hard-ham", mode, { classifier }),
  ]);
  return { spam: spam!, ham: ham!, "hard-ham": hardHam! };
}

const fired = (list: readonly Judged[]) => list.filter((j) => j.verdict.reasons.some((r) => r.kind === "classifier")).length;
/** Real enquiries the model moved from a plain lead to "check": it fired, and without its 0.5 the score is under the band. */
const toCheckByModel = (list: readonly Judged[]) =>
  list.filter(
    (j) =>
      tierOf(j.verdict) === "check" && j.verdict.reasons.some((r) => r.kind === "classifier") && j.verdict.score - 0.5 < checkThreshold,
  ).length;

/**
 * Prose that is neither spam nor an enquiry: the site's own sentences of 8 words or more
 * (app/content/en, fr, nl), which the model never saw. Marketing copy, so a little of it reads
 * like a seller; much of it flagged means the model reads "not an enquiry about CRM" as spam, and
 * a real enquiry on another subject (a job, a supplier, the press) would be flagged too.
 */
function siteSentences(): string[] {
  const sentences = new Set<string>();
  for (const language of ["en", "fr", "nl"]) {
    const folder = fileURLToPath(new URL(`../../app/content/${language}/`, import.meta.url));
    for (const file of readdirSync(folder)
      .filter((name) => name.endsWith(".ts"))
      .sort())
      for (const [, , text] of readFileSync(`${folder}${file}`, "utf8").matchAll(/(["`])((?:\\.|(?!\1)[^\n])*)\1/g))
        if (text!.split(/\s+/).length >= 8) sentences.add(text!);
  }
  return [...sentences];
}

async function thresholds(probabilities: Map<string, number | null>, model: SpamModel): Promise<number> {
  const site = siteSentences().map((text) => spamProbability(model, "", text) ?? 0);
  const rows: (string | number)[][] = [];
  let chosen = Number.NaN;
  for (let t = 0.5; t < 0.999; t = Math.round((t + 0.05) * 100) / 100) {
    const sent = await judgeAt(probabilities, t, "as-sent");
    const content = await judgeAt(probabilities, t, "content");
    const caught = rates([...sent.ham, ...sent["hard-ham"]]).caught + rates([...content.ham, ...content["hard-ham"]]).caught;
    const plain = fired(content.ham);
    const hard = fired(content["hard-ham"]);
    const prose = site.filter((p) => p >= t).length;
    // No real enquiry caught; at most 1 in 400 plain and 1 in 200 hard ones flagged by the model.
    // The site's sentences are printed, not a constraint: marketing copy reads like a seller, and
    // real enquiries on other subjects (a job, the press, a supplier: varied-ham.jsonl) now measure
    // what they stood in for.
    const keeps = caught === 0 && plain <= 0.0025 * content.ham.length && hard <= 0.005 * content["hard-ham"].length;
    if (keeps && Number.isNaN(chosen)) chosen = t;
    rows.push([
      t.toFixed(2),
      caught,
      pct(plain, content.ham.length),
      pct(hard, content["hard-ham"].length),
      pct(fired(content.spam), content.spam.length),
      pct(prose, site.length),
      keeps ? "yes" : "no",
    ]);
  }
  console.log("\n### The model's threshold, out-of-fold (5 folds by language and label)\n");
  console.log(
    markdownTable(
      [
        "threshold",
        "real caught as spam (as sent + content)",
        "plain real the model flags",
        "hard real the model flags",
        "spam the model flags alone",
        "the site's own sentences it flags",
        "keeps the constraints",
      ],
      rows,
    ),
  );
  console.log(`\nlowest threshold keeping them: ${chosen.toFixed(2)}; score.ts uses ${classifierThreshold}`);
  return chosen;
}

function perLanguage(title: string, sets: Sets): void {
  const rows = languages.map((language) => {
    const spam = ofLanguage(sets.spam, language);
    const real = ofLanguage([...sets.ham, ...sets["hard-ham"]], language);
    const hard = ofLanguage(sets["hard-ham"], language);
    const s = rates(spam);
    const r = rates(real);
    return [
      language,
      pct(s.caught + s.checked, s.messages),
      pct(fired(spam), s.messages),
      pct(r.checked, r.messages),
      pct(toCheckByModel(real), r.messages),
      pct(toCheckByModel(hard), hard.length),
      pct(r.caught, r.messages),
    ];
  });
  console.log(`\n### ${title}, threshold ${classifierThreshold}\n`);
  const header = [
    "language",
    "spam caught or check",
    "spam the model flags alone",
    "real to check",
    "real to check because of the model",
    "hard real to check because of the model",
    "real caught",
  ];
  console.log(markdownTable(header, rows));
}

/** The development files written by another hand than compose.ts's, each a group of its own. */
const hands = [
  { name: "the first held-out set (earlier-held-out-*)", prefix: "earlier-held-out" },
  { name: "held-out set A, spent (spent-a-*)", prefix: "spent-a" },
  { name: "held-out set B, spent (spent-b-*)", prefix: "spent-b" },
  { name: "the varied messages (varied-*)", prefix: "varied" },
] as const;

/**
 * Each set written by another hand, scored by a model trained on the rest of the development
 * set, and judged by the whole filter with that score: the nearest the development set has to a
 * fresh held-out set (for the model; the rules were tuned on them all).
 */
async function writtenApart(): Promise<void> {
  for (const hand of hands) {
    const mine = (name: string) => name.startsWith(hand.prefix);
    const rest = readTrainingSet((name) => (mine(name) ? "" : readFromCorpus(name))).messages;
    const apart = readTrainingSet((name) => (mine(name) ? readFromCorpus(name) : "")).messages;
    if (apart.length === 0) continue;
    const model = trainModel(rest);
    const probabilities = new Map(apart.map((m) => [keyOf(m.name, m.message), spamProbability(model, m.name, m.message)]));
    const isApart = (j: Judged) => probabilities.has(keyOf(j.entry.name, j.entry.message));
    for (const mode of ["as-sent", "content"] as const) {
      const sets = await judgeAt(probabilities, classifierThreshold, mode);
      perLanguage(`${hand.name}, by a model trained without it, ${mode}`, {
        spam: sets.spam.filter(isApart),
        ham: sets.ham.filter(isApart),
        "hard-ham": sets["hard-ham"].filter(isApart),
      });
    }
  }
}

function timing(messages: readonly CorpusMessage[]): void {
  const model = trainModel([...messages]);
  const times: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const m of messages) {
      const t0 = performance.now();
      spamProbability(model, m.name, m.message);
      times.push(performance.now() - t0);
    }
  times.sort((a, b) => a - b);
  console.log(
    `\nthe model, per message (features and score, model loaded): median ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms, over ${times.length}`,
  );
}

export async function crossValidationReport(): Promise<void> {
  const { messages } = readTrainingSet();
  const outOfFold = crossValidate(messages);
  const probabilities = new Map(outOfFold.map((o) => [keyOf(o.message.name, o.message.message), o.probability]));
  await thresholds(probabilities, trainModel(messages));
  perLanguage("Out-of-fold, as sent", await judgeAt(probabilities, classifierThreshold, "as-sent"));
  perLanguage("Out-of-fold, content alone", await judgeAt(probabilities, classifierThreshold, "content"));
  await writtenApart();
  timing(messages);
}
