import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locale";
import { draftReply, replyWords } from "./reply-words";

describe("the reply's draft", () => {
  it("greets in the lead's language, keeps the template, signs, and quotes the message", () => {
    const draft = draftReply({
      language: "fr",
      firstName: " Bruno ",
      message: "Bonjour,\n\nNous voulons automatiser nos relances.",
      receivedAt: "2026-01-10T08:00:00.000Z",
      template: "Merci pour votre message.\n\nBien cordialement,",
      operator: "Owner",
    });
    expect(draft).toBe(
      "Bonjour Bruno,\n\nMerci pour votre message.\n\nBien cordialement,\nOwner\n\nLe 10 janvier 2026 à 09:00, Bruno a écrit\u00a0:\n> Bonjour,\n>\n> Nous voulons automatiser nos relances.\n",
    );
    expect(draftReply({ language: "en", firstName: "Ann", message: "Hi", receivedAt: "2026-07-10T08:00:00.000Z", operator: "Owner" })).toBe(
      "Hello Ann,\n\n\nOwner\n\nOn 10 July 2026 at 10:00, Ann wrote:\n> Hi\n",
    );
  });

  it("has default templates in every language of the site", () => {
    for (const locale of locales) expect(replyWords[locale].defaults.length).toBeGreaterThan(0);
  });
});
