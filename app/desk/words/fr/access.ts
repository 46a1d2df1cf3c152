/** The lead desk's words in French: signing in, enrolling a passkey, the signature, the passkeys and the desk's frame. */
import type { AccessPart } from "../en/access";

export const accessPart: AccessPart = {
  title: "Bureau des demandes",
  skipLink: "Aller au contenu",
  nav: {
    inbox: "Demandes",
    templates: "Modèles",
    report: "Rapport",
    content: "Contenu",
    audit: "Journal",
    passkeys: "Clés d’accès",
    sending: "Envoi",
    signOut: "Se déconnecter",
    language: "Langue du bureau",
  },
  signIn: {
    pageTitle: "Connexion",
    title: "Connexion au bureau des demandes",
    intro: "Les opérateurs se connectent avec leur clé d’accès. Aucun mot de passe.",
    button: "Se connecter avec une clé d’accès",
    working: "En attente de votre clé d’accès…",
    noScript: "La connexion par clé d’accès nécessite JavaScript dans ce navigateur.",
    failed: "Échec de la connexion\u00a0: cette clé d’accès n’a pas été acceptée. Réessayez, ou utilisez une autre de vos clés d’accès.",
    cancelled: "La connexion a été annulée, ou votre appareil n’a pas répondu à temps. Réessayez.",
    tooMany: "Trop de connexions échouées depuis ce réseau\u00a0: patientez 15\u00a0minutes, puis réessayez.",
    unreachable: "Le bureau des demandes est injoignable. Vérifiez votre connexion et réessayez.",
    lostDevice: (who: string) =>
      `Appareil perdu\u00a0? Demandez à ${who} un nouveau lien de connexion. Une fois connecté, supprimez la clé d’accès de l’appareil perdu sous «\u00a0Clés d’accès\u00a0».`,
    pageLanguage: "Langue de cette page",
  },
  enrol: {
    title: "Créez votre clé d’accès",
    intro: (name: string) =>
      `Bienvenue, ${name}. Ce lien à usage unique vous permet de créer la clé d’accès avec laquelle vous vous connecterez.`,
    button: "Créer une clé d’accès",
    working: "En attente de votre appareil…",
    invalidTitle: "Ce lien d’inscription n’est plus valable",
    invalid: "Il a déjà servi, un lien plus récent l’a remplacé, ou il date de plus de 24\u00a0heures. Demandez-en un nouveau.",
    failed: "La clé d’accès n’a pas pu être créée. Réessayez.",
    cancelled:
      "La création de la clé d’accès a été annulée, ou votre appareil n’a pas répondu à temps. Ce lien reste valable\u00a0: réessayez.",
    saveFailed:
      "Votre clé d’accès n’a pas pu être enregistrée. Rien n’a été gardé et ce lien reste valable\u00a0: réessayez dans un instant.",
    exists: "Cet appareil a déjà une clé d’accès pour le bureau des demandes\u00a0: connectez-vous avec elle.",
    pageLanguage: "Langue de cette page",
  },
  signature: {
    title: "Votre signature",
    nav: "Signature",
    intro: (sender: string) =>
      `Sous chaque réponse envoyée depuis le bureau\u00a0: votre nom, votre fonction et votre téléphone, puis le nom, le téléphone et le site de l’agence (et le lien de réservation s’il est configuré). Le prospect voit votre prénom comme expéditeur\u00a0: «\u00a0${sender}\u00a0».`,
    name: "Nom",
    role: "Fonction (facultatif)",
    phone: "Téléphone (facultatif)",
    save: "Enregistrer la signature",
    saved: "Signature enregistrée : vos prochaines réponses la porteront.",
    invalid:
      "Indiquez votre nom (100 caractères au plus) ; une fonction de 100 caractères au plus et un téléphone de 40 au plus, ou laissez-les vides.",
    preview: "Ce qu’on lit sous une réponse",
  },
  passkeys: {
    title: "Vos clés d’accès",
    intro:
      "Chaque clé d’accès vous connecte depuis l’appareil sur lequel elle a été créée. Supprimez la clé d’un appareil perdu ou que vous n’utilisez plus\u00a0: elle cesse de fonctionner aussitôt et ses sessions prennent fin.",
    device: "Appareil",
    created: "Créée le",
    lastUsed: "Dernière utilisation",
    never: "jamais",
    unnamed: "Appareil sans nom",
    current: "cette session",
    remove: "Supprimer",
    removeLabel: (device: string, created: string) => `Supprimer la clé d’accès de ${device}, créée le ${created}`,
    removed: "La clé d’accès a été supprimée et les sessions qu’elle avait ouvertes ont pris fin.",
    notFound: "Cette clé d’accès n’est plus l’une des vôtres.",
    none: "Il ne vous reste aucune clé d’accès\u00a0: demandez un nouveau lien de connexion pour en ajouter une.",
    newDevice: "Pour ajouter une clé d’accès sur un autre appareil, demandez un nouveau lien de connexion et ouvrez-le sur cet appareil.",
  },
};
