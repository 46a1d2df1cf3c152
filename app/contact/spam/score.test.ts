import { describe, expect, it } from "vitest";
import { checkThreshold, classifierThreshold, classifierVerdictFrom, modelAgreement, score, spamThreshold } from "./score";

/** The hard but real enquiries of issue 34, and what a robot does. */
describe("the middle tier and the human signals", () => {
  it("an urgent Flemish webshop owner, three links to his own mail domain, capitals and '!!!': a lead", () => {
    const joris = (links: string) =>
      score({
        name: "Joris",
        email: "joris@fietsenjoris.be",
        message: `DRINGEND!!! ONZE WEBSHOP VERKOOPT NIETS MEER SINDS DE UPDATE. KIJK: ${links} BEL MIJ AUB!!!`,
      });
    const verdict = joris("https://www.fietsenjoris.be/shop https://fietsenjoris.be/kassa https://www.fietsenjoris.be/contact");
    expect(verdict.spam).toBe(false);
    expect(verdict.reasons.map((r) => r.kind)).not.toContain("links");
    // The same message linking to three hosts of someone else is another matter.
    const elsewhere = joris("https://a-shop.be/shop https://b-shop.be/kassa https://c-shop.be/contact");
    expect(elsewhere.score).toBeGreaterThanOrEqual(spamThreshold);
  });

  it("the Enterprise prospect who pasted a bit.ly brief 1.8 s after the page loaded (autofill): check, not spam", () => {
    const signals = {
      name: "Sofie",
      email: "sofie.martens@logistiek-martens.be",
      message: "Hello, our brief for the CRM project is here: https://bit.ly/3brief. Could we talk next week?",
      scriptFillMs: 1_800,
    };
    // The browser's script ran: one to three seconds is a doubt (autofill, a pasted message) that
    // brings a lead to "check", never to silent spam by its weight (held-out set B had such a lead).
    expect(score(signals)).toMatchObject({ spam: false, check: true });
    // Without the script's timer (a robot that posts the page's token 1.8 s later), the same doubt adds up to spam.
    const { scriptFillMs: _, ...tokenOnly } = signals;
    expect(score({ ...tokenOnly, token: { kind: "too-fast", seconds: 1.8 } }).spam).toBe(true);
    // Under a second nobody has read the page, script or not.
    expect(score({ ...signals, scriptFillMs: 600 }).spam).toBe(true);
    const withPackage = score({ ...signals, packageChosen: true });
    expect(withPackage).toMatchObject({ spam: false, check: true });
    expect(withPackage.reasons.map((r) => r.kind)).toEqual(expect.arrayContaining(["shortener", "too-fast"]));
  });

  it("one middling signal alone is a doubt (check), none is a plain lead", () => {
    const person = { name: "Eva", email: "eva@brouwerij.be", message: "Hello, could you look at our brief https://bit.ly/3xyz please?" };
    expect(score(person)).toMatchObject({ spam: false, check: true });
    expect(score(person).score).toBeGreaterThanOrEqual(checkThreshold);
    expect(score({ ...person, message: "Hello, could you call me about a CRM migration?" })).toMatchObject({ spam: false, check: false });
    expect(score({ ...person, message: "Hello, could you call me?", mailDomainCannotReceive: true })).toMatchObject({
      spam: false,
      check: true,
    });
  });

  it("a robot that fills every field gains nothing against a verdict alone: the hidden field stays spam", () => {
    const robot = {
      name: "Eva",
      email: "eva@brouwerij.be",
      message: "Hello, a question.",
      honeypot: "x",
      packageChosen: true,
      heardFromAnswered: true,
    };
    expect(score(robot)).toMatchObject({ spam: true, check: false });
  });

  it("the statistical model alone makes a lead to check, never spam; with another signal it adds", () => {
    const offer = { name: "Emma", email: "emma@writers.example", message: "Hello, a plain text." };
    for (const probability of [classifierThreshold, 0.9, 0.99, 1]) {
      const alone = score({ ...offer, classifierProbability: probability });
      expect(alone, String(probability)).toMatchObject({ spam: false, check: true });
      expect(alone.score).toBeGreaterThanOrEqual(checkThreshold);
      expect(alone.score).toBeLessThan(spamThreshold);
      expect(alone.reasons).toEqual([{ kind: "classifier", probability: Math.floor(probability * 100) / 100 }]);
      // A package chosen and the question answered do not take it under "check".
      expect(score({ ...offer, classifierProbability: probability, packageChosen: true, heardFromAnswered: true }).check).toBe(true);
    }
    // Under the threshold, or too short to judge (null), or not asked: nothing.
    for (const probability of [0, 0.5, classifierThreshold - 0.01, null, undefined])
      expect(score({ ...offer, classifierProbability: probability }), String(probability)).toMatchObject({
        spam: false,
        check: false,
        reasons: [],
      });
    // With a signal of 0.5 or more (a shortener), spam from 0.90: the two doubts add. Under 0.90
    // the model's doubt makes "check", never spam by its weight.
    const withLink = { ...offer, message: "Hello, our brief https://bit.ly/3xyz please." };
    expect(score(withLink)).toMatchObject({ spam: false, check: true });
    expect(score({ ...withLink, classifierProbability: classifierVerdictFrom })).toMatchObject({ spam: true });
    expect(score({ ...withLink, classifierProbability: 0.99 })).toMatchObject({ spam: true });
    for (const probability of [classifierThreshold, classifierVerdictFrom - 0.01]) {
      const doubted = score({ ...withLink, classifierProbability: probability });
      expect(doubted, String(probability)).toMatchObject({ spam: false, check: true });
      expect(doubted.score).toBeGreaterThanOrEqual(spamThreshold);
    }
  });

  it("word rules the model disagrees with make a lead to check, never silent spam; other signals still make spam", () => {
    // A job applicant writes like a seller: an offer ("I can send my CV"), a question for a yes.
    const applicant = {
      name: "Yusuf",
      email: "yusuf@mail.example",
      message:
        "I saw your agency is growing. I have four years of HubSpot experience. I can send my CV and examples. Would you be open to a short conversation? Interested? Guest post, backlinks, SEO services.",
    };
    const words = score(applicant);
    expect(words.spam, "the word rules alone reach the threshold").toBe(true);
    expect(words.reasons.every((r) => r.kind === "phrase")).toBe(true);
    // The model reads a person: check, with the same reasons shown.
    const disagreed = score({ ...applicant, classifierProbability: modelAgreement - 0.01 });
    expect(disagreed).toMatchObject({ spam: false, check: true, score: words.score });
    // The same reasons shown, and why they did not make it spam.
    expect(disagreed.reasons).toEqual([...words.reasons, { kind: "model-disagrees", probability: modelAgreement - 0.01 }]);
    // The model unsure or agreeing, or not asked (too short): the words decide as before.
    for (const probability of [modelAgreement, 0.7, null, undefined])
      expect(score({ ...applicant, classifierProbability: probability }).spam, String(probability)).toBe(true);
    // A signal that is not a word still makes spam alone, whatever the model says.
    expect(score({ ...applicant, classifierProbability: 0.1, honeypot: "x" }).spam).toBe(true);
  });
});
