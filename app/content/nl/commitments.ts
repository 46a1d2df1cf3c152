import type { Copy } from "~/content/types";
import type { commitments as en } from "~/content/en/commitments";
import { site } from "~/site";

export const commitments: Copy<typeof en> = {
  meta: {
    title: `Onze engagementen | ${site.brand}`,
    description:
      "Transparantie, uitmuntende kwaliteit, meetbare resultaten en continue innovatie: de vier engagementen die wij tegenover elke klant aangaan.",
  },
  hero: {
    badge: "Onze engagementen",
    title: "Vier beloften die wij bij elk project nakomen",
    lead: "Met een bureau samenwerken is een kwestie van vertrouwen. Dit mag u van ons verwachten, van het eerste gesprek tot het laatste rapport.",
  },
  values: {
    title: "Wat u van ons mag verwachten",
    intro: "Deze engagementen bepalen hoe wij uw marketingsysteem afbakenen, bouwen, beheren en erover rapporteren.",
    items: {
      transparency: {
        title: "Transparantie",
        text: "Duidelijke offertes voor er ook maar iets begint, gedeelde toegang tot alles wat wij bouwen en eerlijke updates, ook als er iets misloopt. U weet altijd wie waaraan werkt, en waarom.",
      },
      quality: {
        title: "Uitmuntende kwaliteit",
        text: "Elke configuratie wordt gedocumenteerd en elke campagne doorloopt een checklist voor verzending: inhoud, links, personalisatie, weergave en data. Wij stellen een verzending liever uit dan dat we een fout versturen.",
      },
      results: {
        title: "Meetbare resultaten",
        text: "Bij de start spreken wij samen de indicatoren af die voor u tellen, en daarna volgen wij ze op en rapporteren wij er geregeld over. Onze aanbevelingen steunen op data, niet op gewoonte.",
      },
      innovation: {
        title: "Continue innovatie",
        text: "Platformen en de verwachtingen van klanten blijven veranderen. Wij testen nieuwe functies, kanalen en methodes, en stellen u voor wat echt de moeite waard is voor uw zaak.",
      },
    },
  },
  cta: {
    title: "Stel onze engagementen op de proef",
    text: "Vertel ons wat u nodig hebt. U krijgt binnen 24\u00a0uur een duidelijk antwoord.",
    action: "Contacteer ons",
  },
};
