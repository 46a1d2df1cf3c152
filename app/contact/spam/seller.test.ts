import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";
import { findPhrases } from "./phrases";
import { score } from "./score";
import { sellerSignals } from "./seller";

const phrases = (text: string) => findPhrases(text).map((p) => p.phrase);
const verdict = (message: string) => score({ name: "Kim", email: "kim@example.be", message });
const tier = (message: string) => {
  const v = verdict(message);
  return v.spam ? "spam" : v.check ? "check" : "lead";
};

describe("a seller's structure (seller.ts)", () => {
  it("finds an offer followed by a question asking for a yes, more when it names a price or the reader's business", () => {
    const pitch =
      "Hi, I design landing pages for consultancies. I could build one for your practice this week for 300 EUR. Want me to send a mock-up?";
    expect(sellerSignals(normalise(pitch)).map((s) => s.weight)).toEqual([0.4, 0.3]);
    expect(tier(pitch)).not.toBe("lead");
    const fr = "Bonjour, je réalise des films d'entreprise courts. Je vous prépare une proposition pour votre agence ? On en parle ?";
    expect(sellerSignals(normalise(fr)).length).toBeGreaterThan(0);
    const nl = "Dag, wij maken korte bedrijfsfilms voor kmo's. Zal ik u een voorbeeld voor uw bureau sturen?";
    expect(sellerSignals(normalise(nl)).length).toBeGreaterThan(0);
  });

  it("leaves a real enquiry alone, and keeps one that offers its own brief under the check band", () => {
    const asking = "Hi, we are a bakery in Mons and need a landing page for our catering. Could you send us a quote?";
    expect(sellerSignals(normalise(asking))).toEqual([]);
    expect(tier(asking)).toBe("lead");
    // A client offering its own material and asking a question is the structure without its aim.
    const brief = "We can send you our current workflows before the call. Would you like them by email?";
    expect(sellerSignals(normalise(brief)).map((s) => s.weight)).toEqual([0.4]);
    expect(tier(brief)).toBe("lead");
    expect(sellerSignals(normalise("Kunt u ons helpen met HubSpot? Wij hebben 12 verkopers."))).toEqual([]);
  });
});

describe("money a stranger names and offers that are not services (patterns-money.ts)", () => {
  it("catches a fortune for an honest person, a private loan at a rate, a fee for an award, money recovered", () => {
    expect(phrases("Je souhaite léguer ma fortune à une personne honnête avant ma mort.")).toContain("une fortune donnee a un inconnu");
    expect(phrases("Wij financieren projecten van 10.000 tot 90.000 euro aan 2,5% rente.")).toContain("een lening aan een rente");
    expect(phrases("Your firm was chosen for our Golden Funnel award; the entry fee is 350 EUR.")).toContain(
      "a fee to receive a prize or an award",
    );
    expect(phrases("Geld kwijt aan een nepwebshop? Wij halen uw geld snel terug.")).toContain("verloren geld teruggehaald");
    expect(tier("Your invoice is overdue: transfer 2,100 EUR within 24 hours to our new IBAN below.")).not.toBe("lead");
  });

  it("leaves the close real enquiries a lead: a licensed lender, a widow's guesthouse, a bank change on invoices", () => {
    expect(tier("We are a consumer credit company licensed by the FSMA and want reminders for loan applications in HubSpot.")).toBe("lead");
    expect(tier("Ma mère est veuve et tient un petit gîte : pouvez-vous envoyer ses rappels de réservation ?")).toBe("lead");
    // "a new account" alone is a signal under the check band: a client changing banks says it too.
    const bankChange = "We changed banks: can you update the IBAN in our invoice template to the new account?";
    expect(phrases(bankChange)).toContain("a new account to pay to");
    expect(tier(bankChange)).toBe("lead");
    expect(tier("Wij hebben vorige maand een prijs gewonnen en willen dat melden aan onze 2.000 klanten.")).toBe("lead");
  });
});
