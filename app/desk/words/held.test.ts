import { describe, expect, it } from "vitest";
import { deskWords } from ".";
import { heldSentence } from "../lead/lead-held";

const minute = 60_000;

const englishWords = deskWords("en");

describe("a held reply or status change, in words", () => {
  it("says who did what and how long ago, in the desk's three languages", () => {
    const reply = { kind: "reply" as const, operator: "Marc", agoMs: 2 * minute + 5_000, to: null };
    const won = { kind: "status" as const, operator: "Marc", agoMs: 2 * minute, to: "won" as const };
    expect(heldSentence(reply, "en")).toBe("Marc replied 2 minutes ago.");
    expect(heldSentence(won, "en")).toBe("Marc changed the status to Won 2 minutes ago.");
    expect(heldSentence(reply, "fr")).toBe("Marc a répondu il y a 2 minutes.");
    expect(heldSentence(won, "fr")).toBe("Marc a passé le statut à «\u00a0Gagnée\u00a0» il y a 2 minutes.");
    expect(heldSentence(reply, "nl")).toBe("Marc heeft 2 minuten geleden geantwoord.");
    expect(heldSentence(won, "nl")).toBe("Marc heeft 2 minuten geleden de status op ‘Gewonnen’ gezet.");
  });

  it("counts minutes under an hour, hours under two days, then days; under a minute is just now", () => {
    const en = deskWords("en").held;
    expect([0, 59_000, minute, 59 * minute, 60 * minute, 47 * 60 * minute, 48 * 60 * minute].map(en.ago)).toEqual([
      "just now",
      "just now",
      "1 minute ago",
      "59 minutes ago",
      "1 hour ago",
      "47 hours ago",
      "2 days ago",
    ]);
    expect(deskWords("xx").held).toBe(englishWords.held);
  });

  it("writes every word in each language, none left in English", () => {
    for (const language of ["fr", "nl"] as const) {
      for (const [key, value] of Object.entries(deskWords(language).held)) {
        const english = (englishWords.held as unknown as Record<string, unknown>)[key];
        const say = (v: unknown) =>
          typeof v === "function" ? String((v as (...a: unknown[]) => unknown)(3 * minute, "x", "y")) : String(v);
        expect(say(value).trim(), `${language}.${key}`).not.toBe("");
        expect(say(value), `${language}.${key}`).not.toBe(say(english));
      }
    }
  });
});
