import type { Copy } from "~/content/types";
import type { packages as en } from "~/content/en/packages";
import { tierTitles } from "./package-titles";
import { site } from "~/site";

export const packages: Copy<typeof en> = {
  meta: {
    title: `Forfaits sur devis\u00a0: Labs, Pulse et Ops | ${site.brand}`,
    description:
      "Trois forfaits CRM et marketing automation, de la mise en place de la plateforme aux opérations de campagne et au passage à l’échelle. Tarifs sur devis.",
  },
  hero: {
    badge: "Forfaits",
    title: "Trois forfaits, un devis clair",
    lead: "Chaque équipe part d’un point différent. Choisissez le périmètre qui vous correspond, parlez-nous de votre contexte et nous vous envoyons un devis précis et forfaitaire.",
  },
  tiers: {
    title: "Choisissez votre forfait",
    intro:
      "Chaque forfait correspond à un service. Prenez-les séparément ou combinez-les\u00a0: commencez là où vous avez le plus besoin de nous, et ajoutez le reste plus tard.",
    popularLabel: "Le plus demandé",
    priceLabel: "Tarif",
    featuresLabel: "Compris dans le forfait",
    cta: "Choisir ce forfait",
    items: [
      {
        key: "starter",
        name: "Démarrage",
        title: tierTitles.starter,
        subtitle: "Votre plateforme sur des bases solides",
        description:
          "Pour les équipes qui choisissent ou relancent un CRM. Nous auditons, configurons et structurons votre plateforme pour que vos premières campagnes partent sur des données propres.",
        price: "Sur devis",
        popular: false,
        features: [
          "Audit de votre plateforme et de vos données",
          "Mise en place et configuration de votre CRM",
          "Structure de données et logique de segmentation",
          "Automatisations de bienvenue et de relance de panier en production",
          "Documentation de passation pour votre équipe",
          "3\u00a0mois de support par e\u2011mail",
        ],
      },
      {
        key: "professional",
        name: "Pilotage",
        title: tierTitles.professional,
        subtitle: "Vos campagnes et parcours, pilotés avec nous",
        description:
          "Pour les équipes qui veulent des campagnes fiables et standardisées chaque semaine. Nous concevons vos parcours et gérons vos envois par e\u2011mail, SMS et push.",
        price: "Sur devis",
        popular: true,
        features: [
          `Se combine avec ${tierTitles.starter}`,
          "Conception et standardisation des parcours clients",
          "Mise en place des campagnes e\u2011mail, SMS et push",
          "Tests, contrôle qualité et optimisation de chaque envoi",
          "Revue mensuelle des performances",
          "Support prioritaire",
        ],
      },
      {
        key: "enterprise",
        name: "Croissance",
        title: tierTitles.enterprise,
        subtitle: "Passer à l’échelle et s’améliorer en continu",
        description:
          "Pour les organisations qui gèrent plusieurs marchés, marques ou équipes. Nous automatisons vos processus, mesurons tout et formons vos équipes.",
        price: "Sur devis",
        popular: false,
        features: [
          `Se combine avec ${tierTitles.professional}`,
          "Automatisation des processus entre équipes et marchés",
          "Tableaux de bord et reporting de performance",
          "Formation et accompagnement des équipes internes",
          "Feuille de route d’amélioration trimestrielle",
          "Support dédié 24\u00a0h/24, 7\u00a0j/7\u00a0: les incidents qui bloquent vos envois sont traités à toute heure, avec des délais de réponse fixés dans votre devis",
        ],
      },
    ],
  },
  included: {
    title: "Dans chaque forfait",
    items: [
      {
        title: "Un seul interlocuteur",
        text: "La personne qui cadre votre projet est celle qui le réalise.",
      },
      {
        title: "Vos outils, vos données",
        text: "Nous travaillons dans vos comptes. Tout ce que nous construisons vous appartient, documenté.",
      },
      {
        title: "Un devis forfaitaire",
        text: "Un périmètre et un prix écrits avant de commencer, sans surprise sur la facture.",
      },
    ],
  },
  cta: {
    title: "Vous hésitez entre deux forfaits\u00a0?",
    text: "Décrivez votre équipe et votre plateforme en quelques lignes. Nous vous répondons dans les 24\u00a0heures avec le périmètre adapté.",
    action: "Parlons-en",
  },
};
