import type { PageId } from "~/i18n/pages";
import { site } from "~/site";

export const sitemap = {
  meta: {
    title: `Sitemap: every page in English, French and Dutch | ${site.brand}`,
    description:
      "All pages of the site in one place: services, projects, training, packages, contact and legal information, in English, French and Dutch.",
  },
  hero: {
    badge: "Sitemap",
    title: "Sitemap",
    lead: "Every page of the site, in English, French and Dutch.",
  },
  lists: {
    en: "English pages",
    fr: "French pages",
    nl: "Dutch pages",
    pathLabel: "Path",
  },
  /** Page names in this dictionary's language; the sitemap shows each list in its own language. */
  names: {
    home: "Home",
    labs: "Labs: system design",
    pulse: "Pulse: campaign operations",
    ops: "Ops: scaling",
    why: "Why choose us",
    about: "About",
    training: "Training",
    commitments: "Commitments",
    packages: "Packages",
    projects: "Projects",
    contact: "Contact",
    sitemap: "Sitemap",
    legalNotice: "Legal notice",
  } satisfies Record<PageId, string>,
} as const;
