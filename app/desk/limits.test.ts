import { describe, expect, it } from "vitest";
import { deskTooLargePage } from "./limits";

describe("the page for a desk post over the limit", () => {
  it("speaks the browser's first language of the desk's three, English otherwise", () => {
    const dutch = deskTooLargePage("nl-BE,nl;q=0.9,en;q=0.5");
    expect(dutch).toContain('<html lang="nl-BE">');
    expect(dutch).toContain("<title>Tekst te lang</title>");
    expect(dutch).toContain("een notitie telt hoogstens 5.000 tekens");
    expect(deskTooLargePage("fr-BE")).toContain("une note compte au plus 5\u202f000\u00a0caractères");
    expect(deskTooLargePage("de-DE")).toContain("a note holds at most 5,000 characters");
    expect(deskTooLargePage(undefined)).toContain('<html lang="en">');
  });
});
