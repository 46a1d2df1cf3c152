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
      description: "We could not reach our server: you seem to be offline. Your message is kept here; send it again once you are connected.",
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

export const contactCopy = { en, fr } as const;
