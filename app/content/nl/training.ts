import type { Copy } from "~/content/types";
import type { training as en } from "~/content/en/training";
import { site } from "~/site";

export const training: Copy<typeof en> = {
  meta: {
    title: `Opleidingen in CRM en marketing automation | ${site.brand}`,
    description:
      "Praktijkgerichte opleidingen op uw eigen CRM: basis, geavanceerde automatisering, analyse van prestaties en workshops op maat voor uw marketingteam.",
  },
  hero: {
    badge: "Opleidingen",
    title: "Opleidingen waarna uw team het platform zelf beheert",
    lead: "Praktijkgerichte programma’s, opgebouwd rond uw eigen CRM, uw data en uw campagnes. Uw marketeers leren door samen met ons echt werk af te leveren, niet door naar slides te kijken.",
    contact: "Plan een opleiding",
    packages: "Bekijk onze pakketten",
  },
  programmes: {
    title: "Vier programma’s, één doel: zelfstandigheid",
    intro:
      "Vertrek van waar uw team vandaag staat. Elk programma kan apart gevolgd worden of gecombineerd tot een leertraject van enkele weken.",
    audienceLabel: "Voor",
    topicsLabel: "Wat u leert",
    items: [
      {
        key: "fundamentals",
        level: "Beginner",
        title: "De basis van CRM en automatisering",
        audience: "marketeers die het platform of marketing automation nog moeten leren kennen.",
        description:
          "Een stevige basis om vanaf de eerste dag zelfstandig te werken: hoe uw data georganiseerd is, hoe u een verzorgde campagne bouwt en hoe u de resultaten ervan leest.",
        topics: [
          "Contacten, lijsten, velden en hoe uw datamodel in elkaar zit",
          "Een e\u2011mailcampagne bouwen, bekijken en testen",
          "Toestemming, uitschrijvingen en de basis van de AVG voor marketeers",
          "Campagnerapporten lezen en zien wat er beter moet",
        ],
      },
      {
        key: "advanced-automation",
        level: "Gevorderd",
        title: "Geavanceerde automatisering",
        audience: "teams die al campagnes versturen en klantreizen willen die vanzelf lopen.",
        description:
          "Ontwerp klantreizen in meerdere stappen die via e\u2011mail, sms en push reageren op het gedrag van klanten, en houd ze betrouwbaar terwijl ze groeien.",
        topics: [
          "Triggers, wachtstappen, vertakkingen en exitregels",
          "E\u2011mail, sms en push combineren in één klantreis",
          "Herbruikbare sjablonen, naamgevingsafspraken en checklists voor kwaliteitscontrole",
          "Actieve klantreizen opvolgen en fouten afhandelen",
        ],
      },
      {
        key: "analytics",
        level: "Prestaties",
        title: "Analyse en optimalisatie van prestaties",
        audience: "marketingmanagers en analisten die verantwoordelijk zijn voor de resultaten.",
        description:
          "Zet campagnedata om in beslissingen: bepaal de indicatoren die ertoe doen, test op de juiste manier en verbeter elke maand wat u verstuurt.",
        topics: [
          "KPI’s kiezen en een dashboard voor prestaties bouwen",
          "A/B-tests, controlegroepen en significantie lezen",
          "Deliverability: reputatie, bounces en aankomst in de inbox",
          "Cohort- en omzetanalyse van geautomatiseerde klantreizen",
        ],
      },
      {
        key: "workshops",
        level: "Op maat",
        title: "Workshops op maat en teamopleidingen",
        audience: "volledige marketingteams, bij u ter plaatse in België of op afstand.",
        description: "Een programma op maat van uw tools, uw processen en uw doelen, gegeven aan uw team.",
        topics: [
          "Analyse van uw huidige werkwijze vóór de eerste sessie",
          "Oefeningen op uw eigen account of in een veilige testomgeving",
          "Handleidingen en documentatie die uw team houdt",
          "Opvolgsessies om vragen uit de praktijk te beantwoorden",
        ],
      },
    ],
  },
  cta: {
    title: "Laten we het juiste programma voor uw team samenstellen",
    text: "Vertel ons wie een opleiding nodig heeft en op welk platform. Wij antwoorden binnen 24\u00a0uur met een voorstel van programma.",
    action: "Contacteer ons",
  },
};
