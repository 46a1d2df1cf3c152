import { site } from "~/site";
import { languageList } from "~/i18n/working-languages";

export const home = {
  meta: {
    title: `${site.brand} | CRM and marketing automation agency in Belgium`,
    description:
      "A Belgian micro-agency that designs, runs and scales your email, SMS and push marketing systems. Pragmatic, hands-on, measurable.",
  },
  hero: {
    badge: "CRM & marketing automation · Belgium",
    title: "Marketing systems that run as well as they were designed",
    subtitle:
      "We design, operate and scale the email, SMS and push machinery behind your marketing team: a clean CRM setup, campaigns that ship on time and automations that keep paying off.",
    cta: "Get started",
    secondary: "See our work",
  },
  about: {
    title: "About us",
    text: "We are a micro-agency based in Belgium, built by CRM practitioners who have spent years inside marketing teams. No layers of account managers and no slide decks for their own sake: the people you talk to are the people who configure your platform, build your journeys and fix what breaks.",
    link: "Learn more about us",
  },
  services: {
    title: "Three service lines, one continuous system",
    intro: "Start where you need us most. Each line stands on its own and hands over cleanly to the next.",
    outcomeHeading: "Outcome",
    linkPrefix: "Discover",
    items: {
      labs: {
        title: "Labs",
        subtitle: "System design & setup",
        description:
          "Platform audit, implementation and configuration, and the data structure and segmentation logic your campaigns will rely on.",
        outcomeLabel: "A foundation you can trust",
        outcomeText: "Clean data, documented rules and a platform configured for the way your team actually works.",
      },
      pulse: {
        title: "Pulse",
        subtitle: "Automation & campaign operations",
        description:
          "Customer journeys designed and standardised, campaigns set up across email, SMS and push, then tested, checked and optimised.",
        outcomeLabel: "Campaigns that ship, every week",
        outcomeText: "A predictable production rhythm with fewer errors and journeys that keep converting after launch.",
      },
      ops: {
        title: "Ops",
        subtitle: "Scaling & continuous improvement",
        description:
          "Process automation, performance dashboards and reporting, plus training and support so your internal team grows with the system.",
        outcomeLabel: "A system that improves itself",
        outcomeText: "Less manual work, clear numbers every month and a team that can run more of it in-house.",
      },
    },
  },
  why: {
    title: "Why marketing teams work with us",
    intro: "We are small on purpose. That keeps us close to the work and accountable for the result.",
    points: {
      execution: {
        title: "Execution first",
        text: "We deliver working setups, live journeys and shipped campaigns, not recommendations that gather dust.",
      },
      modular: {
        title: "Modular by design",
        text: "Take Labs, Pulse or Ops on their own or together. You pay for what you need, when you need it.",
      },
      senior: {
        title: "Senior hands on your account",
        text: `Experienced CRM specialists do the work themselves, in ${languageList("en", { joiner: "or" })}, from Belgium.`,
      },
    },
    link: "Why choose us",
  },
  /** The row of platforms (app/content/proof.ts), shown once the agency lists them. */
  platforms: { title: "Platforms we work with" },
  /** Client quotes (the desk's quotes collection), shown once the agency publishes one. */
  quotes: { title: "In our clients’ words", caseLink: "Case study" },
  cta: {
    title: "Let's look at your marketing system together",
    text: "Tell us where things stand today. We reply within 24\u00a0hours with a first view on what to fix, build or scale.",
    action: "Contact us",
  },
  organization: {
    description:
      "Belgian micro-agency that designs, operates and scales outbound marketing systems (email, SMS and push) for marketing teams.",
    areaServed: "Belgium",
  },
} as const;
