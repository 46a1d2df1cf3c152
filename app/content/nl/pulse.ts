import type { Copy } from "~/content/types";
import type { pulse as en } from "~/content/en/pulse";
import { site } from "~/site";
import { tierTitles } from "./package-titles";

export const pulse: Copy<typeof en> = {
  meta: {
    title: `Pulse: automatisering en campagnebeheer | ${site.brand}`,
    description:
      "Ontwerp van klantreizen, opzet van e\u2011mail-, sms- en pushcampagnes, tests en kwaliteitscontrole: wij beheren uw campagnes, zodat ze op tijd vertrekken.",
  },
  hero: {
    badge: "Pulse · Campagnebeheer",
    title: "Campagnes en klantreizen die lopen als een uurwerk",
    lead: "Pulse neemt de dagelijkse productie van uw automatiseringen en campagnes over. Wij ontwerpen en standaardiseren uw klantreizen, bouwen uw e\u2011mail-, sms- en pushverzendingen en testen elke verzending voor ze een klant bereikt.",
    cta: "Aan de slag",
    package: `Bekijk het pakket ${tierTitles.professional}`,
  },
  outcome: {
    label: "Resultaat",
    title: "Een betrouwbaar productieritme met minder fouten",
    text: "Campagnes vertrekken volgens planning, klantreizen volgen dezelfde standaarden en elke verzending wordt gecontroleerd op inhoud, links, data en weergave. Uw team focust op strategie in plaats van fouten achterna te lopen.",
  },
  features: {
    title: "Wat Pulse omvat",
    intro: "Van de kaart van de klantreis tot de laatste kwaliteitscontrole voor verzending.",
    items: {
      first: {
        title: "Ontwerp en standaardisatie van klantreizen",
        text: "Wij brengen de momenten in kaart die ertoe doen, van welkom tot terugwinnen, en zetten ze om in automatiseringen op basis van gedeelde regels en sjablonen.",
        points: [
          "Kaarten van klantreizen, gekoppeld aan duidelijke bedrijfsdoelen",
          "Modulaire sjablonen en naamgevingsafspraken",
          "Flows voor onboarding, winkelmandherinneringen en heractivering",
        ],
      },
      second: {
        title: "Opzet, tests en optimalisatie van campagnes",
        text: "Wij bouwen uw campagnes voor e\u2011mail, sms en push, controleren ze grondig en verbeteren ze bij elke verzending.",
        points: [
          "Opzet van campagnes voor e\u2011mail, sms en push",
          "Checklists voor kwaliteitscontrole: inhoud, links, personalisatie, weergave",
          "A/B-tests en optimalisatie op basis van gemeten resultaten",
        ],
      },
    },
  },
  cta: {
    title: "Is uw team meer tijd kwijt aan bouwen dan aan verbeteren?",
    text: "Laat ons de productielast van uw schouders nemen. Wij antwoorden binnen 24\u00a0uur.",
    action: "Contacteer ons",
  },
};
