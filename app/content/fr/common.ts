import type { Copy } from "~/content/types";
import type { common as en } from "~/content/en/common";
import { site } from "~/site";

export const common: Copy<typeof en> = {
  skipLink: "Aller au contenu",
  homeLink: `${site.brand}, accueil`,
  /** The link to the agency's scheduling page (BOOKING_URL), shown only when it is set. */
  booking: "Réserver un appel de 30 minutes",
  nav: {
    label: "Principale",
    items: {
      labs: "Labs",
      pulse: "Pulse",
      ops: "Ops",
      why: "Pourquoi nous",
      projects: "Projets",
      training: "Formations",
      commitments: "Engagements",
      packages: "Forfaits",
    },
    contact: "Contact",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menu: "Menu",
  },
  services: {
    label: "Services",
    items: {
      labs: "Mise en place du CRM",
      pulse: "Vos campagnes, gérées pour vous",
      ops: "Passage à l’échelle et formation",
    },
  },
  /** The name of the group of links to the other languages (their names are in app/i18n/locale.ts). */
  language: { label: "Langue" },
  footer: {
    tagline: "Des systèmes CRM et de marketing automation conçus, pilotés et déployés depuis la Belgique.",
    contactTitle: "Contact",
    email: "E\u2011mail",
    phone: "Téléphone",
    linkedin: "LinkedIn",
    navigationTitle: "Navigation",
    navigation: {
      about: "À propos",
      projects: "Projets",
      why: "Pourquoi nous",
      contact: "Contact",
    },
    legalTitle: "Informations légales",
    legal: {
      sitemap: "Plan du site",
      legalNotice: "Mentions légales",
    },
    accessibility: "Accessibilité",
    rights: "Tous droits réservés.",
  },
  badRequest: {
    title: "Requête incorrecte",
    text: "Le serveur n’a pas pu comprendre cette requête ou son adresse. Vérifiez l’adresse, ou repartez de la page d’accueil.",
    home: "Retour à l’accueil",
    metaTitle: `Requête incorrecte | ${site.brand}`,
  },
  notFound: {
    sections: "Ou rendez-vous sur l’une de nos pages",
    title: "Oups\u00a0! Page introuvable",
    home: "Retour à l’accueil",
    metaTitle: `Page introuvable | ${site.brand}`,
    metaDescription: "La page que vous cherchez n’existe pas ou a été déplacée.",
  },
  error: {
    title: "Erreur inattendue de l’application\u00a0!",
  },
};
