import { site } from "~/site";
import { tierTitles } from "./package-titles";

export const labs = {
  meta: {
    title: `Labs: CRM system design and setup | ${site.brand}`,
    description:
      "Platform audit, implementation, configuration, data structure and segmentation logic: we build the CRM foundation your marketing runs on.",
  },
  hero: {
    badge: "Labs · System design",
    title: "Build your CRM on solid ground",
    lead: "Before the first campaign goes out, the system behind it has to be right. Labs audits your marketing platform, configures it properly and gives your data a structure that segmentation can rely on.",
    cta: "Get started",
    package: `See the ${tierTitles.starter} package`,
  },
  outcome: {
    label: "Outcome",
    title: "A clean, documented platform ready to scale",
    text: "Your team knows where every field comes from, every segment means what it says and every integration is written down. New campaigns start from a stable base instead of a workaround.",
  },
  features: {
    title: "What Labs covers",
    intro: "Two workstreams, delivered in short, visible steps.",
    items: {
      first: {
        title: "Platform audit, implementation and configuration",
        text: "We review what you have, decide with you what to keep, and set up the platform so it fits your team and your channels.",
        points: [
          "Audit of your current platform, integrations and sending setup",
          "Implementation or migration plan with clear priorities",
          "Configuration of users, sender identities, consent and templates",
        ],
      },
      second: {
        title: "Data structure and segmentation logic",
        text: "We model the data your campaigns need and turn it into segments that stay correct as your audience grows.",
        points: [
          "Data model for contacts, events and preferences",
          "Synchronisation rules with your CRM, shop or back office",
          "Reusable segments, documented and tested on real data",
        ],
      },
    },
  },
  cta: {
    title: "Starting a new platform or cleaning up an old one?",
    text: "Tell us about your stack and your team. We will suggest a first, concrete step.",
    action: "Contact us",
  },
} as const;
