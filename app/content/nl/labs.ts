import type { Copy } from "~/content/types";
import type { labs as en } from "~/content/en/labs";
import { site } from "~/site";
import { tierTitles } from "./package-titles";

export const labs: Copy<typeof en> = {
  meta: {
    title: `Labs: ontwerp en inrichting van uw CRM | ${site.brand}`,
    description:
      "Audit van uw platform, implementatie, configuratie, datastructuur en segmentatie: wij leggen het CRM-fundament waarop uw marketing draait.",
  },
  hero: {
    badge: "Labs · Systeemontwerp",
    title: "Bouw uw CRM op een stevig fundament",
    lead: "Nog voor de eerste campagne vertrekt, moet het systeem erachter kloppen. Labs licht uw marketingplatform door, configureert het zoals het hoort en geeft uw data een structuur waarop segmentatie kan steunen.",
    cta: "Aan de slag",
    package: `Bekijk het pakket ${tierTitles.starter}`,
  },
  outcome: {
    label: "Resultaat",
    title: "Een proper, gedocumenteerd platform, klaar om te groeien",
    text: "Uw team weet waar elk veld vandaan komt, elk segment betekent wat het zegt en elke koppeling staat op papier. Nieuwe campagnes vertrekken van een stabiele basis in plaats van een noodoplossing.",
  },
  features: {
    title: "Wat Labs omvat",
    intro: "Twee werkpakketten, opgeleverd in korte, zichtbare stappen.",
    items: {
      first: {
        title: "Audit, implementatie en configuratie van uw platform",
        text: "Wij bekijken wat u hebt, beslissen samen met u wat blijft, en richten het platform in zodat het past bij uw team en uw kanalen.",
        points: [
          "Audit van uw huidige platform, koppelingen en verzendinstellingen",
          "Implementatie- of migratieplan met duidelijke prioriteiten",
          "Configuratie van gebruikers, afzenders, toestemmingen en sjablonen",
        ],
      },
      second: {
        title: "Datastructuur en segmentatielogica",
        text: "Wij modelleren de data die uw campagnes nodig hebben en zetten ze om in segmenten die blijven kloppen terwijl uw publiek groeit.",
        points: [
          "Datamodel voor contacten, gebeurtenissen en voorkeuren",
          "Synchronisatieregels met uw CRM, webshop of backoffice",
          "Herbruikbare segmenten, gedocumenteerd en getest op echte data",
        ],
      },
    },
  },
  cta: {
    title: "Start u met een nieuw platform of ruimt u een bestaand op?",
    text: "Vertel ons over uw tools en uw team. Wij stellen een eerste, concrete stap voor.",
    action: "Contacteer ons",
  },
};
