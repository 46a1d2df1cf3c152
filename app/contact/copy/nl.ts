import type { ContactCopy } from "./en";

export const nl: ContactCopy = {
  fields: {
    firstName: { label: "Voornaam", placeholder: "Uw voornaam" },
    email: { label: "Zakelijk e\u2011mailadres", placeholder: "Uw e\u2011mailadres op het werk" },
    message: { label: "Bericht", placeholder: "Vertel ons over uw project, uw tools en uw doelen." },
  },
  heardFrom: {
    label: "Hoe hebt u ons leren kennen?",
    optional: "optioneel",
    choose: "Kies een antwoord",
    options: {
      search: "Een zoekmachine",
      linkedin: "LinkedIn",
      recommendation: "Een aanbeveling",
      event: "Een evenement",
      other: "Anders",
    },
  },
  required: "verplicht",
  counter: "{count}/2000 tekens",
  submit: "Bericht versturen",
  sending: "Bezig met verzenden…",
  privacyLink: "Hoe wij met uw gegevens omgaan",
  package: { label: "Pakket", remove: "Verwijderen", removeLabel: "Het pakket {name} verwijderen" },
  honeypot: "Laat dit veld leeg",
  notificationsLabel: "Meldingen",
  legend: "Uw contactaanvraag",
  errors: {
    firstName: "Vul uw voornaam in.",
    email: "Vul een geldig e\u2011mailadres in, bijvoorbeeld naam@bedrijf.be.",
    message: "Vertel ons iets meer: minstens 10 tekens.",
  },
  notices: {
    success: { title: "Bericht verzonden!", description: "Bedankt! Wij antwoorden u binnen 24\u00a0uur" },
    error: { title: "Fout", description: "Er is een fout opgetreden. Probeer het opnieuw." },
    throttled: {
      title: "Te veel aanvragen",
      description: "U hebt onlangs te veel berichten verstuurd. Probeer het later opnieuw.",
    },
    offline: {
      title: "Geen verbinding",
      description:
        "Wij konden onze server niet bereiken: u lijkt offline te zijn. Uw bericht blijft hier staan; verstuur het opnieuw zodra u weer verbonden bent.",
    },
  },
  confirmation: {
    next: "Wat er nu gebeurt: wij lezen uw bericht en antwoorden per e\u2011mail, op het adres dat u hebt opgegeven.",
    replyTo: "Wij sturen ons antwoord naar {address}.",
    reference: "Uw referentie",
    referenceHint: "Vermeld ze als u ons over deze aanvraag belt of schrijft.",
    /** Shown only when the visitor's receipt was queued (RECEIPT_MAIL, at most one per address a day). */
    receipt: "Wij hebben u een kopie van uw aanvraag per e\u2011mail gestuurd, met deze referentie.",
    another: "Nog een bericht versturen",
    /** The booking link after a send (BOOKING_URL): the same words as the header's (common.booking). */
    booking: "Plan een gesprek van 30 minuten",
  },
};
