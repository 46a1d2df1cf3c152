import { describe, expect, it } from "vitest";
import { locales } from "~/i18n/locale";
import { draftReply, fillTemplate } from "./draft-reply";
import { deskWords } from "./words";

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

  it("fills a template's fields: the booking link, or without one no sentence offering it; the signature where the template puts it", () => {
    const offer = "Two or three times? Or choose a time yourself: {booking}\n\nKind regards,";
    expect(fillTemplate(offer, "en", signature).text).toBe(
      "Two or three times? Or choose a time yourself: https://cal.example/northwave\n\nKind regards,",
    );
    const none = { ...signature, agency: { ...signature.agency, bookingUrl: undefined } };
    expect(fillTemplate(offer, "en", none).text).toBe("Two or three times?\n\nKind regards,");
    const placed = fillTemplate("Thanks.\n{signature}\nPS: see you.", "en", none);
    expect(placed).toEqual({
      signed: true,
      bookingSaid: false,
      text: "Thanks.\nAnna Peeters\nConsultante CRM\n+32 470 00 00 00\n\nNorthwave\n+32 2 123 45 67\nhttps://northwave.be\nPS: see you.",
    });
    const draft = draftReply({
      language: "en",
      firstName: "Ann",
      message: "Hi",
      receivedAt: "2026-07-10T08:00:00.000Z",
      template: "Thanks.\n{signature}",
      signature: none,
    });
    expect(draft.match(/Anna Peeters/g)).toHaveLength(1);
  });

  it("gives the booking link once: a template that offers it leaves it out of the signature (copy fixes, round 6)", () => {
    for (const locale of locales) {
      const talk = deskWords(locale).replyMail.defaults[0]!;
      expect(talk.body).toContain("{booking}");
      const draft = draftReply({
        language: locale,
        firstName: "Ann",
        message: "Hi",
        receivedAt: "2026-07-10T08:00:00.000Z",
        template: talk.body,
        signature,
      });
      expect(draft.split("https://cal.example/northwave")).toHaveLength(2);
      expect(draft).toContain("Northwave\n+32 2 123 45 67\nhttps://northwave.be\n\n");
      // Without the template, the signature keeps its booking line.
      const plain = draftReply({ language: locale, firstName: "Ann", message: "Hi", receivedAt: "2026-07-10T08:00:00.000Z", signature });
      expect(plain).toContain(`https://northwave.be\n${deskWords(locale).replyMail.book("https://cal.example/northwave")}\n`);
    }
    expect(fillTemplate("Book: {booking}\n{signature}", "en", signature).text).toBe(
      "Book: https://cal.example/northwave\nAnna Peeters\nConsultante CRM\n+32 470 00 00 00\n\nNorthwave\n+32 2 123 45 67\nhttps://northwave.be",
    );
  });

  it("has default templates in every language of the site", () => {
    for (const locale of locales) expect(deskWords(locale).replyMail.defaults.length).toBeGreaterThan(0);
  });
});
