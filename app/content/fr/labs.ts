import type { Copy } from "~/content/types";
import type { labs as en } from "~/content/en/labs";
import { site } from "~/site";
import { tierTitles } from "./package-titles";

export const labs: Copy<typeof en> = {
  meta: {
    title: `Labs\u00a0: conception et mise en place de votre CRM | ${site.brand}`,
    description:
      "Audit de plateforme, implémentation, paramétrage, structure des données et segmentation\u00a0: nous posons les fondations CRM de votre marketing.",
  },
  hero: {
    badge: "Labs · Conception du système",
    title: "Bâtissez votre CRM sur des bases solides",
    lead: "Avant la première campagne, le système qui la porte doit être juste. Labs audite votre plateforme marketing, la paramètre correctement et donne à vos données une structure sur laquelle la segmentation peut s’appuyer.",
    cta: "Démarrer",
    package: `Voir le forfait ${tierTitles.starter}`,
  },
  outcome: {
    label: "Résultat",
    title: "Une plateforme propre, documentée et prête à grandir",
    text: "Votre équipe sait d’où vient chaque champ, ce que recouvre chaque segment et comment fonctionne chaque intégration. Les nouvelles campagnes partent d’une base stable, plus d’un contournement.",
  },
  features: {
    title: "Ce que couvre Labs",
    intro: "Deux chantiers, menés par étapes courtes et visibles.",
    items: {
      first: {
        title: "Audit de plateforme, implémentation et paramétrage",
        text: "Nous passons en revue l’existant, décidons avec vous de ce qu’il faut garder et configurons la plateforme pour qu’elle colle à votre équipe et à vos canaux.",
        points: [
          "Audit de votre plateforme, de vos intégrations et de votre configuration d’envoi",
          "Plan d’implémentation ou de migration aux priorités claires",
          "Paramétrage des utilisateurs, expéditeurs, consentements et modèles",
        ],
      },
      second: {
        title: "Structure des données et logique de segmentation",
        text: "Nous modélisons les données dont vos campagnes ont besoin et en tirons des segments qui restent justes à mesure que votre audience grandit.",
        points: [
          "Modèle de données pour les contacts, événements et préférences",
          "Règles de synchronisation avec votre CRM, votre boutique ou votre back-office",
          "Segments réutilisables, documentés et testés sur des données réelles",
        ],
      },
    },
  },
  cta: {
    title: "Nouvelle plateforme ou remise en ordre de l’existante\u00a0?",
    text: "Parlez-nous de vos outils et de votre équipe. Nous vous proposerons une première étape concrète.",
    action: "Nous contacter",
  },
};
