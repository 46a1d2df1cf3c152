import type { Copy } from "~/content/types";
import type { sitemap as en } from "~/content/en/sitemap";
import { site } from "~/site";

export const sitemap: Copy<typeof en> = {
  meta: {
    title: `Sitemap: alle pagina’s in het Nederlands, Frans en Engels | ${site.brand}`,
    description:
      "Alle pagina’s van de website op één plek: diensten, projecten, opleidingen, pakketten, contact en juridische informatie, in het Nederlands, Frans en Engels.",
  },
  hero: {
    badge: "Sitemap",
    title: "Sitemap",
    lead: "Alle pagina’s van de website, in het Engels, het Frans en het Nederlands.",
  },
  lists: {
    en: "Pagina’s in het Engels",
    fr: "Pagina’s in het Frans",
    nl: "Pagina’s in het Nederlands",
    pathLabel: "Adres",
  },
  names: {
    home: "Startpagina",
    labs: "Labs: systeemontwerp",
    pulse: "Pulse: campagnebeheer",
    ops: "Ops: opschalen",
    why: "Waarom voor ons kiezen",
    about: "Over ons",
    training: "Opleidingen",
    commitments: "Engagementen",
    packages: "Pakketten",
    projects: "Projecten",
    contact: "Contact",
    sitemap: "Sitemap",
    legalNotice: "Juridische informatie",
  },
};
