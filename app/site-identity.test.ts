import { describe, expect, it } from "vitest";
import { identityProblems, isBelgianE164, isBelgianEnterpriseNumber, placeholderWarnings, representativeLine } from "./site-identity";
import { site } from "./site";

describe("the agency's identity (issue 18, item 7)", () => {
  describe.each([
    {
      rule: "a Belgian enterprise number passes its mod-97 check",
      check: isBelgianEnterpriseNumber,
      valid: ["BE 0123.456.749", "0403.170.701"],
      // The old placeholder, and typos: a wrong check digit, a digit too many, a bad first digit.
      invalid: ["BE 0123.456.789", "0403.170.702", "0403.170.7011", "2403.170.701"],
    },
    {
      rule: "a Belgian phone number in E.164 form",
      check: isBelgianE164,
      valid: ["+3221234567", "+32470123456"],
      invalid: ["+33123456789", "02 123 45 67", "+322123456"],
    },
  ])("$rule", ({ check, valid, invalid }) => {
    it.each(valid)("%s passes", (value) => {
      expect(check(value)).toBe(true);
    });
    it.each(invalid)("%s fails", (value) => {
      expect(check(value)).toBe(false);
    });
  });

  it("app/site.ts holds valid values", () => {
    expect(identityProblems()).toEqual([]);
    expect(identityProblems({ ...site, enterpriseNumber: "BE 0123.456.789" })).toHaveLength(1);
    expect(identityProblems({ ...site, phone: { display: "+32 2 123 45 68", tel: "+3221234567" } })).toHaveLength(1);
  });

  it("each field still marked as placeholder gets a warning naming its value", () => {
    const warnings = placeholderWarnings();
    expect(warnings).toHaveLength(site.placeholders.length);
    expect(warnings.join("\n")).toContain(site.phone.tel);
    expect(warnings.join("\n")).toContain("0123.456.749");
  });

  it("the legal notice names the legal representative by name and role once app/site.ts has them", () => {
    // Today's placeholder: the company's own wording, in each language.
    expect(representativeLine(site, "en")).toBe(site.editor.en);
    expect(representativeLine(site, "fr")).toBe(site.editor.fr);
    expect(representativeLine(site, "nl")).toBe("Northwave SRL, vertegenwoordigd door haar bestuurder");
    const named = {
      ...site,
      legalRepresentative: { name: "A. Person", role: { en: "Director", fr: "Administrateur", nl: "Bestuurder" } },
    };
    expect(representativeLine(named, "en")).toBe("A. Person, Director");
    expect(representativeLine(named, "fr")).toBe("A. Person, Administrateur");
    expect(representativeLine(named, "nl")).toBe("A. Person, Bestuurder");
  });
});
