import { describe, expect, it } from "vitest";
import { emptyAttribution } from "~/storage/requests/attribution";
import type { ContactRequest } from "../../storage/requests/requests-store.server";
import { receiptMail } from "./receipt-mail.server";

const lead: ContactRequest = {
  id: "8d0c3c8e-0000-4000-8000-000000000001",
  reference: "NW-2611-003",
  firstName: "Jan",
  email: "jan@bakkerij.example",
  message: "Goeiedag,\r\n\r\nkunnen jullie helpen?",
  language: "nl",
  packageId: null,
  attribution: emptyAttribution,
  createdAt: "2026-11-26T09:00:00.000Z",
};
const settings = {
  fromAddress: "site@agency.test",
  agencyName: "Northwave",
  agency: "Northwave <hello@agency.test>",
  siteUrl: "https://northwave.example",
  bookingUrl: null,
  messageIdDomain: "agency.test",
};

describe("the visitor's receipt", () => {
  it("is an automatic reply in the visitor's language, plain text, answered to the agency", () => {
    const mail = receiptMail("row-1", lead, settings, new Date("2026-11-26T09:00:05Z"));
    expect(mail.subject).toBe("Uw aanvraag bij Northwave (NW-2611-003)");
    expect(mail.headers["Auto-Submitted"]).toBe("auto-replied");
    expect(mail.headers["Content-Language"]).toBe("nl");
    expect(mail.replyTo).toBe("Northwave <hello@agency.test>");
    expect(mail.messageId).toBe("<row-1@agency.test>");
    expect(mail.html).toBeUndefined();
    expect(mail.text).toContain("Beste Jan,\n\nWij hebben uw aanvraag goed ontvangen en antwoorden u binnen 24\u00a0uur.\n\n");
    expect(mail.text).toContain("Uw referentie: NW-2611-003");
    // The first words on one line, quoted.
    expect(mail.text).toContain("Uw bericht:\n> Goeiedag, kunnen jullie helpen?\n");
    expect(mail.to).toEqual({ name: "Jan", address: "jan@bakkerij.example" });
    // No booking page set: no booking line.
    expect(mail.text).not.toContain("Plan een gesprek");
  });

  it("carries the booking link when set, and no reference line for a request without one", () => {
    const mail = receiptMail(
      "row-2",
      { ...lead, language: "en", reference: null },
      { ...settings, bookingUrl: "https://cal.example/30" },
      new Date(),
    );
    expect(mail.subject).toBe("Your request to Northwave");
    expect(mail.text).toContain("Book a 30-minute call: https://cal.example/30");
    expect(mail.text).not.toContain("Your reference");
  });

  it("copies no link and no role's name: the attacker's 'Bank support' gets a neutral greeting and a bare address", () => {
    const mail = receiptMail(
      "row-3",
      {
        ...lead,
        language: "en",
        firstName: "Bank support",
        email: "victim@mail.example",
        message:
          "Your account is locked: verify it at https://bank-secure.example/login or bank-secure.example today, call +32 470 12 34 56.",
      },
      settings,
      new Date(),
    );
    expect(mail.to).toBe("victim@mail.example");
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).not.toMatch(/bank/i);
    expect(mail.text).not.toMatch(/470|34 56/);
    expect(new Set(mail.text.match(/https?:\/\/\S+/g))).toEqual(new Set(["https://northwave.example"]));
    expect(mail.text).toContain("> Your account is locked: verify it at … or … today, call …");
  });

  it("a message of nothing but a link: no copy at all", () => {
    const mail = receiptMail("row-4", { ...lead, message: "https://x.example/a" }, settings, new Date());
    expect(mail.text).not.toContain("Uw bericht");
    expect(mail.text).not.toContain("x.example");
  });
});
