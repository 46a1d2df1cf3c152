import type { Copy } from "~/content/types";
import type { contact as en } from "~/content/en/contact";
import { site } from "~/site";

export const contact: Copy<typeof en> = {
  meta: {
    title: `Contact\u00a0: parlez à un expert CRM et automatisation | ${site.brand}`,
    description:
      "Contactez notre équipe belge spécialisée en CRM et marketing automation par e\u2011mail, téléphone ou LinkedIn. Réponse dans les 24\u00a0heures.",
  },
  hero: {
    badge: "Contact",
    title: "Parlons de vos systèmes marketing",
    lead: "Dites-nous où vous en êtes et ce que vous voulez atteindre. Nous vous répondons dans les 24\u00a0heures avec des prochaines étapes concrètes, pas un argumentaire commercial.",
    toForm: "Écrivez-nous",
  },
  details: {
    title: "Joignez-nous directement",
    email: "E\u2011mail",
    phone: "Téléphone",
    linkedin: "LinkedIn",
    linkedinText: "Suivez-nous sur LinkedIn",
    languages: "Langues de travail",
  },
  notes: {
    quick: {
      title: "Réponse rapide",
      text: "Chaque demande reçoit une réponse personnelle dans les 24\u00a0heures.",
    },
    personal: {
      title: "Approche personnalisée",
      text: "Nous partons de votre plateforme, de vos données et de votre équipe, et ne proposons que ce dont vous avez besoin.",
    },
  },
  form: {
    title: "Envoyez-nous un message",
  },
  privacy: {
    title: "Vos données restent chez nous",
    text: "Les informations que vous nous envoyez sont conservées en sécurité et ne sont jamais partagées avec des tiers. Seuls nos sous-traitants (hébergement, e\u2011mail) les traitent, pour notre compte. Nous les utilisons uniquement pour répondre à votre demande.",
    link: "Lire notre politique de confidentialité",
    processors: "Qui les traite pour nous\u00a0:",
  },
};
