import type { Copy } from "~/content/types";
import type { contact as en } from "~/content/en/contact";
import { site } from "~/site";

export const contact: Copy<typeof en> = {
  meta: {
    title: `Contact: spreek met een expert in CRM en automatisering | ${site.brand}`,
    description:
      "Contacteer ons Belgische team voor CRM en marketing automation per e\u2011mail, telefoon of LinkedIn, of stuur een bericht. Wij antwoorden binnen 24\u00a0uur.",
  },
  hero: {
    badge: "Contact",
    title: "Laten we praten over uw marketing\u00adsystemen",
    lead: "Vertel ons waar u staat en wat u wilt bereiken. Wij antwoorden binnen 24\u00a0uur met concrete volgende stappen, geen verkooppraatje.",
    toForm: "Schrijf ons",
  },
  details: {
    title: "Neem rechtstreeks contact op",
    email: "E\u2011mail",
    phone: "Telefoon",
    linkedin: "LinkedIn",
    linkedinText: "Volg ons op LinkedIn",
    languages: "Werktalen",
  },
  notes: {
    quick: {
      title: "Snel antwoord",
      text: "Elke aanvraag krijgt binnen 24\u00a0uur een persoonlijk antwoord.",
    },
    personal: {
      title: "Aanpak op maat",
      text: "Wij vertrekken van uw platform, uw data en uw team, en stellen alleen voor wat u nodig hebt.",
    },
  },
  form: {
    title: "Stuur ons een bericht",
  },
  privacy: {
    title: "Uw gegevens blijven bij ons",
    text: "De gegevens die u ons stuurt, worden veilig bewaard en nooit met derden gedeeld. Alleen onze verwerkers (hosting, e\u2011mail) verwerken ze, in onze opdracht. Wij gebruiken ze alleen om uw aanvraag te beantwoorden.",
    link: "Lees onze privacyverklaring",
    processors: "Wie ze voor ons verwerkt:",
  },
};
