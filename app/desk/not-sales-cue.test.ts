import { describe, expect, it } from "vitest";
import { suggestedNotSalesKind } from "./not-sales-cue";

describe("the not-a-sales-lead cue", () => {
  it("reads a job application in English, French and Dutch", () => {
    expect(suggestedNotSalesKind("Hello, I would like to apply for an internship. My CV is attached.")).toBe("job");
    expect(suggestedNotSalesKind("Bonjour, je vous envoie ma candidature spontanée et ma lettre de motivation.")).toBe("job");
    expect(suggestedNotSalesKind("Goedemiddag, graag stuur ik u mijn sollicitatie voor de vacature van CRM-consultant.")).toBe("job");
  });

  it("reads a press question and a supplier's offer", () => {
    expect(suggestedNotSalesKind("I am a journalist at a business magazine: could we do an interview?")).toBe("press");
    expect(suggestedNotSalesKind("Je suis journaliste et je prépare un dossier pour un article sur le CRM.")).toBe("press");
    expect(suggestedNotSalesKind("Wij zijn een leverancier van drukwerk en bieden graag onze diensten aan.")).toBe("supplier");
    expect(suggestedNotSalesKind("Nous sommes fournisseur de mobilier de bureau.")).toBe("supplier");
  });

  it("suggests nothing for a sales enquiry, nor when two kinds weigh the same", () => {
    expect(
      suggestedNotSalesKind("We need help with our CRM: four brands, Salesforce, the Enterprise package. Can we talk?"),
    ).toBeUndefined();
    expect(suggestedNotSalesKind("Nous cherchons une agence pour nos campagnes e-mail.")).toBeUndefined();
    expect(suggestedNotSalesKind("A journalist and a supplier.")).toBeUndefined();
  });

  it("matches whole words only", () => {
    expect(suggestedNotSalesKind("Our pressing question is about Salesforce and persona segmentation.")).toBeUndefined();
  });
});
