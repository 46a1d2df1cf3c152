import type { Copy } from "~/content/types";
import type { pulse as en } from "~/content/en/pulse";
import { site } from "~/site";
import { tierTitles } from "./package-titles";

export const pulse: Copy<typeof en> = {
  meta: {
    title: `Pulse\u00a0: automatisation et opérations de campagne | ${site.brand}`,
    description:
      "Conception de parcours clients, mise en place de campagnes e\u2011mail, SMS et push, tests et contrôle qualité\u00a0: vos campagnes partent à l’heure.",
  },
  hero: {
    badge: "Pulse · Opérations de campagne",
    title: "Des campagnes et des parcours réglés comme une horloge",
    lead: "Pulse prend en charge la production quotidienne de vos automatisations et de vos campagnes. Nous concevons et standardisons vos parcours clients, construisons vos envois e\u2011mail, SMS et push, et testons chacun d’eux avant qu’il n’atteigne un client.",
    cta: "Démarrer",
    package: `Voir le forfait ${tierTitles.professional}`,
  },
  outcome: {
    label: "Résultat",
    title: "Un rythme de production fiable, avec moins d’erreurs",
    text: "Les campagnes partent à la date prévue, les parcours suivent les mêmes standards et chaque envoi est vérifié\u00a0: contenu, liens, données et affichage. Votre équipe se concentre sur la stratégie au lieu de traquer les erreurs.",
  },
  features: {
    title: "Ce que couvre Pulse",
    intro: "De la cartographie du parcours au dernier contrôle avant envoi.",
    items: {
      first: {
        title: "Conception et standardisation des parcours clients",
        text: "Nous identifions les moments qui comptent, de la bienvenue à la reconquête, et les transformons en automatisations fondées sur des règles et des modèles communs.",
        points: [
          "Cartographie des parcours reliée à des objectifs métier clairs",
          "Modèles modulaires et conventions de nommage",
          "Scénarios d’accueil, de relance de panier et de réactivation",
        ],
      },
      second: {
        title: "Mise en place, tests et optimisation des campagnes",
        text: "Nous construisons vos campagnes e\u2011mail, SMS et push, les contrôlons minutieusement et les améliorons à chaque envoi.",
        points: [
          "Mise en place des campagnes e\u2011mail, SMS et push",
          "Listes de contrôle qualité\u00a0: contenu, liens, personnalisation, affichage",
          "Tests A/B et optimisation fondée sur les résultats mesurés",
        ],
      },
    },
  },
  cta: {
    title: "Votre équipe passe plus de temps à produire qu’à améliorer\u00a0?",
    text: "Confiez-nous la charge de production. Nous vous répondons dans les 24\u00a0heures.",
    action: "Nous contacter",
  },
};
