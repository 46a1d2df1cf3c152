import type { Copy } from "~/content/types";
import type { ops as en } from "~/content/en/ops";
import { site } from "~/site";
import { tierTitles } from "./package-titles";

export const ops: Copy<typeof en> = {
  meta: {
    title: `Ops\u00a0: passage à l’échelle et amélioration continue | ${site.brand}`,
    description:
      "Automatisation des processus, tableaux de bord, reporting et formation des équipes\u00a0: votre dispositif marketing grandit et s’améliore chaque mois.",
  },
  hero: {
    badge: "Ops · Passage à l’échelle",
    title: "Amplifiez ce qui marche, automatisez ce qui se répète",
    lead: "Une fois le système en route, Ops l’améliore mois après mois. Nous automatisons les étapes manuelles autour de vos campagnes, mettons en place des tableaux de bord réellement consultés et formons votre équipe pour qu’elle reprenne davantage la main.",
    cta: "Démarrer",
    package: `Voir le forfait ${tierTitles.enterprise}`,
  },
  outcome: {
    label: "Résultat",
    title: "Plus de volume, moins de tâches manuelles, des chiffres clairs",
    text: "Les tâches répétitives disparaissent, la performance se lit d’un coup d’œil et les décisions s’appuient sur les données. Votre équipe gagne les compétences et l’assurance nécessaires pour piloter le système avec nous, ou sans nous.",
  },
  features: {
    title: "Ce que couvre Ops",
    intro: "Une amélioration continue, mesurée et partagée avec votre équipe.",
    items: {
      first: {
        title: "Automatisation des processus et reporting de performance",
        text: "Nous supprimons le travail répétitif de vos processus et mettons en place un reporting qui montre ce que rapporte chaque canal et chaque parcours.",
        points: [
          "Automatisation des imports, validations et envois récurrents",
          "Tableaux de bord par canal, parcours et segment",
          "Reporting mensuel assorti d’actions d’amélioration concrètes",
        ],
      },
      second: {
        title: "Formation et accompagnement des équipes internes",
        text: "Nous transmettons notre savoir-faire pour que votre équipe devienne autonome sur les outils comme sur les méthodes.",
        points: [
          "Sessions de formation pratiques sur votre propre plateforme",
          "Guides et documentation rédigés pour votre équipe",
          "Accompagnement continu en cas de question ou d’incident",
        ],
      },
    },
  },
  cta: {
    title: "Prêt à tirer davantage de votre dispositif marketing\u00a0?",
    text: "Dites-nous où votre équipe perd du temps aujourd’hui. Nous vous montrerons quoi automatiser en premier.",
    action: "Nous contacter",
  },
};
