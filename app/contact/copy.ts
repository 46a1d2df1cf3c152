import type { Copy } from "~/content/types";

/** Every text of the contact form. `{count}` in the counter is the message's current length. */
export const en = {
  fields: {
    firstName: { label: "First name", placeholder: "Your first name" },
    email: { label: "Business email", placeholder: "Your work email address" },
    message: { label: "Message", placeholder: "Tell us about your project, your tools and your goals." },
  },
  heardFrom: {
    label: "How did you hear about us?",
    optional: "optional",
    choose: "Choose an answer",
    options: {
      search: "A search engine",
      linkedin: "LinkedIn",
      recommendation: "A recommendation",
      event: "An event",
      other: "Other",
    },
  },
  required: "required",
  counter: "{count}/2000 characters",
  submit: "Send message",
  sending: "Sending...",
  privacyLink: "How we handle your data",
  package: { label: "Package", remove: "Remove", removeLabel: "Remove the package {name}" },
  honeypot: "Leave this field empty",
  notificationsLabel: "Notifications",
  legend: "Your contact request",
  errors: {
    firstName: "First name must be between 1 and 100 characters",
    email: "Invalid email address",
    message: "Message must be between 10 and 2000 characters",
  },
  notices: {
    success: { title: "Message sent!", description: "Thank you! We'll reply within 24h" },
    error: { title: "Error", description: "An error occurred. Please try again." },
    throttled: {
      title: "Too many requests",
      description: "You've sent too many messages recently. Please try again later.",
    },
    offline: {
      title: "No connection",
      description:
        "We could not reach our server: you seem to be offline. Your message is kept here; send it again once you are connected.",
    },
  },
  confirmation: {
    next: "What happens next: we read your message and reply by email to the address you gave.",
    reference: "Your reference",
    another: "Send another message",
  },
} as const;

export const fr: Copy<typeof en> = {
  fields: {
    firstName: { label: "Prénom", placeholder: "Votre prénom" },
    email: { label: "E\u2011mail professionnel", placeholder: "Votre adresse e\u2011mail professionnelle" },
    message: { label: "Message", placeholder: "Parlez-nous de votre projet, de vos outils et de vos objectifs." },
  },
  heardFrom: {
    label: "Comment nous avez-vous connus\u00a0?",
    optional: "facultatif",
    choose: "Choisissez une réponse",
    options: {
      search: "Un moteur de recherche",
      linkedin: "LinkedIn",
      recommendation: "Une recommandation",
      event: "Un événement",
      other: "Autre",
    },
  },
  required: "obligatoire",
  counter: "{count}/2000 caractères",
  submit: "Envoyer le message",
  sending: "Envoi en cours...",
  privacyLink: "Comment nous traitons vos données",
  package: { label: "Forfait", remove: "Retirer", removeLabel: "Retirer le forfait {name}" },
  honeypot: "Laissez ce champ vide",
  notificationsLabel: "Notifications",
  legend: "Votre demande de contact",
  errors: {
    firstName: "Le prénom doit contenir entre 1 et 100 caractères",
    email: "Adresse email invalide",
    message: "Le message doit contenir entre 10 et 2000 caractères",
  },
  notices: {
    success: { title: "Message envoyé\u00a0!", description: "Merci\u00a0! Nous vous répondrons dans les 24h" },
    error: { title: "Erreur", description: "Une erreur s'est produite. Veuillez réessayer." },
    throttled: {
      title: "Trop de demandes",
      description: "Vous avez envoyé trop de messages récemment. Veuillez réessayer plus tard.",
    },
    offline: {
      title: "Pas de connexion",
      description:
        "Impossible de joindre notre serveur\u00a0: vous semblez hors ligne. Votre message est conservé ici\u00a0; envoyez-le à nouveau une fois connecté.",
    },
  },
  confirmation: {
    next: "La suite\u00a0: nous lisons votre message et vous répondons par e\u2011mail à l’adresse indiquée.",
    reference: "Votre référence",
    another: "Envoyer un autre message",
  },
};

export const nl: Copy<typeof en> = {
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
  sending: "Bezig met verzenden...",
  privacyLink: "Hoe wij met uw gegevens omgaan",
  package: { label: "Pakket", remove: "Verwijderen", removeLabel: "Het pakket {name} verwijderen" },
  honeypot: "Laat dit veld leeg",
  notificationsLabel: "Meldingen",
  legend: "Uw contactaanvraag",
  errors: {
    firstName: "De voornaam moet tussen 1 en 100 tekens bevatten",
    email: "Ongeldig e\u2011mailadres",
    message: "Het bericht moet tussen 10 en 2000 tekens bevatten",
  },
  notices: {
    success: { title: "Bericht verzonden!", description: "Bedankt! Wij antwoorden u binnen 24 uur" },
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
    next: "Wat er nu gebeurt: wij lezen uw bericht en antwoorden per e\u2011mail op het adres dat u opgaf.",
    reference: "Uw referentie",
    another: "Nog een bericht versturen",
  },
};

export const contactCopy = { en, fr, nl } as const;
