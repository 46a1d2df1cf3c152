import { describe, expect, it } from "vitest";
import { deskWords } from "./words";
import { channelName, deliveryProblem } from "./delivery-problem";

describe("delivery errors in the operator's words", () => {
  it("names what did not arrive where, in English, French and Dutch", () => {
    expect(deliveryProblem("webhook", "WEBHOOK_URL is not set any more", "en")).toBe(
      "The link to your CRM (webhook) is no longer set up on the server, so this request was not sent to the CRM.",
    );
    expect(deliveryProblem("webhook", "WEBHOOK_URL is not set any more", "fr")).toBe(
      "Le lien vers votre CRM (webhook) n’est plus configuré sur le serveur\u00a0: cette demande n’a pas été envoyée au CRM.",
    );
    expect(deliveryProblem("webhook", "webhook answered 404", "en")).toBe(
      "Your CRM refused the request (it answered 404). Check the CRM's webhook settings, then retry.",
    );
    expect(deliveryProblem("webhook", "webhook answered 503", "fr")).toBe(
      "Votre CRM n’a pas pu prendre la demande (il a répondu 503). Un nouvel essai suivra.",
    );
    expect(deliveryProblem("webhook", "webhook answered 301 (a redirect: not followed)", "en")).toContain("redirect (301)");
    expect(deliveryProblem("webhook", "webhook not reached: no answer in 10 s", "en")).toBe("Your CRM did not answer in time.");
    expect(deliveryProblem("webhook", "webhook not reached: ECONNREFUSED", "en")).toBe("Your CRM could not be reached.");
    expect(
      deliveryProblem("mail", "Can't send mail - all recipients were rejected: 550 5.1.1 <x@y>: Recipient address rejected", "en"),
    ).toBe("The mail server refused this mail (code 550): the address may not exist, or the sender is not allowed.");
    expect(deliveryProblem("reply", "connect ECONNREFUSED 127.0.0.1:25", "fr")).toBe("Le serveur de messagerie n’a pas pu être joint.");
    expect(deliveryProblem("mail", "no mail channel is configured", "en")).toBe(
      "Mail is not set up on the server, so this mail was not sent.",
    );
    expect(deliveryProblem("mail", "something else", "fr")).toBe("L’e-mail n’a pas pu être envoyé.");
    expect(deliveryProblem("webhook", "webhook answered 503", "nl")).toBe(
      "Uw CRM kon de aanvraag niet aannemen (het antwoordde 503). Er volgt een nieuwe poging.",
    );
    expect(deliveryProblem("reply", "connect ECONNREFUSED 127.0.0.1:25", "nl")).toBe("De mailserver was niet bereikbaar.");
  });
});

describe("the deliveries line names each channel in words (copy fixes, round 6)", () => {
  it("never 'answer (sent), mail (sent), receipt (sent)'", () => {
    const line = (lang: string) =>
      deskWords(lang).lead.deliveredAll(
        (["mail", "receipt", "answer"] as const)
          .map((c) => `${channelName(c, lang)} (${deskWords(lang).deliveryStatuses.sent})`)
          .join(", "),
      );
    expect(line("nl")).toBe(
      "Bezorgd: melding aan het bureau (verstuurd), ontvangstbevestiging (verstuurd), melding van het antwoord van de contactpersoon (verstuurd).",
    );
    expect(line("fr")).toBe("Envoyée\u00a0: avis à l’agence (envoyé), accusé de réception (envoyé), avis de réponse du contact (envoyé).");
    expect(line("en")).toBe(
      "Delivered: notice to the agency (sent), acknowledgement of receipt (sent), notice of the contact’s answer (sent).",
    );
    for (const lang of ["fr", "nl"])
      for (const channel of ["mail", "webhook", "reply", "assignment", "reminder", "answer", "receipt"] as const)
        expect(channelName(channel, lang)).not.toBe(channel);
  });
});

describe("the lead page's title in French (copy fixes, round 6)", () => {
  it("elides « de » before a vowel or a mute h", () => {
    const title = deskWords("fr").lead.title;
    expect(title("Amélie")).toBe("Demande d’Amélie");
    expect(title("Hélène")).toBe("Demande d’Hélène");
    expect(title("Océane")).toBe("Demande d’Océane");
    expect(title("Bruno")).toBe("Demande de Bruno");
    expect(title("Yann")).toBe("Demande de Yann");
  });
});
