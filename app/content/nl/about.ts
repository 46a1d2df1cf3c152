import type { Copy } from "~/content/types";
import type { about as en } from "~/content/en/about";
import { site } from "~/site";

export const about: Copy<typeof en> = {
  meta: {
    title: `Over ons | ${site.brand}`,
    description:
      "Ons verhaal, onze visie, waarden en aanpak: een klein Belgisch bureau van CRM-specialisten dat marketingsystemen bouwt die blijven werken.",
  },
  hero: {
    badge: "Over ons",
    title: "CRM-vakmensen, geen slidemakers",
    lead: `${site.brand} is opgericht om marketingteams te geven wat ze misten: specialisten die het systeem ontwerpen, het beheren en blijven tot het werkt.`,
  },
  story: {
    title: "Ons verhaal",
    paragraphs: [
      "Wij werkten jarenlang aan klantzijde en bij grotere bureaus, en zagen telkens hetzelfde patroon: een ambitieus CRM-project, een platform dat veel geld heeft gekost, en maanden later een team dat nog altijd spreadsheets met de hand exporteert.",
      `In ${site.foundingYear} richtten wij ${site.brand} op in België om dat patroon te doorbreken. Ons idee is eenvoudig: breng de mensen die een marketingsysteem ontwerpen en de mensen die het beheren samen in één klein team, en beoordeel iedereen op wat de klanten echt bereikt.`,
    ],
  },
  whoWeAre: {
    title: "Wie wij zijn",
    paragraphs: [
      "Een klein, gespecialiseerd bureau voor CRM en marketing automation, dat werkt voor klanten in België en daarbuiten.",
      "Wij zijn onafhankelijk van softwareleveranciers en pragmatisch: wij werken met de tools die u al hebt, zolang ze het werk aankunnen, en raden pas een overstap aan wanneer de winst duidelijk is.",
      "Wij zijn gericht op uitvoering. U ziet snel werkende configuraties, actieve klantreizen en verzonden campagnes, geen lange lijst met aanbevelingen.",
    ],
  },
  pillars: {
    title: "Wat ons drijft",
    items: {
      vision: {
        title: "Onze visie",
        text: "Elk marketingteam, hoe groot of klein ook, verdient een CRM-systeem dat betrouwbaar is, dat iedereen begrijpt en dat zijn klanten echt van dienst is.",
      },
      values: {
        title: "Onze waarden",
        text: "Transparantie over wat wij doen en wat het kost, zorg voor kwaliteit bij elke verzending en eerlijk advies, ook als dat betekent dat wij minder doen.",
      },
      team: {
        title: "Ons team",
        text: "Ervaren specialisten in CRM, data en automatisering, met ervaring bij bureaus en binnen marketingteams. Geen junioren die op uw kosten het vak leren.",
      },
      approach: {
        title: "Onze aanpak",
        text: "Doorlichten, bouwen, beheren, verbeteren. Korte cycli, zichtbare resultaten en documentatie waarmee uw team verder kan, ook als wij er niet meer bij zijn.",
      },
      mission: {
        title: "Onze missie",
        text: "Systemen voor direct marketing via e\u2011mail, sms en push ontwerpen, beheren en opschalen, met meetbare resultaten voor de teams die erop rekenen.",
      },
    },
  },
  highlights: {
    title: `${site.brand} in het kort`,
    items: {
      belgium: {
        title: "Gevestigd in België",
        text: "Dicht bij onze klanten, in dezelfde tijdzone en vertrouwd met een meertalige markt.",
      },
      multilingual: {
        title: "Standaard meertalig",
        text: "Wij bouwen standaard meertalige campagnes: één set sjablonen, elke klant bereikt in zijn eigen taal.",
      },
      agnostic: {
        title: "Onafhankelijk van platformen",
        text: "Wij kiezen tools voor uw noden en uw team, nooit voor een commissie van een partner.",
      },
      handsOn: {
        title: "Hands-on, van begin tot eind",
        text: "Hetzelfde team ontwerpt uw systeem, beheert uw campagnes en leidt uw mensen op.",
      },
    },
  },
  /** The team strip (app/content/proof.ts), shown once the agency lists its people. */
  team: { title: "Het team" },
  closing: {
    title: "Laten we praten over uw marketingsysteem",
    text: "Vertel ons over uw team en uw doelen, of lees de engagementen die wij tegenover elke klant aangaan.",
    contact: "Contacteer ons",
    commitments: "Onze engagementen",
  },
};
