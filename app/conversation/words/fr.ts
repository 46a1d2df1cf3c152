import type { ConversationWords } from "./en";

export const fr: ConversationWords = {
  wroteAgain: "A réécrit\u00a0: pas encore de réponse envoyée",
  undeliverable: "Les e-mails à cette adresse ne peuvent pas être remis",
  undeliverableWhy: (reason) => `Les e-mails à cette adresse ne peuvent pas être remis\u00a0: ${reason}`,
  answeredBy: (who, at) => `Réponse de ${who}, ${at}`,
  wroteAgainBy: (who, at) => `${who} a réécrit, ${at} (aucune réponse n’avait été envoyée)`,
  notLeadsAddress: "Ce n’est pas l’adresse du contact",
  events: {
    "wrote-again": "le contact a réécrit (pas encore de réponse envoyée)",
    "auto-reply": "réponse automatique (pas une réponse)",
    bounce: "l’e-mail au contact n’a pas pu être remis",
    delay: "l’e-mail au contact est retardé\u00a0: le serveur de messagerie réessaie",
  },
  held: {
    nav: "Boîte mail",
    title: "Boîte mail\u00a0: messages mis de côté",
    intro:
      "Messages que le bureau a lus dans la boîte de l’agence sans les rattacher à une demande\u00a0: un expéditeur qui n’est pas le contact et qui cite sa référence, une adresse avec plus d’une demande ouverte, ou un message trop lourd ou illisible. Ils sont toujours dans la boîte\u00a0: lisez-les dans votre messagerie. Gardés ici 30\u00a0jours.",
    empty: "Rien de mis de côté\u00a0: chaque message reçu a été rattaché à sa demande, ou ne concernait pas le bureau.",
    received: "Reçu",
    from: "De",
    subject: "Objet",
    why: "Pourquoi il est mis de côté",
    lead: "Demande",
    unmatched: "Non rattaché",
    unread: "Non lu",
    reasons: {
      stranger: "son objet cite la référence de la demande, mais il n’a été envoyé ni depuis l’adresse du contact ni dans le fil du bureau",
      "two-open-leads": "son expéditeur a plus d’une demande ouverte",
      "never-ended": "sa lecture n’a jamais abouti (le serveur s’est arrêté dessus)\u00a0: il ne sera plus relu",
      "too-slow": "sa lecture a pris trop de temps",
      unreadable: "il n’a pas pu être lu",
    },
    size: (kb) => `${kb}\u00a0Ko`,
  },
};
