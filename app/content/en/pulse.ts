import { site } from "~/site";
import { tierTitles } from "./package-titles";

export const pulse = {
  meta: {
    title: `Pulse: automation and campaign operations | ${site.brand}`,
    description:
      "Customer journey design, email, SMS and push campaign setup, testing and QA: we run your campaign operations so they ship on time.",
  },
  hero: {
    badge: "Pulse · Campaign operations",
    title: "Campaigns and journeys that run like clockwork",
    lead: "Pulse takes over the day-to-day production of your automations and campaigns. We design and standardise customer journeys, build your email, SMS and push sends, and test every one before it reaches a customer.",
    cta: "Get started",
    package: `See the ${tierTitles.professional} package`,
  },
  outcome: {
    label: "Outcome",
    title: "A reliable production rhythm with fewer errors",
    text: "Campaigns go out on schedule, journeys follow the same standards, and every send is checked on content, links, data and rendering. Your team focuses on strategy instead of chasing mistakes.",
  },
  features: {
    title: "What Pulse covers",
    intro: "From the journey map to the last QA check before sending.",
    items: {
      first: {
        title: "Customer journey design and standardisation",
        text: "We map the moments that matter, from welcome to win-back, and turn them into automations built on shared rules and templates.",
        points: [
          "Journey maps tied to clear business goals",
          "Modular templates and naming conventions",
          "Onboarding, cart reminder and re-engagement flows",
        ],
      },
      second: {
        title: "Campaign setup, testing and optimisation",
        text: "We build your campaigns across email, SMS and push, check them thoroughly and improve them with every send.",
        points: [
          "Campaign setup for email, SMS and push",
          "QA checklists: content, links, personalisation, rendering",
          "A/B tests and optimisation based on measured results",
        ],
      },
    },
  },
  cta: {
    title: "Is your team spending more time building than improving?",
    text: "Let us take the production load off your shoulders. We reply within 24\u00a0hours.",
    action: "Contact us",
  },
} as const;
