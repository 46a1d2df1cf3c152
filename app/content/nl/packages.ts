import type { Copy } from "~/content/types";
import type { packages as en } from "~/content/en/packages";
import { tierTitles } from "./package-titles";
import { site } from "~/site";

export const packages: Copy<typeof en> = {
  meta: {
    title: `Pakketten op offerte: Labs, Pulse en Ops | ${site.brand}`,
    description:
      "Drie pakketten voor CRM en marketing automation, van de inrichting van uw platform tot campagnebeheer en opschalen. Elk pakket op offerte.",
  },
  hero: {
    badge: "Pakketten",
    title: "Drie pakketten, elk met een vaste offerte",
    lead: "Elk team vertrekt van een ander punt. Kies de omvang die bij u past, vertel ons over uw situatie en wij sturen u een duidelijke offerte met een vaste prijs.",
  },
  tiers: {
    title: "Kies uw pakket",
    intro:
      "Elk pakket hoort bij één dienst. U kiest ze apart of combineert ze: begin waar u ons het meest nodig hebt en voeg de rest later toe.",
    popularLabel: "Meest gekozen",
    priceLabel: "Prijs",
    featuresLabel: "Inbegrepen",
    cta: "Kies dit pakket",
    items: [
      {
        key: "starter",
        name: "Opstart",
        title: tierTitles.starter,
        subtitle: "Uw platform op een stevig fundament",
        description:
          "Voor teams die een CRM kiezen of opnieuw opstarten. Wij lichten uw platform door, richten het in en structureren het, zodat uw eerste campagnes op betrouwbare, opgeschoonde data draaien.",
        price: "Op offerte",
        popular: false,
        features: [
          "Audit van uw huidige platform en data",
          "Implementatie en configuratie van uw CRM",
          "Datastructuur en segmentatielogica",
          "Welkomst- en winkelmandflows live",
          "Overdrachtsdocumentatie voor uw team",
          "3 maanden ondersteuning per e\u2011mail",
        ],
      },
      {
        key: "professional",
        name: "Uitvoering",
        title: tierTitles.professional,
        subtitle: "Uw campagnes en klantreizen, samen met ons beheerd",
        description:
          "Voor teams die elke week betrouwbare, gestandaardiseerde campagnes willen. Wij ontwerpen uw klantreizen en beheren uw verzendingen via e\u2011mail, sms en push.",
        price: "Op offerte",
        popular: true,
        features: [
          `Te combineren met ${tierTitles.starter}`,
          "Ontwerp en standaardisatie van klantreizen",
          "Opzet van campagnes voor e\u2011mail, sms en push",
          "Tests, kwaliteitscontrole en optimalisatie van elke verzending",
          "Maandelijkse evaluatie van de prestaties",
          "Ondersteuning met voorrang",
        ],
      },
      {
        key: "enterprise",
        name: "Groei",
        title: tierTitles.enterprise,
        subtitle: "Opschalen en blijven verbeteren",
        description:
          "Voor organisaties met meerdere markten, merken of teams. Wij automatiseren uw processen, meten alles en leiden uw mensen op.",
        price: "Op offerte",
        popular: false,
        features: [
          `Te combineren met ${tierTitles.professional}`,
          "Procesautomatisering over teams en markten heen",
          "Dashboards en rapportering over prestaties",
          "Opleiding en ondersteuning voor interne teams",
          "Driemaandelijkse verbeterroadmap",
          "Toegewijde ondersteuning 24/7: incidenten die uw verzendingen stilleggen, worden op elk uur behandeld, met de reactietijden die in uw offerte staan",
        ],
      },
    ],
  },
  included: {
    title: "In elk pakket",
    items: [
      {
        title: "Eén aanspreekpunt",
        text: "Wie uw project afbakent, voert het ook uit.",
      },
      {
        title: "Uw tools, uw data",
        text: "Wij werken in uw accounts. Alles wat wij bouwen, blijft van u, gedocumenteerd.",
      },
      {
        title: "Een vaste offerte",
        text: "Een schriftelijke omschrijving en prijs vóór we beginnen, zonder verrassingen op de factuur.",
      },
    ],
  },
  cta: {
    title: "Twijfelt u welk pakket past?",
    text: "Beschrijf uw team en uw platform in enkele regels. Wij antwoorden binnen 24\u00a0uur en raden u de juiste omvang aan.",
    action: "Praat met ons",
  },
};
