import type { Copy } from "~/content/types";
import type { home as en } from "~/content/en/home";
import { site } from "~/site";
import { languageList } from "~/i18n/working-languages";

export const home: Copy<typeof en> = {
  meta: {
    title: `${site.brand} | Bureau voor CRM en marketing automation in België`,
    description:
      "Klein, gespecialiseerd Belgisch bureau dat uw marketingsystemen voor e\u2011mail, sms en push ontwerpt, beheert en laat groeien. Pragmatisch, hands-on en meetbaar.",
  },
  hero: {
    badge: "CRM en marketing automation · België",
    title: "Marketing\u00adsystemen die in de praktijk doen wat ze beloven",
    subtitle:
      "Wij ontwerpen, beheren en schalen de e\u2011mail-, sms- en pushmachine achter uw marketingteam: een CRM dat goed is ingericht, campagnes die op tijd vertrekken en automatiseringen die blijven opbrengen.",
    cta: "Aan de slag",
    secondary: "Bekijk ons werk",
  },
  about: {
    title: "Over ons",
    text: "Wij zijn een klein, gespecialiseerd bureau met thuisbasis in België, opgericht door CRM-specialisten die jarenlang binnen marketingteams hebben gewerkt. Geen lagen accountmanagers en geen presentaties om de presentaties: wie u spreekt, is wie uw platform configureert, uw klantreizen bouwt en herstelt wat hapert.",
    link: "Meer over ons",
  },
  services: {
    title: "Drie diensten, één samenhangend systeem",
    intro: "Begin waar u ons het meest nodig hebt. Elke dienst staat op zichzelf en sluit naadloos aan op de volgende.",
    outcomeHeading: "Resultaat",
    linkPrefix: "Ontdek",
    items: {
      labs: {
        title: "Labs",
        subtitle: "Systeemontwerp en inrichting",
        description:
          "Audit van uw platform, implementatie en configuratie, en de datastructuur en segmentatielogica waarop uw campagnes zullen steunen.",
        outcomeLabel: "Een fundament waarop u kunt bouwen",
        outcomeText: "Betrouwbare, opgeschoonde data, gedocumenteerde regels en een platform dat is ingericht zoals uw team echt werkt.",
      },
      pulse: {
        title: "Pulse",
        subtitle: "Automatisering en campagnebeheer",
        description:
          "Klantreizen ontworpen en gestandaardiseerd, campagnes opgezet voor e\u2011mail, sms en push, en daarna getest, gecontroleerd en geoptimaliseerd.",
        outcomeLabel: "Elke week campagnes die vertrekken",
        outcomeText: "Een voorspelbaar productieritme met minder fouten, en klantreizen die ook na de lancering blijven converteren.",
      },
      ops: {
        title: "Ops",
        subtitle: "Opschalen en continu verbeteren",
        description:
          "Procesautomatisering, dashboards en rapportering over prestaties, en opleiding en ondersteuning zodat uw eigen team mee groeit met het systeem.",
        outcomeLabel: "Een systeem dat zichzelf verbetert",
        outcomeText: "Minder handwerk, elke maand heldere cijfers en een team dat er zelf meer van kan beheren.",
      },
    },
  },
  why: {
    title: "Waarom marketingteams met ons werken",
    intro: "Wij zijn bewust klein. Zo blijven we dicht bij het werk en verantwoordelijk voor het resultaat.",
    points: {
      execution: {
        title: "Uitvoering eerst",
        text: "Wij leveren werkende configuraties, actieve klantreizen en verzonden campagnes, geen aanbevelingen die in een lade belanden.",
      },
      modular: {
        title: "Modulair opgevat",
        text: "Labs, Pulse of Ops, apart of samen. U betaalt voor wat u nodig hebt, wanneer u het nodig hebt.",
      },
      senior: {
        title: "Ervaren specialisten aan uw zijde",
        text: `Ervaren CRM-specialisten doen het werk zelf, in het ${languageList("nl", { joiner: "or" })}, vanuit België.`,
      },
    },
    link: "Waarom voor ons kiezen",
  },
  /** The row of platforms (app/content/proof.ts), shown once the agency lists them. */
  platforms: { title: "Platformen waarmee wij werken" },
  /** Client quotes (the desk's quotes collection), shown once the agency publishes one. */
  quotes: { title: "In de woorden van onze klanten", caseLink: "Casestudy" },
  cta: {
    title: "Laten we samen naar uw marketingsysteem kijken",
    text: "Vertel ons hoe de zaken er vandaag voor staan. Wij antwoorden binnen 24\u00a0uur met een eerste blik op wat er hersteld, gebouwd of opgeschaald moet worden.",
    action: "Contacteer ons",
  },
  organization: {
    description:
      "Klein, gespecialiseerd Belgisch bureau dat systemen voor direct marketing (e\u2011mail, sms en push) ontwerpt, beheert en laat groeien voor marketingteams.",
    areaServed: "België",
  },
};
