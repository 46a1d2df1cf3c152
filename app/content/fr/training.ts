import type { Copy } from "~/content/types";
import type { training as en } from "~/content/en/training";
import { site } from "~/site";

export const training: Copy<typeof en> = {
  meta: {
    title: `Formations CRM et marketing automation | ${site.brand}`,
    description:
      "Des formations pratiques sur votre propre CRM\u00a0: fondamentaux, automatisation avancée, analyse de performance et ateliers sur mesure pour votre équipe.",
  },
  hero: {
    badge: "Formations",
    title: "Des formations qui rendent votre équipe autonome sur sa plateforme",
    lead: "Des programmes pratiques construits sur votre CRM, vos données et vos campagnes. Vos équipes marketing apprennent en produisant du vrai travail avec nous, pas en regardant des diapositives.",
    contact: "Organiser une formation",
    packages: "Voir nos forfaits",
  },
  programmes: {
    title: "Quatre programmes, un seul objectif\u00a0: l’autonomie",
    intro: "Partez du niveau actuel de votre équipe. Chaque programme se suit seul ou s’intègre dans un parcours de quelques semaines.",
    audienceLabel: "Pour",
    topicsLabel: "Ce que vous apprendrez",
    items: [
      {
        key: "fundamentals",
        level: "Débutant",
        title: "Les fondamentaux du CRM et de l’automatisation",
        audience: "les équipes marketing qui découvrent la plateforme ou l’automatisation.",
        description:
          "Une base solide pour travailler en autonomie dès le premier jour\u00a0: comment vos données sont organisées, comment monter une campagne propre et comment lire ses résultats.",
        topics: [
          "Contacts, listes, champs\u00a0: comprendre votre modèle de données",
          "Créer, prévisualiser et tester une campagne e\u2011mail",
          "Consentement, désinscriptions et bases du RGPD pour le marketing",
          "Lire les rapports de campagne et repérer ce qu’il faut corriger",
        ],
      },
      {
        key: "advanced-automation",
        level: "Avancé",
        title: "Automatisation avancée",
        audience: "les équipes qui envoient déjà des campagnes et veulent des parcours qui tournent seuls.",
        description:
          "Concevez des parcours en plusieurs étapes qui réagissent au comportement de vos clients par e\u2011mail, SMS et push, et gardez-les fiables à mesure qu’ils grandissent.",
        topics: [
          "Déclencheurs, délais d’attente, embranchements et règles de sortie",
          "Orchestrer e\u2011mail, SMS et push dans un même parcours",
          "Modèles réutilisables, conventions de nommage et listes de contrôle qualité",
          "Surveiller les parcours actifs et gérer les erreurs",
        ],
      },
      {
        key: "analytics",
        level: "Performance",
        title: "Analyse et optimisation des performances",
        audience: "les responsables marketing et analystes chargés des résultats.",
        description:
          "Transformez les données de campagne en décisions\u00a0: définissez les indicateurs qui comptent, testez correctement et améliorez vos envois chaque mois.",
        topics: [
          "Choisir ses indicateurs clés et construire un tableau de bord",
          "Tests A/B, groupes témoins et lecture de la significativité",
          "Délivrabilité\u00a0: réputation, rebonds et arrivée en boîte de réception",
          "Analyse par cohorte et chiffre d’affaires des parcours automatisés",
        ],
      },
      {
        key: "workshops",
        level: "Sur mesure",
        title: "Ateliers sur mesure et formation d’équipe",
        audience: "des équipes marketing entières, dans vos locaux en Belgique ou à distance.",
        description: "Un programme taillé pour vos outils, vos processus et vos objectifs, donné à votre équipe.",
        topics: [
          "Analyse de vos pratiques actuelles avant la première séance",
          "Exercices sur votre propre compte ou dans un environnement de test",
          "Guides pratiques et documentation que votre équipe conserve",
          "Séances de suivi pour répondre aux questions tirées du terrain",
        ],
      },
    ],
  },
  cta: {
    title: "Construisons le bon programme pour votre équipe",
    text: "Dites-nous qui doit être formé et sur quelle plateforme. Nous vous répondons dans les 24\u00a0heures avec une proposition de programme.",
    action: "Nous contacter",
  },
};
