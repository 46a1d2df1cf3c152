import { describe, expect, it } from "vitest";
import { receiptDespiteDoubts } from "~/storage/requests/receipt-doubts";
import { score } from "./score";

describe("a doubted request's receipt", () => {
  it("follows when the only doubts are a quick send or a link shortener", () => {
    expect(receiptDespiteDoubts([])).toBe(true);
    expect(receiptDespiteDoubts([{ kind: "too-fast", seconds: 2.7 }])).toBe(true);
    expect(
      receiptDespiteDoubts([
        { kind: "shortener", host: "bit.ly" },
        { kind: "too-fast", seconds: 2.7 },
      ]),
    ).toBe(true);
  });

  it("is held back by a trap filled or any other doubt", () => {
    expect(receiptDespiteDoubts([{ kind: "honeypot" }])).toBe(false);
    expect(receiptDespiteDoubts([{ kind: "shortener", host: "bit.ly" }, { kind: "honeypot" }])).toBe(false);
    expect(
      receiptDespiteDoubts([
        { kind: "too-fast", seconds: 2 },
        { kind: "mail-domain", domain: "example.be" },
      ]),
    ).toBe(false);
    expect(receiptDespiteDoubts([{ kind: "classifier", probability: 0.8 }])).toBe(false);
    expect(receiptDespiteDoubts([{ kind: "model-disagrees", probability: 0.3 }])).toBe(false);
  });

  it("the week's prospect: a bit.ly brief sent 2.7 s after the page, a package chosen, is 'check' with those two doubts only", () => {
    const verdict = score({
      name: "Pieter",
      email: "pieter@brouwerij.example",
      message:
        "Hello, we run four beer brands and are looking at your Enterprise package for our CRM and e-mail programme. Our brief is here: https://bit.ly/3xBrief. Could we talk next week?",
      scriptFillMs: 2700,
      packageChosen: true,
      classifierProbability: 0.1,
    });
    expect(verdict.spam).toBe(false);
    expect(verdict.check).toBe(true);
    expect(receiptDespiteDoubts(verdict.reasons)).toBe(true);
  });
});
