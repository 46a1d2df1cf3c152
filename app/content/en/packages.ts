import { tierTitles } from "./package-titles";
import { site } from "~/site";

export const packages = {
  meta: {
    title: `Packages: Labs Starter, Pulse Professional, Ops Enterprise | ${site.brand}`,
    description:
      "Three CRM and marketing automation packages, from platform setup to campaign operations and scaling. Every package is priced on quote.",
  },
  hero: {
    badge: "Packages",
    title: "Three packages, each with a fixed quote",
    lead: "Every team starts from a different place. Choose the scope that fits, tell us about your context and we send you a clear, fixed quote.",
  },
  tiers: {
    title: "Choose your package",
    intro:
      "Each package belongs to one service. Take them on their own or combine them: start where you need us most, and add the rest later.",
    popularLabel: "Most popular",
    priceLabel: "Price",
    featuresLabel: "Included",
    cta: "Choose this package",
    items: [
      {
        key: "starter",
        name: "Starter",
        title: tierTitles.starter,
        subtitle: "Your platform on solid foundations",
        description:
          "For teams choosing or restarting a CRM. We audit, set up and structure your platform so your first campaigns run on clean data.",
        price: "On quote",
        popular: false,
        features: [
          "Audit of your current platform and data",
          "Implementation and configuration of your CRM",
          "Data structure and segmentation logic",
          "Welcome and cart reminder automations live",
          "Handover documentation for your team",
          "3 months of email support",
        ],
      },
      {
        key: "professional",
        name: "Professional",
        title: tierTitles.professional,
        subtitle: "Your campaigns and journeys, run with us",
        description:
          "For teams that want reliable, standardised campaigns every week. We design your journeys and operate your sends across email, SMS and push.",
        price: "On quote",
        popular: true,
        features: [
          `Combines with ${tierTitles.starter}`,
          "Customer journey design and standardisation",
          "Campaign setup for email, SMS and push",
          "Testing, QA and optimisation of every send",
          "Monthly performance review",
          "Priority support",
        ],
      },
      {
        key: "enterprise",
        name: "Enterprise",
        title: tierTitles.enterprise,
        subtitle: "Scale and keep improving",
        description:
          "For organisations running several markets, brands or teams. We automate your processes, measure everything and train your people.",
        price: "On quote",
        popular: false,
        features: [
          `Combines with ${tierTitles.professional}`,
          "Process automation across teams and markets",
          "Performance dashboards and reporting",
          "Training and support for internal teams",
          "Quarterly improvement roadmap",
          "Dedicated 24/7 support: incidents that stop your sends are handled at any hour, with the response times set out in your quote",
        ],
      },
    ],
  },
  included: {
    title: "In every package",
    items: [
      {
        title: "One point of contact",
        text: "The person who scopes your project is the person who delivers it.",
      },
      {
        title: "Your tools, your data",
        text: "We work in your accounts. Everything we build stays yours, documented.",
      },
      {
        title: "A fixed quote",
        text: "A written scope and price before we start, with no surprise on the invoice.",
      },
    ],
  },
  cta: {
    title: "Not sure which package fits?",
    text: "Describe your team and your platform in a few lines. We reply within 24\u00a0hours and recommend the right scope.",
    action: "Talk to us",
  },
} as const;
