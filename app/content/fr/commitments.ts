import type { Copy } from "~/content/types";
import type { commitments as en } from "~/content/en/commitments";
import { site } from "~/site";

export const commitments: Copy<typeof en> = {
  meta: {
    title: `Nos engagements | ${site.brand}`,
    description:
      "Transparence, excellence et qualité, résultats mesurables, innovation continue\u00a0: les quatre engagements que nous prenons envers chaque client.",
  },
  hero: {
    badge: "Nos engagements",
    title: "Quatre promesses tenues sur chaque projet",
    lead: "Travailler avec une agence est une question de confiance. Voici ce que vous êtes en droit d’attendre de nous, du premier appel au dernier rapport.",
  },
  values: {
    title: "Ce que vous pouvez attendre de nous",
    intro: "Ces engagements guident la façon dont nous cadrons, construisons, pilotons et mesurons votre dispositif marketing.",
    items: {
      transparency: {
        title: "Transparence",
        text: "Des devis clairs avant tout démarrage, un accès partagé à tout ce que nous construisons et des points d’étape honnêtes, y compris quand quelque chose ne va pas. Vous savez toujours qui travaille sur quoi, et pourquoi.",
      },
      quality: {
        title: "Excellence et qualité",
        text: "Chaque configuration est documentée et chaque campagne passe par une liste de contrôle avant envoi\u00a0: contenu, liens, personnalisation, affichage et données. Nous préférons décaler un envoi plutôt que d’envoyer une erreur.",
      },
      results: {
        title: "Résultats mesurables",
        text: "Nous définissons avec vous, dès le départ, les indicateurs qui comptent, puis nous les suivons et en rendons compte régulièrement. Nos recommandations s’appuient sur des données, pas sur des habitudes.",
      },
      innovation: {
        title: "Innovation continue",
        text: "Les plateformes et les attentes des clients évoluent sans cesse. Nous testons les nouvelles fonctionnalités, les nouveaux canaux et les nouvelles méthodes, et vous proposons celles qui en valent la peine pour votre activité.",
      },
    },
  },
  cta: {
    title: "Mettez nos engagements à l’épreuve",
    text: "Dites-nous ce dont vous avez besoin. Vous recevrez une réponse claire dans les 24\u00a0heures.",
    action: "Nous contacter",
  },
};
