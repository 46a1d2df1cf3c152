import { describe, expect, it } from "vitest";
import { judge as judgeOnce, rates, tierOf, type Judged, type JudgeMode } from "../../../tests/support/spam-corpus";
import type { CorpusSet } from "../../../tests/fixtures/spam/corpus";

const judged = new Map<string, Promise<Judged[]>>();
function judge(set: CorpusSet, mode: JudgeMode): Promise<Judged[]> {
  const key = `${set} ${mode}`;
  if (!judged.has(key)) judged.set(key, judgeOnce(set, mode));
  return judged.get(key)!;
}

/** The rates on the spam, the real enquiries and the hard but real ones, judged one way. */
async function judgeEach(mode: JudgeMode) {
  return { spam: rates(await judge("spam", mode)), ham: rates(await judge("ham", mode)), hardHam: rates(await judge("hard-ham", mode)) };
}

/**
 * The filter's floor on the repository's corpus (tests/fixtures/spam), a little below what the
 * rules reach: a change to the rules that lets more spam through fails here, and so does one that
 * catches a single real enquiry as spam (0 on the development and the held-out set alike).
 * `npm run bench:spam` prints the figures.
 */
describe("the spam filter on the repository's corpus", () => {
  // Development floors a little under what the rules reach (2026-11-27, with the spent held-out sets
  // A and B, the varied messages, patterns-fraud.ts and the model from 0.75: 95.0 % caught and 100 %
  // caught or check as sent, 87.6 % and 99.8 % content alone; word rules the model disagrees with,
  // and the model's doubt under 0.90, make "check", not spam, hence the lower recall).
  it.each([
    {
      mode: "as-sent",
      floor: 0.945,
      what: "as sent: catches at least 94.5 % of spam, every spam caught or to check, and no real enquiry (ham or hard ham)",
    },
    {
      mode: "content",
      floor: 0.87,
      what: "on content alone (every message from a browser, in time): still at least 87 % of spam caught, 99.5 % caught or to check, no real enquiry",
    },
  ] as const)("$what", async ({ mode, floor }) => {
    const { spam, ham, hardHam } = await judgeEach(mode);
    expect(spam.messages).toBeGreaterThanOrEqual(300);
    expect(ham.messages).toBeGreaterThanOrEqual(300);
    expect(spam.rate).toBeGreaterThanOrEqual(floor);
    expect(spam.flagged).toBeGreaterThanOrEqual(0.995);
    expect(ham.caught).toBe(0);
    expect(hardHam.caught).toBe(0);
  });

  it("holds in each language", async () => {
    for (const language of ["en", "fr", "nl"] as const) {
      const spam = (await judge("spam", "as-sent")).filter((j) => j.entry.language === language);
      const ham = (await judge("ham", "as-sent")).filter((j) => j.entry.language === language);
      expect(spam.length, language).toBeGreaterThanOrEqual(60);
      expect(ham.length, language).toBeGreaterThanOrEqual(100);
      expect(rates(spam).rate, language).toBeGreaterThanOrEqual(0.9);
      expect(rates(spam).flagged, language).toBeGreaterThanOrEqual(0.99);
      expect(rates(ham).caught, language).toBe(0);
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

  // Floors a little below what the filter reached on the held-out set, judged once with the rules
  // and the statistical model frozen (docs/spam.md): a change that loses held-out spam fails here.
  // C (written blind on 2026-11-27, 120 + 120), caught or "check": 95.8 % as sent (115/120), 95.0 %
  // content alone (114/120); no real enquiry caught as spam either way.
  // D (written blind the same way after C was judged, the filter unchanged): 98.3 % as sent and
  // content alone (118/120); no real enquiry caught.
  const heldOutFloors = [
    { spam: "held-out-c-spam", ham: "held-out-c-ham", asSent: 0.95, content: 0.94 },
    { spam: "held-out-d-spam", ham: "held-out-d-ham", asSent: 0.97, content: 0.97 },
  ] as const;
  for (const set of heldOutFloors) {
    it(`on the held-out set ${set.spam}, never tuned on: keeps its floor and catches no real enquiry as spam`, async () => {
      expect(rates(await judge(set.spam, "as-sent")).flagged).toBeGreaterThanOrEqual(set.asSent);
      expect(rates(await judge(set.spam, "content")).flagged).toBeGreaterThanOrEqual(set.content);
      // Real enquiries with links to their own domain, "!!!", a package or autofill timing are leads
      // or "check", never silent spam.
      expect(rates(await judge(set.ham, "as-sent")).caught).toBe(0);
      expect(rates(await judge(set.ham, "content")).caught).toBe(0);
    });
  }
});
