import type { Copy } from "~/content/types";
import type { ops as en } from "~/content/en/ops";
import { site } from "~/site";
import { tierTitles } from "./package-titles";

export const ops: Copy<typeof en> = {
  meta: {
    title: `Ops: opschalen en continu verbeteren | ${site.brand}`,
    description:
      "Procesautomatisering, dashboards, rapportering en opleiding van uw team: wij helpen uw marketingsysteem groeien en maand na maand beter worden.",
  },
  hero: {
    badge: "Ops · Opschalen",
    title: "Schaal op wat werkt, automatiseer wat zich herhaalt",
    lead: "Zodra het systeem draait, maakt Ops het elke maand beter. Wij automatiseren de manuele stappen rond uw campagnes, bouwen dashboards die mensen echt lezen en leiden uw team op om meer van het werk zelf te doen.",
    cta: "Aan de slag",
    package: `Bekijk het pakket ${tierTitles.enterprise}`,
  },
  outcome: {
    label: "Resultaat",
    title: "Meer output, minder handwerk, heldere cijfers",
    text: "Repetitieve taken verdwijnen, prestaties zijn in één oogopslag zichtbaar en beslissingen steunen op data. Uw eigen team krijgt de vaardigheden en het vertrouwen om het systeem met ons te beheren, of zonder ons.",
  },
  features: {
    title: "Wat Ops omvat",
    intro: "Continue verbetering, gemeten en gedeeld met uw team.",
    items: {
      first: {
        title: "Procesautomatisering en rapportering over prestaties",
        text: "Wij halen repetitief werk uit uw processen en zetten rapportering op die toont wat elk kanaal en elke klantreis oplevert.",
        points: [
          "Automatisering van imports, goedkeuringen en terugkerende verzendingen",
          "Dashboards per kanaal, klantreis en segment",
          "Maandelijkse rapportering met concrete verbeteracties",
        ],
      },
      second: {
        title: "Opleiding en ondersteuning voor interne teams",
        text: "Wij geven door wat wij weten, zodat uw team zelfstandig wordt met de tools en de methodes.",
        points: [
          "Praktijkgerichte opleidingen op uw eigen platform",
          "Handleidingen en documentatie, geschreven voor uw team",
          "Doorlopende ondersteuning wanneer er vragen of incidenten opduiken",
        ],
      },
    },
  },
  cta: {
    title: "Klaar om meer uit uw marketingsysteem te halen?",
    text: "Vertel ons waar uw team vandaag tijd verliest. Wij tonen u wat u eerst kunt automatiseren.",
    action: "Contacteer ons",
  },
};
