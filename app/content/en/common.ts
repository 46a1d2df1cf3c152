import { site } from "~/site";
import type { PageId } from "~/i18n/pages";

/** Text shared by every page: header, footer, 404 and the error screen. */
export const common = {
  skipLink: "Skip to content",
  homeLink: `${site.brand}, home`,
  /** The link to the agency's scheduling page (BOOKING_URL), shown only when it is set. */
  booking: "Book a 30-minute call",
  nav: {
    label: "Main",
    items: {
      labs: "Labs",
      pulse: "Pulse",
      ops: "Ops",
      why: "Why us",
      projects: "Projects",
      training: "Training",
      commitments: "Commitments",
      packages: "Packages",
    } satisfies Partial<Record<PageId, string>>,
    contact: "Contact",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
  },
  /**
   * The three service lines, each with what it is in one line: the header's Services menu, the
   * phone menu and the footer show them from this one table (their names are nav.items').
   */
  services: {
    label: "Services",
    items: {
      labs: "CRM set-up",
      pulse: "Campaigns run for you",
      ops: "Scale and training",
    },
  },
  /** The name of the group of links to the other languages (their names are in app/i18n/locale.ts). */
  language: { label: "Language" },
  footer: {
    tagline: "CRM and marketing-automation systems, designed, run and scaled from Belgium.",
    contactTitle: "Contact",
    email: "Email",
    phone: "Phone",
    linkedin: "LinkedIn",
    navigationTitle: "Navigation",
    navigation: {
      about: "About",
      projects: "Projects",
      why: "Why us",
      contact: "Contact",
    } satisfies Partial<Record<PageId, string>>,
    legalTitle: "Legal",
    legal: {
      sitemap: "Sitemap",
      legalNotice: "Legal notice",
    } satisfies Partial<Record<PageId, string>>,
    accessibility: "Accessibility",
    rights: "All rights reserved.",
  },
  badRequest: {
    title: "Bad request",
    text: "The server could not understand this request or its address. Check the address, or start again from the home page.",
    home: "Return to Home",
    metaTitle: `Bad request | ${site.brand}`,
  },
  notFound: {
    sections: "Or go to one of our pages",
    title: "Oops! Page not found",
    home: "Return to Home",
    metaTitle: `Page not found | ${site.brand}`,
    metaDescription: "The page you are looking for does not exist or has moved.",
  },
  error: {
    title: "Unexpected Application Error!",
  },
} as const;
