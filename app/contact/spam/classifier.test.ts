import { describe, expect, it } from "vitest";
import { hashedFeatures } from "./classifier-features";
import { classifierProbability } from "./classifier.server";
import { makeFillToken } from "./fill-token.server";
import { createSpamFilter } from "./filter.server";
import { reasonWords } from "./reason-words";
import { classifierThreshold } from "./score";

/** The statistical spam model as the server uses it: the committed model, read on first use. */
describe("the statistical spam model", () => {
  it("reads the text as the rules do: invisible characters, look-alike letters and accents change nothing", () => {
    const plain = hashedFeatures("Sam", "We sell guest posts and dofollow backlinks, gagné", 15, 250);
    const disguised = hashedFeatures("Sam", "We sell gu\u200best po\u00adsts and dofollow bасklinks, GAGNE", 15, 250);
    expect([...disguised.indices]).toEqual([...plain.indices]);
    expect(disguised.value).toBe(plain.value);
    // Deterministic, every bucket inside 2^bits, and a vector of length at most 1.
    expect([...hashedFeatures("Sam", "The same words twice", 15, 250).indices]).toEqual([
      ...hashedFeatures("Sam", "The same words twice", 15, 250).indices,
    ]);
    expect(plain.indices.every((i) => i >= 0 && i < 2 ** 15)).toBe(true);
    expect(plain.indices.length * plain.value ** 2).toBeLessThanOrEqual(1);
  });

  it("flags an offer the rules let through, and not a plain enquiry; says nothing under 8 words", async () => {
    const offer =
      "Good day, I am a freelance content writer offering blog articles for your website at a low cost. I can deliver 10 articles every month. Just reply and we can get started.";
    expect(await classifierProbability("Emma", offer)).toBeGreaterThanOrEqual(classifierThreshold);
    const enquiry =
      "Goeiedag, we willen van Mailchimp naar Brevo overstappen. Kunnen jullie ons helpen met de migratie van onze contacten?";
    expect(await classifierProbability("Lotte", enquiry)).toBeLessThan(0.1);
    expect(await classifierProbability("Jan", "A quote, please.")).toBeNull();
  });

  it("its reason in the words staff read, in the three languages", () => {
    const reason = { kind: "classifier", probability: 0.87 } as const;
    expect(reasonWords(reason, "en")).toBe("reads like spam to the statistical model (0.87)");
    expect(reasonWords(reason, "fr")).toBe("ressemble à du spam pour le modèle statistique (0,87)");
    expect(reasonWords(reason, "nl")).toBe("lijkt spam volgens het statistische model (0,87)");
  });

  it("a job applicant who writes like a seller is a lead to check, not silent spam: the model reads a person", async () => {
    const now = Date.now();
    const filter = createSpamFilter({ tokenKey: "k", now: () => now, mailDomain: async () => "receives" });
    const verdict = await filter.assess({
      name: "Yusuf",
      email: "yusuf.demir@gmail.com",
      message:
        "Hello,\n\nI saw on LinkedIn that your agency is growing and I wanted to ask if you are looking for a marketing automation specialist. I have four years of experience with HubSpot and ActiveCampaign at an e-commerce company in Antwerp, mostly building workflows, lead scoring and reporting.\n\nI can send my CV and a few examples of workflows I built. Would you be open to a short conversation?\n\nBest,\nYusuf",
      token: makeFillToken("k", now - 120_000),
    });
    expect(verdict).toMatchObject({ spam: false, check: true });
    const why = verdict.reasons.find((r) => r.kind === "model-disagrees")!;
    expect(why.probability).toBeLessThan(0.5);
    expect(reasonWords(why, "en")).toMatch(/^not spam on these words alone: the statistical model reads it as a person's \(0\.\d\d\)$/);
    expect(reasonWords(why, "fr")).toMatch(/^pas du spam sur ces seuls mots : le modèle statistique y lit une personne \(0,\d\d\)$/);
    expect(reasonWords(why, "nl")).toMatch(/^geen spam op deze woorden alleen: het statistische model leest er een persoon in \(0,\d\d\)$/);
  });

  it("a model that cannot be read loses no post: the other layers judge it", async () => {
    const now = Date.now();
    const filter = createSpamFilter({
      tokenKey: "k",
      now: () => now,
      mailDomain: async () => "receives",
      classifier: () => {
        throw new Error("model file missing");
      },
    });
    const verdict = await filter.assess({
      name: "Emma",
      email: "emma@writers.example",
      message: "Hello, our brief is at https://bit.ly/3xyz, could you look at it?",
      token: makeFillToken("k", now - 60_000),
    });
    expect(verdict).toMatchObject({ spam: false, check: true });
    expect(verdict.reasons.map((r) => r.kind)).toEqual(["shortener"]);
  });
});
