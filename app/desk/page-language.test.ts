import { describe, expect, it } from "vitest";
import { acceptedLanguage, otherLanguageHref, pageLanguage } from "./page-language";

describe("the language of the sign-in and enrolment pages", () => {
  it("takes the browser's first choice of English or French", () => {
    expect(acceptedLanguage("fr-BE,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(acceptedLanguage("nl-BE,nl;q=0.9,fr;q=0.8,en;q=0.7")).toBe("fr");
    expect(acceptedLanguage("en;q=0.5,fr;q=0.9")).toBe("fr");
    expect(acceptedLanguage("de-DE,en-GB;q=0.8")).toBe("en");
    expect(acceptedLanguage(null)).toBe("en");
    expect(acceptedLanguage("fr;q=0,en")).toBe("en");
  });

  it("lets the page's switch win over the invitation, and the invitation over the browser", () => {
    const request = new Request("https://desk.example/desk/enrol/x", { headers: { "accept-language": "fr-BE" } });
    expect(pageLanguage(new URL("https://desk.example/desk/enrol/x"), request)).toBe("fr");
    expect(pageLanguage(new URL("https://desk.example/desk/enrol/x"), request, "en")).toBe("en");
    expect(pageLanguage(new URL("https://desk.example/desk/enrol/x?lang=fr"), request, "en")).toBe("fr");
  });

  it("links to the same page in the other language", () => {
    expect(otherLanguageHref(new URL("https://desk.example/desk/sign-in?next=%2Fdesk%2Freport%3Fdays%3D7"), "en")).toBe(
      "/desk/sign-in?next=%2Fdesk%2Freport%3Fdays%3D7&lang=fr",
    );
  });
});
