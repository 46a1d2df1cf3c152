import type { Copy } from "~/content/types";
import type { home as en } from "~/content/en/home";
import { site } from "~/site";
import { languageList } from "~/i18n/working-languages";

export const home: Copy<typeof en> = {
  meta: {
    title: `${site.brand} | Agence CRM et marketing automation en Belgique`,
    description:
      "Micro-agence belge qui conçoit, pilote et fait grandir vos dispositifs e\u2011mail, SMS et push. Pragmatique, opérationnelle, orientée résultats.",
  },
  hero: {
    badge: "CRM et marketing automation · Belgique",
    title: "Des dispositifs marketing qui tiennent leurs promesses",
    subtitle:
      "Nous concevons, pilotons et faisons évoluer la mécanique e\u2011mail, SMS et push de votre équipe marketing\u00a0: un CRM bien configuré, des campagnes livrées à temps et des automatisations qui rapportent dans la durée.",
    cta: "Démarrer",
    secondary: "Voir nos réalisations",
  },
  about: {
    title: "Qui sommes-nous",
    text: "Nous sommes une micro-agence basée en Belgique, fondée par des praticiens du CRM qui ont passé des années au sein d’équipes marketing. Pas de cascade de chefs de projet ni de présentations pour la forme\u00a0: vos interlocuteurs sont ceux qui configurent votre plateforme, construisent vos parcours et corrigent ce qui coince.",
    link: "En savoir plus sur nous",
  },
  services: {
    title: "Trois services, un seul système cohérent",
    intro:
      "Commencez là où nous vous serons le plus utiles. Chaque service se suffit à lui-même et s’enchaîne naturellement avec le suivant.",
    outcomeHeading: "Résultat",
    linkPrefix: "Découvrir",
    items: {
      labs: {
        title: "Labs",
        subtitle: "Conception et mise en place",
        description:
          "Audit de plateforme, implémentation et paramétrage, structure des données et logique de segmentation sur lesquelles reposeront vos campagnes.",
        outcomeLabel: "Des fondations fiables",
        outcomeText:
          "Des données propres, des règles documentées et une plateforme paramétrée selon la façon dont votre équipe travaille vraiment.",
      },
      pulse: {
        title: "Pulse",
        subtitle: "Automatisation et opérations de campagne",
        description:
          "Parcours clients conçus et standardisés, campagnes e\u2011mail, SMS et push mises en place, puis testées, contrôlées et optimisées.",
        outcomeLabel: "Des campagnes livrées, chaque semaine",
        outcomeText:
          "Un rythme de production prévisible, moins d’erreurs et des parcours qui continuent de convertir après leur lancement.",
      },
      ops: {
        title: "Ops",
        subtitle: "Passage à l’échelle et amélioration continue",
        description:
          "Automatisation des processus, tableaux de bord et reporting de performance, formation et accompagnement pour que votre équipe grandisse avec le système.",
        outcomeLabel: "Un système qui s’améliore en continu",
        outcomeText:
          "Moins de tâches manuelles, des chiffres clairs chaque mois et une équipe capable d’en reprendre davantage en interne.",
      },
    },
  },
  why: {
    title: "Pourquoi les équipes marketing nous font confiance",
    intro: "Nous sommes petits par choix. C’est ce qui nous garde proches du terrain et responsables du résultat.",
    points: {
      execution: {
        title: "L’exécution avant tout",
        text: "Nous livrons des configurations opérationnelles, des parcours en production et des campagnes envoyées, pas des recommandations qui restent dans un tiroir.",
      },
      modular: {
        title: "Modulaire par nature",
        text: "Labs, Pulse ou Ops, séparément ou ensemble. Vous ne payez que ce dont vous avez besoin, au moment où vous en avez besoin.",
      },
      senior: {
        title: "Des experts confirmés à vos côtés",
        text: `Des spécialistes CRM expérimentés réalisent eux-mêmes le travail, ${languageList("fr", { joiner: "or", each: (name) => `en ${name}` })}, depuis la Belgique.`,
      },
    },
    link: "Pourquoi nous choisir",
  },
  /** The row of platforms (app/content/proof.ts), shown once the agency lists them. */
  platforms: { title: "Les plateformes avec lesquelles nous travaillons" },
  /** Client quotes (the desk's quotes collection), shown once the agency publishes one. */
  quotes: { title: "Selon nos clients", caseLink: "Étude de cas" },
  cta: {
    title: "Faisons le point sur votre dispositif marketing",
    text: "Décrivez-nous votre situation actuelle. Nous vous répondons dans les 24\u00a0heures avec un premier avis sur ce qu’il faut corriger, construire ou développer.",
    action: "Nous contacter",
  },
  organization: {
    description:
      "Micro-agence belge qui conçoit, pilote et fait évoluer les dispositifs de marketing relationnel (e\u2011mail, SMS et push) des équipes marketing.",
    areaServed: "Belgique",
  },
};
