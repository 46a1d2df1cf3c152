import type { Copy } from "~/content/types";
import type { projects as en } from "~/content/en/projects";
import { tagsOf } from "~/content/project-tags";
import { site } from "~/site";

export const projects: Copy<typeof en> = {
  meta: {
    title: `Projecten: cases in CRM en marketing automation | ${site.brand}`,
    description:
      "Cases: CRM-synchronisatie en onboardingflows voor de internationale divisie van een spoorbedrijf, meertalige klantreizen voor een onlineapotheek.",
  },
  hero: {
    badge: "Projecten",
    title: "Cases: wat wij bouwden en wat er veranderde",
    lead: "Twee recente opdrachten, van CRM-integratie tot meertalige klantreizen. De namen van onze klanten blijven vertrouwelijk; het werk spreekt voor zich.",
  },
  list: {
    title: "Recente projecten",
    actionsLabel: "Wat wij deden",
    tagsLabel: "Domeinen",
    tagHint: "Tik op een label, of wijs het aan met de muis, om te zien wat het betekent.",
    results: "Resultaten",
    platforms: "Gebruikte platformen",
    quote: "In de woorden van de klant",
  },
  items: [
    {
      key: "railway",
      client: "Transport · Internationale verkoop",
      title: "Internationale divisie van een nationale spoorwegmaatschappij",
      description:
        "De divisie verkocht grensoverschrijdende treinkaartjes aan reizigers en reispartners in verschillende landen, met klantgegevens verspreid over boekingssystemen en een CRM dat niemand vertrouwde. Wij verbonden de stukken en gaven het team een herhaalbare manier om campagnes te lanceren.",
      actions:
        "- Het CRM gesynchroniseerd met de boekings- en klantendatabanken\n- Een bibliotheek van modulaire e\u2011mailsjablonen gebouwd\n- Elk marketingproces van begin tot eind gedocumenteerd\n- Een stapsgewijze workflow voor het aanmaken van campagnes ontworpen\n- Integratiefiches geschreven voor elk gekoppeld systeem\n- Onboardingflows voor nieuwe klanten geautomatiseerd\n- Herinneringen voor afgebroken boekingen opgezet",
      tags: "CRM, Automatisering, E\u2011mail, B2C, B2B",
    },
    {
      key: "pharmacy",
      client: "Gezondheid · E-commerce",
      title: "Meertalige onlineapotheek",
      description:
        "Een snelgroeiende onlineapotheek stuurde alle klanten dezelfde berichten, met de hand vertaald. Wij bouwden haar klantreis opnieuw op en maakten elk bericht dynamisch, gepersonaliseerd en beschikbaar in de taal van elke klant.",
      actions:
        "- Meertalige, dynamische e\u2011mailsjablonen gebouwd\n- De klantreis hertekend rond 4 marketingfasen\n- Herinneringen voor verlaten winkelmandjes opgezet\n- Mobiele pushmeldingen en overlays op de website gelanceerd\n- De productcatalogus in elk bericht dynamisch gepersonaliseerd\n- Geavanceerde segmentatie op koopgedrag ingevoerd",
      tags: "Meertalig, Automatisering, Segmentatie, Mobiel, E\u2011mail, B2C",
    },
  ],
  tags: tagsOf({
    labels: {
      crm: "CRM",
      automation: "Automatisering",
      segmentation: "Segmentatie",
      multilingual: "Meertalig",
      mobile: "Mobiel",
      b2c: "B2C",
      b2b: "B2B",
      email: "E\u2011mail",
    },
    help: {
      crm: "Customer relationship management: één betrouwbare bron van klantgegevens.",
      automation: "Berichten en processen die door het gedrag van klanten in gang gezet worden, zonder handwerk.",
      segmentation: "Doelgroepen opgebouwd uit data, zodat elke klant relevante berichten krijgt.",
      multilingual: "Inhoud in de taal van elke klant, vanuit één set sjablonen.",
      mobile: "Pushmeldingen, sms en berichten in de app of op de website.",
      b2c: "Business to consumer: campagnes gericht op individuele klanten.",
      b2b: "Business to business: campagnes gericht op bedrijven en partners.",
      email: "E\u2011mailcampagnes en geautomatiseerde e\u2011mailreeksen.",
    },
  }),
  cta: {
    title: "Uw project kan het volgende zijn",
    text: "Vertel ons wat u wilt herstellen of bouwen. Wij antwoorden binnen 24\u00a0uur met een eerste aanpak.",
    action: "Start een project",
  },
};
