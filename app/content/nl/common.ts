import type { Copy } from "~/content/types";
import type { common as en } from "~/content/en/common";
import { site } from "~/site";

export const common: Copy<typeof en> = {
  skipLink: "Naar de inhoud",
  homeLink: `${site.brand}, startpagina`,
  /** The link to the agency's scheduling page (BOOKING_URL), shown only when it is set. */
  booking: "Plan een gesprek van 30 minuten",
  nav: {
    label: "Hoofdmenu",
    items: {
      labs: "Labs",
      pulse: "Pulse",
      ops: "Ops",
      why: "Waarom wij",
      projects: "Projecten",
      training: "Opleidingen",
      commitments: "Engagementen",
      packages: "Pakketten",
    },
    contact: "Contact",
    openMenu: "Menu openen",
    closeMenu: "Menu sluiten",
    menu: "Menu",
  },
  services: {
    label: "Diensten",
    items: {
      labs: "Inrichting van uw CRM",
      pulse: "Uw campagnes, door ons beheerd",
      ops: "Opschalen en opleiding",
    },
  },
  /** The name of the group of links to the other languages (their names are in app/i18n/locale.ts). */
  language: { label: "Taal" },
  footer: {
    tagline: "Systemen voor CRM en marketing automation, ontworpen, beheerd en uitgebouwd vanuit België.",
    contactTitle: "Contact",
    email: "E\u2011mail",
    phone: "Telefoon",
    linkedin: "LinkedIn",
    navigationTitle: "Navigatie",
    navigation: {
      about: "Over ons",
      projects: "Projecten",
      why: "Waarom wij",
      contact: "Contact",
    },
    legalTitle: "Juridisch",
    legal: {
      sitemap: "Sitemap",
      legalNotice: "Juridische informatie",
    },
    accessibility: "Toegankelijkheid",
    rights: "Alle rechten voorbehouden.",
  },
  badRequest: {
    title: "Ongeldige aanvraag",
    text: "De server kon deze aanvraag of het adres ervan niet begrijpen. Controleer het adres, of begin opnieuw vanaf de startpagina.",
    home: "Terug naar de startpagina",
    metaTitle: `Ongeldige aanvraag | ${site.brand}`,
  },
  notFound: {
    sections: "Of ga naar een van onze pagina’s",
    title: "Oeps! Pagina niet gevonden",
    home: "Terug naar de startpagina",
    metaTitle: `Pagina niet gevonden | ${site.brand}`,
    metaDescription: "De pagina die u zoekt, bestaat niet of is verplaatst.",
  },
  error: {
    title: "Onverwachte fout in de toepassing!",
  },
};
