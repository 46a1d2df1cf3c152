import type { Copy } from "~/content/types";
import type { legalNotice as en } from "~/content/en/legal-notice";
import { site } from "~/site";

export const legalNotice: Copy<typeof en> = {
  meta: {
    title: `Mentions légales\u00a0: éditeur, hébergement et données | ${site.brand}`,
    description:
      "Mentions légales\u00a0: éditeur et hébergeur du site, protection des données du formulaire de contact et absence de cookies de suivi.",
  },
  hero: {
    badge: "Informations légales",
    title: "Mentions légales",
    lead: "Qui publie ce site, où il est hébergé et comment nous traitons vos données.",
  },
  editor: {
    title: "Éditeur responsable",
    company: "Société",
    address: "Siège social",
    country: "Belgique",
    companyNumber: "Numéro d'entreprise",
    director: "Directeur de la publication",
    email: "Email",
    phone: "Téléphone",
  },
  hosting: {
    title: "Hébergement",
    text: "Ce site est hébergé par\u00a0:",
    name: "Hébergeur",
    address: "Adresse",
    website: "Site web",
  },
  dataProtection: {
    title: "Protection des données",
    paragraphs: [
      "Les informations que vous envoyez par le formulaire de contact (prénom, email professionnel et message) sont conservées en sécurité et utilisées uniquement pour répondre à votre demande.",
      "Elles ne sont jamais vendues, jamais partagées avec des tiers et jamais utilisées à des fins publicitaires.",
      `Nous conservons chaque demande ${site.retentionDays}\u00a0jours, puis elle est effacée automatiquement, avec sa notification. Pour prévenir les abus, nous gardons aussi une empreinte salée (hachage) de l’adresse IP de l’expéditeur, jamais l’adresse elle-même.`,
    ],
    rightsBefore:
      "Conformément au Règlement général sur la protection des données (RGPD), vous pouvez à tout moment consulter, corriger ou faire effacer vos données. Pour les faire effacer, il suffit d'en faire la demande par email à ",
    rightsAfter: ".",
  },
  cookies: {
    title: "Cookies et suivi",
    paragraphs: [
      "Ce site n'utilise aucun cookie publicitaire ni cookie de suivi.",
      "Il ne charge aucun outil de suivi tiers, script d'analyse, police ou widget externe\u00a0: chaque fichier provient de notre propre serveur.",
      "C'est pourquoi il n'y a pas de bandeau cookies\u00a0: il n'y a rien à accepter.",
    ],
  },
};
