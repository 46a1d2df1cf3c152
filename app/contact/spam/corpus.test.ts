import { describe, expect, it } from "vitest";
import { judge as judgeOnce, rates, tierOf, type Judged, type JudgeMode } from "../../../tests/support/spam-corpus";
import type { CorpusSet } from "../../../tests/fixtures/spam/corpus";

const judged = new Map<string, Promise<Judged[]>>();
function judge(set: CorpusSet, mode: JudgeMode): Promise<Judged[]> {
  const key = `${set} ${mode}`;
  if (!judged.has(key)) judged.set(key, judgeOnce(set, mode));
  return judged.get(key)!;
}

/**
 * The filter's floor on the repository's corpus (tests/fixtures/spam), a little below the goals
 * (at least 99 % of spam caught, at most 0.5 % of ham and 1 % of hard ham): a change to the rules
 * that lets more spam through or catches more real people fails here. `npm run bench:spam` prints
 * the figures.
 */
describe("the spam filter on the repository's corpus", () => {
  it("as sent: catches at least 98.5 % of spam, at most 0.7 % of ham and 1.6 % of hard ham", async () => {
    const spam = rates(await judge("spam", "as-sent"));
    const ham = rates(await judge("ham", "as-sent"));
    const hardHam = rates(await judge("hard-ham", "as-sent"));
    expect(spam.messages).toBeGreaterThanOrEqual(300);
    expect(ham.messages).toBeGreaterThanOrEqual(300);
    expect(spam.rate).toBeGreaterThanOrEqual(0.985);
    expect(ham.rate).toBeLessThanOrEqual(0.007);
    expect(hardHam.rate).toBeLessThanOrEqual(0.016);
  });

  it("on content alone (every message from a browser, in time): still at least 96 % of spam, the same ceilings on ham", async () => {
    const spam = rates(await judge("spam", "content"));
    const ham = rates(await judge("ham", "content"));
    const hardHam = rates(await judge("hard-ham", "content"));
    expect(spam.rate).toBeGreaterThanOrEqual(0.96);
    expect(ham.rate).toBeLessThanOrEqual(0.007);
    expect(hardHam.rate).toBeLessThanOrEqual(0.016);
  });

  it("holds in each language", async () => {
    for (const language of ["en", "fr", "nl"] as const) {
      const spam = (await judge("spam", "as-sent")).filter((j) => j.entry.language === language);
      const ham = (await judge("ham", "as-sent")).filter((j) => j.entry.language === language);
      expect(spam.length, language).toBeGreaterThanOrEqual(60);
      expect(ham.length, language).toBeGreaterThanOrEqual(100);
      expect(rates(spam).rate, language).toBeGreaterThanOrEqual(0.97);
      expect(rates(ham).rate, language).toBeLessThanOrEqual(0.01);
    }
  });

  it("catches every evasion in tests/fixtures/spam/evasions.jsonl, each trick in each language it is written in", async () => {
    const required = [
      "zero-width space",
      "soft hyphen",
      "word joiner",
      "small capitals",
      "dotted letters",
      "spaced letters",
      "Cherokee look-alikes",
      "Armenian look-alikes",
    ];
    const judged = await judge("evasions", "content");
    const tricks = new Set(judged.map((j) => j.entry.evasion));
    for (const trick of required) expect(tricks, trick).toContain(trick);
    for (const language of ["en", "fr", "nl"] as const)
      expect(judged.filter((j) => j.entry.language === language).length).toBeGreaterThanOrEqual(5);
    // Content alone: only what the message says, as a person's browser would have sent it.
    const missed = judged.filter((j) => tierOf(j.verdict) !== "spam").map((j) => `${j.entry.evasion}: ${j.entry.message}`);
    expect(missed).toEqual([]);
  });
});
