import { describe, expect, it } from "vitest";
import { acceptedLanguage, deskLanguage, languageHref, pageLanguage } from "./page-language";

describe("the language of the sign-in and enrolment pages", () => {
  it("takes the browser's first choice of English, French or Dutch", () => {
    expect(acceptedLanguage("fr-BE,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(acceptedLanguage("nl-BE,nl;q=0.9,fr;q=0.8,en;q=0.7")).toBe("nl");
    expect(acceptedLanguage("de-DE,nl;q=0.4,fr;q=0.6")).toBe("fr");
    expect(acceptedLanguage("en;q=0.5,fr;q=0.9")).toBe("fr");
    expect(acceptedLanguage("de-DE,en-GB;q=0.8")).toBe("en");
    expect(acceptedLanguage(null)).toBe("en");
    expect(acceptedLanguage("fr;q=0,en")).toBe("en");
    expect(acceptedLanguage("nlx,nl-NL;q=0.5")).toBe("nl");
  });

  it("lets the page's switch win over the invitation, and the invitation over the browser", () => {
    const request = new Request("https://desk.example/desk/enrol/x", { headers: { "accept-language": "fr-BE" } });
    expect(pageLanguage(new URL("https://desk.example/desk/enrol/x"), request)).toBe("fr");
    expect(pageLanguage(new URL("https://desk.example/desk/enrol/x"), request, "nl")).toBe("nl");
    expect(pageLanguage(new URL("https://desk.example/desk/enrol/x?lang=fr"), request, "nl")).toBe("fr");
    expect(pageLanguage(new URL("https://desk.example/desk/enrol/x?lang=nl"), request, "en")).toBe("nl");
    expect(pageLanguage(new URL("https://desk.example/desk/enrol/x?lang=de"), request, "en")).toBe("en");
  });

  it("reads only the three codes as a language", () => {
    expect(["en", "fr", "nl"].map(deskLanguage)).toEqual(["en", "fr", "nl"]);
    expect(["NL", "nl-BE", "", null, 1, "de"].map(deskLanguage)).toEqual([null, null, null, null, null, null]);
  });

  it("links to the same page in another language", () => {
    expect(languageHref(new URL("https://desk.example/desk/sign-in?next=%2Fdesk%2Freport%3Fdays%3D7"), "nl")).toBe(
      "/desk/sign-in?next=%2Fdesk%2Freport%3Fdays%3D7&lang=nl",
    );
    expect(languageHref(new URL("https://desk.example/desk/sign-in?lang=nl"), "fr")).toBe("/desk/sign-in?lang=fr");
  });
});
