import type { Copy } from "~/content/types";
import type { why as en } from "~/content/en/why";
import { site } from "~/site";

export const why: Copy<typeof en> = {
  meta: {
    title: `Waarom voor ons kiezen | ${site.brand}`,
    description:
      "Een modulaire aanpak, bewezen resultaten en een deskundig team: waarom marketingteams hun CRM en automatisering toevertrouwen aan ons kleine Belgische bureau.",
  },
  hero: {
    badge: "Waarom voor ons kiezen",
    title: "Een klein team dat levert als een groot",
    lead: "U wilt een marketingsysteem dat werkt, en mensen die er de verantwoordelijkheid voor nemen. Precies daarvoor hebben wij ons zo georganiseerd.",
    cta: "Aan de slag",
  },
  whoWeAre: {
    title: "Wie wij zijn",
    paragraphs: [
      "Wij zijn een klein bureau met thuisbasis in België, gespecialiseerd in CRM en marketing automation. Ons team heeft programma’s voor direct marketing gebouwd en beheerd voor merken uit de retail, e-commerce, mobiliteit en B2B, via e\u2011mail, sms en push.",
      "Wij blijven bewust klein. Elke klant werkt rechtstreeks met ervaren specialisten die de platformen door en door kennen en het werk zelf doen, van de eerste audit tot de honderdste campagne.",
    ],
  },
  benefits: {
    title: "Wat u wint door met ons te werken",
    intro: "Drie redenen waarom klanten voor ons kiezen, en blijven.",
    items: {
      modular: {
        title: "Modulaire aanpak",
        text: "Labs, Pulse en Ops sluiten op elkaar aan, maar staan ook op zichzelf. Begin met een audit, één klantreis of een maandelijks productievolume, en voeg pas meer toe wanneer het voor u zinvol is.",
      },
      results: {
        title: "Bewezen resultaten",
        text: "Ons werk wordt beoordeeld op wat het oplevert: campagnes die op tijd vertrekken, klantreizen die converteren, uren die uw team uitspaart. Wij spreken de indicatoren vooraf af en rapporteren erover.",
      },
      team: {
        title: "Deskundig team",
        text: "Gecertificeerde CRM-specialisten die zelf de handen uit de mouwen steken en binnen marketingteams hebben gewerkt. Zij begrijpen uw beperkingen en spreken uw taal.",
      },
    },
  },
  cta: {
    title: "Ontdek wat wij voor uw team kunnen doen",
    text: "Een kort gesprek volstaat om te weten of wij bij elkaar passen. Wij antwoorden binnen 24\u00a0uur.",
    action: "Contacteer ons",
  },
};
