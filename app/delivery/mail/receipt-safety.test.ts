import { describe, expect, it } from "vitest";
import { excerptLimits, greetingName, messageExcerpt } from "./receipt-safety";

describe("the name the receipt greets", () => {
  it("keeps a person's first name, accents, hyphens, apostrophes and initials included", () => {
    for (const name of ["Élodie", "Jan", "Jean-Pierre", "Anne Marie", "D'Arcy", "J.-P.", "Zoë", "Séverine "])
      expect(greetingName(name)).toBe(name.trim());
  });

  it.each([
    [
      "a name with a link, an address, a domain or a number",
      ["https://x.example", "Ann www.x.example", "bank-secure.example", "ann@x.example", "Agent 007", "Ann <b>", "Ann: read this"],
    ],
    [
      "a role's words in English, French and Dutch, inside a longer word too",
      [
        "Bank support",
        "Security team",
        "Customer Service",
        "IT Helpdesk",
        "Service client",
        "Sécurité",
        "Équipe de la banque",
        "Klantendienst",
        "Beveiligingsteam",
        "Uw bank",
        "Banksupport",
      ],
    ],
  ])("leaves out %s", (_what, names) => {
    for (const name of names) expect(greetingName(name)).toBeNull();
  });

  it("leaves out anything past 40 characters or four words", () => {
    expect(greetingName("Ann Bea Cleo Dirk Eva")).toBeNull();
    expect(greetingName("A".repeat(41))).toBeNull();
  });
});

describe("the message's first words", () => {
  it("takes the first words on one line, with an ellipsis when there is more", () => {
    expect(messageExcerpt("Goeiedag,\r\n\r\nkunnen jullie helpen?")).toBe("Goeiedag, kunnen jullie helpen?");
    const long = messageExcerpt("one two three four five six seven eight nine ten eleven twelve thirteen fourteen");
    expect(long).toBe("one two three four five six seven eight nine ten eleven twelve …");
    expect(long.split(" ").length).toBeLessThanOrEqual(excerptLimits.words + 1);
  });

  it("takes out links, addresses, domains and long numbers, whatever their form", () => {
    const excerpt = messageExcerpt(
      "See HTTPS://A.example, www.b.example, c.example/x, mailto:d@e.example, tel:+3247 or 0470 12 34 56 or 10.0.0.1",
    );
    expect(excerpt).not.toMatch(/example|https|mailto|tel:|0470|10\.0/i);
  });

  it("keeps a colon, a decimal and a short number", () => {
    expect(messageExcerpt("Question: 3 shops, 2.5 people")).toBe("Question: 3 shops, 2.5 people");
  });

  it("is empty when nothing but links is left", () => {
    expect(messageExcerpt("https://a.example https://b.example")).toBe("");
  });
});
