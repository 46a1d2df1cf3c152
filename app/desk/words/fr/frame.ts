/** The lead desk's frame in French: the skip link, the navigation, the signature page. */
import type { FramePart } from "../en/frame";

export const framePart: FramePart = {
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
};
