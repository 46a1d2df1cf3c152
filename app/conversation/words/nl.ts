import type { ConversationWords } from "./en";

export const nl: ConversationWords = {
  wroteAgain: "Schreef opnieuw: nog geen antwoord verstuurd",
  undeliverable: "Mails naar dit adres kunnen niet worden bezorgd",
  undeliverableWhy: (reason) => `Mails naar dit adres kunnen niet worden bezorgd: ${reason}`,
  answeredBy: (who, at) => `${who} antwoordde, ${at}`,
  wroteAgainBy: (who, at) => `${who} schreef opnieuw, ${at} (er was nog geen antwoord verstuurd)`,
  notLeadsAddress: "Niet het adres van de contactpersoon",
  events: {
    "wrote-again": "de contactpersoon schreef opnieuw (nog geen antwoord verstuurd)",
    "auto-reply": "automatisch antwoord (geen antwoord)",
    bounce: "de mail aan de contactpersoon kon niet worden bezorgd",
    delay: "de mail aan de contactpersoon is vertraagd: de mailserver probeert opnieuw",
  },
  held: {
    nav: "Mailbox",
    title: "Mailbox: apart gehouden berichten",
    intro:
      "Berichten die de desk in de mailbox van het bureau las maar aan geen aanvraag koppelde: een afzender die niet de contactpersoon is en toch de referentie noemt, een adres met meer dan één open aanvraag, of een bericht dat te groot of onleesbaar is. Ze staan nog in de mailbox: lees ze in uw mailprogramma. Ze blijven hier 30 dagen.",
    empty: "Niets apart gehouden: elk binnengekomen bericht werd aan zijn aanvraag gekoppeld of was niet voor de desk.",
    received: "Ontvangen",
    from: "Van",
    subject: "Onderwerp",
    why: "Waarom apart gehouden",
    lead: "Aanvraag",
    unmatched: "Niet gekoppeld",
    unread: "Niet gelezen",
    reasons: {
      stranger:
        "het onderwerp noemt de referentie van de aanvraag, maar het werd niet vanaf het adres van de contactpersoon en niet in de draad van de desk verstuurd",
      "two-open-leads": "de afzender heeft meer dan één open aanvraag",
      "never-ended": "het lezen raakte nooit klaar (de server stopte erop): het wordt niet opnieuw gelezen",
      "too-slow": "het lezen duurde te lang",
      unreadable: "het kon niet worden gelezen",
    },
    size: (kb) => `${kb} kB`,
  },
};
