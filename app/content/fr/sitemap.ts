import type { Copy } from "~/content/types";
import type { sitemap as en } from "~/content/en/sitemap";
import { site } from "~/site";

export const sitemap: Copy<typeof en> = {
  meta: {
    title: `Plan du site\u00a0: pages en français, anglais et néerlandais | ${site.brand}`,
    description:
      "Toutes les pages du site au même endroit\u00a0: services, projets, formations, forfaits, contact et informations légales, en français, en anglais et en néerlandais.",
  },
  hero: {
    badge: "Plan du site",
    title: "Plan du site",
    lead: "Toutes les pages du site, en anglais, en français et en néerlandais.",
  },
  lists: {
    en: "Pages en anglais",
    fr: "Pages en français",
    nl: "Pages en néerlandais",
    pathLabel: "Adresse",
  },
  names: {
    home: "Accueil",
    labs: "Labs\u00a0: conception de systèmes",
    pulse: "Pulse\u00a0: opérations de campagne",
    ops: "Ops\u00a0: passage à l’échelle",
    why: "Pourquoi nous choisir",
    about: "À propos",
    training: "Formations",
    commitments: "Engagements",
    packages: "Forfaits",
    projects: "Projets",
    contact: "Contact",
    sitemap: "Plan du site",
    legalNotice: "Mentions légales",
  },
};
