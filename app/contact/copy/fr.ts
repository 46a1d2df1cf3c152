import type { ContactCopy } from "./en";

export const fr: ContactCopy = {
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
        "Impossible de joindre notre serveur\u00a0: vous semblez hors ligne. Votre message est conservé ici\u00a0; renvoyez-le dès que la connexion est rétablie.",
    },
  },
  confirmation: {
    next: "La suite\u00a0: nous lisons votre message et vous répondons par e\u2011mail à l’adresse indiquée.",
    replyTo: "Nous vous répondrons à l’adresse {address}.",
    reference: "Votre référence",
    referenceHint: "Indiquez-la si vous nous appelez ou nous écrivez au sujet de cette demande.",
    /** Shown only when the visitor's receipt was queued (RECEIPT_MAIL, at most one per address a day). */
    receipt: "Nous vous avons envoyé une copie de votre demande par e\u2011mail, avec cette référence.",
    another: "Envoyer un autre message",
    /** The booking link after a send (BOOKING_URL): the same words as the header's (common.booking). */
    booking: "Réserver un appel de 30 minutes",
  },
};
