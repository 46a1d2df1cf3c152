/** The words of signing in to the lead desk in French: the desk's name, the sign-in and enrolment pages, the operator's passkeys. */
import type { AccessWords } from "./en";

export const fr: AccessWords = {
  title: "Bureau des demandes",
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
