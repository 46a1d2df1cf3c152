import type { Copy } from "~/content/types";
import type { why as en } from "~/content/en/why";
import { site } from "~/site";

export const why: Copy<typeof en> = {
  meta: {
    title: `Pourquoi nous choisir | ${site.brand}`,
    description:
      "Approche modulaire, résultats prouvés, équipe experte\u00a0: pourquoi les équipes marketing confient leur CRM et leur automatisation à notre micro-agence belge.",
  },
  hero: {
    badge: "Pourquoi nous choisir",
    title: "Une petite équipe qui livre comme une grande",
    lead: "Vous voulez un dispositif marketing qui fonctionne, et des interlocuteurs qui en assument la responsabilité. C’est précisément pour cela que nous nous sommes organisés ainsi.",
    cta: "Démarrer",
  },
  whoWeAre: {
    title: "Qui sommes-nous",
    paragraphs: [
      "Nous sommes une micro-agence basée en Belgique, spécialisée en CRM et en marketing automation. Notre équipe a conçu et piloté des programmes de marketing relationnel pour des marques du commerce de détail, de l’e-commerce, de la mobilité et du B2B, sur l’e\u2011mail, le SMS et le push.",
      "Nous restons volontairement petits. Chaque client travaille directement avec des spécialistes confirmés qui connaissent les plateformes sur le bout des doigts et réalisent eux-mêmes le travail, du premier audit à la centième campagne.",
    ],
  },
  benefits: {
    title: "Ce que vous gagnez à travailler avec nous",
    intro: "Trois raisons pour lesquelles nos clients nous choisissent, et restent.",
    items: {
      modular: {
        title: "Approche modulaire",
        text: "Labs, Pulse et Ops s’emboîtent mais fonctionnent aussi séparément. Commencez par un audit, un seul parcours ou un volume de production mensuel, et n’ajoutez que ce qui a du sens pour vous.",
      },
      results: {
        title: "Résultats prouvés",
        text: "Notre travail se juge sur ce qu’il produit\u00a0: des campagnes envoyées à temps, des parcours qui convertissent, des heures gagnées pour votre équipe. Nous fixons les indicateurs ensemble dès le départ et en rendons compte.",
      },
      team: {
        title: "Équipe experte",
        text: "Des spécialistes CRM certifiés et opérationnels, passés par des équipes marketing. Ils comprennent vos contraintes et parlent votre langue.",
      },
    },
  },
  cta: {
    title: "Découvrez ce que nous pouvons faire pour votre équipe",
    text: "Un court échange suffit pour savoir si nous sommes faits pour travailler ensemble. Nous vous répondons dans les 24\u00a0heures.",
    action: "Nous contacter",
  },
};
