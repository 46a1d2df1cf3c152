/** The lead desk's words in French: replying, the reply templates, assigning and the undelivered banner. */
import type { ReplyPart } from "../en/reply";

export const replyPart: ReplyPart = {
  replyDesk: {
    title: "Répondre",
    to: (email: string) => `À\u00a0: ${email}`,
    template: "Modèle",
    noTemplate: "Aucun modèle",
    useTemplate: "Utiliser ce modèle",
    subject: "Objet",
    body: "Votre réponse",
    send: "Envoyer la réponse",
    sent: "Réponse envoyée\u00a0: elle est dans la file d’envoi, et la demande est marquée comme répondue.",
    mailApp: "Répondre depuis votre messagerie",
    didYouReply: "Avez-vous répondu depuis votre messagerie\u00a0?",
    markReplied: "Vous avez répondu\u00a0? Marquer comme répondu",
    replies: "Réponses envoyées depuis le bureau",
    thread: "Conversation",
    attachments: "Pièces jointes (dans la boîte de l’agence)",
    size: (bytes: number) =>
      bytes < 1024
        ? `${bytes} octets`
        : bytes < 1024 * 1024
          ? `${Math.round(bytes / 1024)} Ko`
          : `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} Mo`,
    by: (operator: string, at: string) => `${operator}, ${at}`,
    delivery: { pending: "en attente d’envoi", sent: "envoyée", failed: "non envoyée" },
    invalid: "Écrivez un objet (200 caractères au plus) et une réponse.",
    manage: "Gérer les modèles",
  },
  templates: {
    title: "Modèles de réponse",
    intro:
      "Des textes enregistrés pour les réponses, selon la langue de la demande. Le formulaire de réponse ajoute la salutation, votre nom et le message de la demande autour du texte du modèle.",
    language: "Langue de la demande",
    name: "Nom",
    body: "Texte",
    create: "Nouveau modèle",
    save: "Enregistrer le modèle",
    edit: "Modifier",
    editTitle: (name: string) => `Modifier le modèle «\u00a0${name}\u00a0»`,
    delete: "Supprimer",
    deleteConfirm: (name: string) => `Supprimer le modèle «\u00a0${name}\u00a0»\u00a0?`,
    none: "Aucun modèle dans cette langue pour l’instant.",
    created: "Modèle enregistré.",
    saved: "Modèle enregistré.",
    deleted: "Modèle supprimé.",
    invalid: "Donnez au modèle un nom (100 caractères au plus) et un texte.",
    back: "Retour aux modèles",
    notFound: "Ce modèle n’existe pas.",
  },
  assign: {
    label: "Attribuer à",
    nobody: "Personne",
    button: "Attribuer",
    owner: "Responsable",
    assigned: (name: string) => `Attribuée à ${name}.`,
    unassigned: "Plus personne n’est responsable de cette demande.",
    mine: "Les miennes",
  },
  undelivered: {
    banner: (n: number) =>
      n === 1 ? "1 demande n’a pas atteint votre boîte mail ou votre CRM" : `${n} demandes n’ont pas atteint votre boîte mail ou votre CRM`,
    retryAll: "Tout réessayer",
    retried: (n: number) => (n === 1 ? "1 envoi remis dans la file." : `${n} envois remis dans la file.`),
  },
};
