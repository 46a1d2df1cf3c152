/**
 * Judges the spam corpus (tests/fixtures/spam) with the server's filter, as the bench and the
 * floor test do: each message goes through `createSpamFilter().assess` with a real token made
 * as the page would have made it (or none, a forged one, an expired one), the script's timer when
 * the corpus says it ran, and DNS answered from the corpus (the machine judging may be offline).
 */
import { makeFillToken } from "../../app/contact/spam/fill-token.server";
import { createSpamFilter } from "../../app/contact/spam/filter.server";
import { createRepeatCounter } from "../../app/contact/spam/repeats.server";
import { spamThreshold, type SpamVerdict } from "../../app/contact/spam/score";
import { readCorpus, type CorpusMessage, type CorpusSet } from "../fixtures/spam/corpus";

/** "as-sent": every signal the corpus gives; "content": as if every message came from a person's browser, so only what it says counts. */
export type JudgeMode = "as-sent" | "content";

export interface Judged {
  entry: CorpusMessage;
  verdict: SpamVerdict;
  ms: number;
}

const key = "corpus-judging-key";
const now = Date.UTC(2026, 10, 25, 12);

function postedToken(entry: CorpusMessage, mode: JudgeMode): string | null {
  const timing = mode === "content" ? ({ token: "valid", seconds: 60 } as const) : entry.timing;
  switch (timing.token) {
    case "valid":
      return makeFillToken(key, now - timing.seconds * 1000);
    case "expired":
      return makeFillToken(key, now - timing.hours * 3_600_000);
    case "forged":
      return makeFillToken("another key", now - 30_000);
    case "missing":
      return null;
  }
}

export interface JudgeOptions {
  /** The statistical model's probability per message (cross-validation's out-of-fold one); the committed model by default. */
  classifier?: (name: string, message: string) => number | null;
}

export async function judge(set: CorpusSet, mode: JudgeMode, options: JudgeOptions = {}): Promise<Judged[]> {
  const entries = readCorpus(set);
  const answers = new Map(entries.map((e) => [e.email.slice(e.email.lastIndexOf("@") + 1).toLowerCase(), e.mailDomain]));
  const filter = createSpamFilter({
    tokenKey: key,
    now: () => now,
    repeats: createRepeatCounter({ now: () => now }),
    mailDomain: async (domain) => (mode === "content" ? "receives" : (answers.get(domain.toLowerCase()) ?? "receives")),
    ...(options.classifier ? { classifier: options.classifier } : {}),
  });
  const judged: Judged[] = [];
  for (const entry of entries) {
    const scripted = mode === "as-sent" && entry.timing.script && entry.timing.token === "valid";
    const t0 = performance.now();
    // The package and "how did you hear about us?" are form fields: posted in both modes, for a
    // filter that reads them (a variable, not a literal, so a filter that does not is fine too).
    const posted = {
      name: entry.name,
      email: entry.email,
      message: entry.message,
      honeypot: mode === "as-sent" ? (entry.honeypot ?? null) : null,
      token: postedToken(entry, mode),
      scriptFillMs: scripted && entry.timing.token === "valid" ? entry.timing.seconds * 1000 : null,
      packageChosen: entry.package !== undefined,
      heardFromAnswered: entry.heardFrom !== undefined,
    };
    const verdict = await filter.assess(posted);
    judged.push({ entry, verdict, ms: performance.now() - t0 });
  }
  return judged;
}

/** The lower bound of the "check" band assumed when the verdict does not name its tier. */
export const assumedCheckFrom = 0.5;

export type Tier = "spam" | "check" | "clean";

/**
 * Where a verdict puts a request: spam at the threshold; "check" when the verdict says so (its
 * `check` flag), else from 0.5 below the threshold (the band issue 34 asks for, assumed where
 * score.ts does not name one).
 */
export function tierOf(verdict: SpamVerdict): Tier {
  if (verdict.spam) return "spam";
  // A verdict that names its tier is read as it is: a score at the threshold can still be a lead
  // to check (a browser's doubt never makes spam by its weight, score.ts).
  const check = (verdict as { check?: unknown }).check;
  if (typeof check === "boolean") return check ? "check" : "clean";
  if (verdict.score >= spamThreshold) return "spam";
  return verdict.score >= assumedCheckFrom ? "check" : "clean";
}

export interface Rates {
  messages: number;
  /** Caught as spam: stored silently. */
  caught: number;
  /** Put in the "check" band: notified with a "possibly spam" line. */
  checked: number;
  /** Share caught as spam: recall for spam, false-positive rate for ham. */
  rate: number;
  /** Share caught as spam or put to check. */
  flagged: number;
}

export function rates(judged: readonly Judged[]): Rates {
  const caught = judged.filter((j) => tierOf(j.verdict) === "spam").length;
  const checked = judged.filter((j) => tierOf(j.verdict) === "check").length;
  const n = judged.length;
  return { messages: n, caught, checked, rate: n ? caught / n : 0, flagged: n ? (caught + checked) / n : 0 };
}
