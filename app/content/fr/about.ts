import type { Copy } from "~/content/types";
import type { about as en } from "~/content/en/about";
import { site } from "~/site";

export const about: Copy<typeof en> = {
  meta: {
    title: `À propos | ${site.brand}`,
    description:
      "Notre histoire, notre vision, nos valeurs et notre approche\u00a0: une micro-agence belge de praticiens du CRM qui construit des dispositifs marketing durables.",
  },
  hero: {
    badge: "À propos",
    title: "Des praticiens du CRM, pas des faiseurs de présentations",
    lead: `${site.brand} est née pour offrir aux équipes marketing ce qui leur manquait\u00a0: des spécialistes qui conçoivent le système, le font tourner et restent jusqu’à ce qu’il fonctionne.`,
  },
  story: {
    title: "Notre histoire",
    paragraphs: [
      "Nous avons passé des années chez l’annonceur et dans de grandes agences, à voir le même scénario se répéter\u00a0: un projet CRM ambitieux, une plateforme achetée à prix d’or et, quelques mois plus tard, une équipe qui exporte encore ses fichiers à la main.",
      `En ${site.foundingYear}, nous avons fondé ${site.brand} en Belgique pour rompre avec ce scénario. Notre idée est simple\u00a0: réunir dans une même petite équipe ceux qui conçoivent un dispositif marketing et ceux qui le pilotent, et juger chacun sur ce qui atteint réellement les clients.`,
    ],
  },
  whoWeAre: {
    title: "Qui sommes-nous",
    paragraphs: [
      "Une micro-agence de spécialistes du CRM et du marketing automation, qui travaille pour des clients en Belgique et au-delà.",
      "Nous sommes indépendants des éditeurs et pragmatiques\u00a0: nous travaillons avec les outils dont vous disposez déjà dès qu’ils font l’affaire, et ne recommandons un changement que lorsque le gain est évident.",
      "Nous sommes tournés vers l’exécution. Vous verrez très tôt des configurations opérationnelles, des parcours en production et des campagnes envoyées, plutôt qu’une longue liste de recommandations.",
    ],
  },
  pillars: {
    title: "Ce qui nous guide",
    items: {
      vision: {
        title: "Notre vision",
        text: "Chaque équipe marketing, quelle que soit sa taille, mérite un CRM fiable, compris de tous et réellement utile à ses clients.",
      },
      values: {
        title: "Nos valeurs",
        text: "La transparence sur ce que nous faisons et ce que cela coûte, l’exigence de qualité à chaque envoi et des conseils honnêtes, même quand cela signifie en faire moins.",
      },
      team: {
        title: "Notre équipe",
        text: "Des spécialistes confirmés en CRM, en données et en automatisation, passés à la fois par l’agence et par des équipes marketing. Pas de juniors qui se forment à vos frais.",
      },
      approach: {
        title: "Notre approche",
        text: "Auditer, construire, exploiter, améliorer. Des cycles courts, des livrables visibles et une documentation que votre équipe continue d’utiliser quand nous prenons du recul.",
      },
      mission: {
        title: "Notre mission",
        text: "Concevoir, piloter et faire grandir des dispositifs de marketing relationnel, sur l’e\u2011mail, le SMS et le push, qui produisent des résultats mesurables pour les équipes qui en dépendent.",
      },
    },
  },
  highlights: {
    title: `${site.brand} en bref`,
    items: {
      belgium: {
        title: "Basés en Belgique",
        text: "Proches de nos clients, sur le même fuseau horaire, et à l’aise dans un marché multilingue.",
      },
      multilingual: {
        title: "Multilingue en standard",
        text: "Nous construisons des campagnes multilingues en standard\u00a0: un seul jeu de modèles, chaque client touché dans sa langue.",
      },
      agnostic: {
        title: "Indépendants des éditeurs",
        text: "Nous choisissons les outils selon vos besoins et votre équipe, jamais pour une commission de partenariat.",
      },
      handsOn: {
        title: "Opérationnels de bout en bout",
        text: "La même équipe conçoit votre système, pilote vos campagnes et forme vos collaborateurs.",
      },
    },
  },
  /** The team strip (app/content/proof.ts), shown once the agency lists its people. */
  team: { title: "L’équipe" },
  closing: {
    title: "Parlons de votre dispositif marketing",
    text: "Présentez-nous votre équipe et vos objectifs, ou découvrez les engagements que nous prenons envers chaque client.",
    contact: "Nous contacter",
    commitments: "Nos engagements",
  },
};
