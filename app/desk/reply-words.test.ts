import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locale";
import { draftReply, replyWords } from "./reply-words";

const signature = {
  operator: { name: "Anna Peeters", role: "Consultante CRM", phone: "+32 470 00 00 00" },
  agency: { name: "Northwave", phone: "+32 2 123 45 67", site: "https://northwave.be", bookingUrl: "https://cal.example/northwave" },
};

describe("the reply's draft", () => {
  it("greets in the lead's language, keeps the template, signs, and quotes the message", () => {
    const draft = draftReply({
      language: "fr",
      firstName: " Bruno ",
      message: "Bonjour,\n\nNous voulons automatiser nos relances.",
      receivedAt: "2026-01-10T08:00:00.000Z",
      template: "Merci pour votre message.\n\nBien cordialement,",
      signature,
    });
    expect(draft).toBe(
      "Bonjour Bruno,\n\nMerci pour votre message.\n\nBien cordialement,\nAnna Peeters\nConsultante CRM\n+32 470 00 00 00\n\nNorthwave\n+32 2 123 45 67\nhttps://northwave.be\nRéserver un appel\u00a0: https://cal.example/northwave\n\nLe 10 janvier 2026 à 09:00, Bruno a écrit\u00a0:\n> Bonjour,\n>\n> Nous voulons automatiser nos relances.\n",
    );
  });

  it("signs with what the operator filled in, and the agency's block without a booking link when none is set", () => {
    const bare = { operator: { name: "Owner", role: null, phone: " " }, agency: { ...signature.agency, bookingUrl: undefined } };
    expect(draftReply({ language: "en", firstName: "Ann", message: "Hi", receivedAt: "2026-07-10T08:00:00.000Z", signature: bare })).toBe(
      "Hello Ann,\n\n\nOwner\n\nNorthwave\n+32 2 123 45 67\nhttps://northwave.be\n\nOn 10 July 2026 at 10:00, Ann wrote:\n> Hi\n",
    );
  });

  it("has default templates in every language of the site", () => {
    for (const locale of locales) expect(replyWords[locale].defaults.length).toBeGreaterThan(0);
  });
});
