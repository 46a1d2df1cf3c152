import { describe, expect, it } from "vitest";
import { enterpriseNumberText, legalFormText, missingLegalFacts, vatNumberText } from "./legal-facts";
import { site } from "./site";

/** Issue 37: the legal notice complete under art. 2:20 CSA and III.25/III.74 CEL, or no build. */
describe("the legal notice's facts", () => {
  it("app/site.ts holds every fact the law asks for", () => {
    expect(missingLegalFacts()).toEqual([]);
  });

  it("an empty court or enterprise number is named, language by language", () => {
    expect(missingLegalFacts({ ...site, registerCourt: { ...site.registerCourt, nl: " " } })).toEqual([
      "app/site.ts: registerCourt.nl is empty: the enterprise court of the registered office, after « RPR/RPM » (art. 2:20 CSA)",
    ]);
    expect(missingLegalFacts({ ...site, enterpriseNumber: "" })).toEqual([
      "app/site.ts: enterpriseNumber is empty: the enterprise number (KBO/BCE, art. 2:20 CSA)",
    ]);
  });

  it("an enterprise number that fails its mod-97 check, an unknown legal form, a supervising authority without a name", () => {
    expect(missingLegalFacts({ ...site, enterpriseNumber: "0123.456.789" })).toEqual([
      'app/site.ts: enterpriseNumber "0123.456.789" fails the Belgian enterprise number check (mod 97)',
    ]);
    expect(missingLegalFacts({ ...site, legalForm: "SPRL" })[0]).toMatch(/^app\/site\.ts: legalForm "SPRL" is not one of SRL, SA, SC/);
    const authority = { name: { en: "FSMA", fr: "FSMA", nl: "" }, url: "https://www.fsma.be" };
    expect(missingLegalFacts({ ...site, supervisingAuthority: authority })).toEqual([
      "app/site.ts: supervisingAuthority.name.nl is empty: the supervising authority (art. III.74 CEL)",
    ]);
  });

  it("the enterprise number as the KBO/BCE writes it; the VAT number only when liable", () => {
    expect(enterpriseNumberText("BE 0403.170.701")).toBe("0403.170.701");
    expect(enterpriseNumberText("0403170701")).toBe("0403.170.701");
    expect(vatNumberText({ enterpriseNumber: "0403170701", vatLiable: true })).toBe("BE 0403.170.701");
    expect(vatNumberText({ enterpriseNumber: "0403170701", vatLiable: false })).toBeNull();
  });

  it("the legal form in full, in each language, with its abbreviation", () => {
    expect(legalFormText("SRL", "fr")).toBe("Société à responsabilité limitée (SRL)");
    expect(legalFormText("SRL", "nl")).toBe("Besloten vennootschap (BV)");
    expect(legalFormText("SRL", "en")).toBe("Private limited liability company (SRL/BV)");
  });
});
