import { site } from "~/site";

export const training = {
  meta: {
    title: `Training: CRM and marketing automation programmes | ${site.brand}`,
    description:
      "Hands-on training on your own CRM and automation platform: fundamentals, advanced automation, analytics and custom workshops for your marketing team.",
  },
  hero: {
    badge: "Training",
    title: "Training that leaves your team running the platform on its own",
    lead: "Hands-on programmes built on your own CRM, your data and your campaigns. Your marketers learn by shipping real work with us, not by watching slides.",
    contact: "Plan a training session",
    packages: "See our packages",
  },
  programmes: {
    title: "Four programmes, one goal: autonomy",
    intro: "Start where your team stands today. Each programme can be taken on its own or combined into a learning path over a few weeks.",
    audienceLabel: "For",
    topicsLabel: "What you will learn",
    items: [
      {
        key: "fundamentals",
        level: "Beginner",
        title: "CRM and automation fundamentals",
        audience: "marketers new to the platform or to marketing automation.",
        description:
          "A solid base to work autonomously from day one: how your data is organised, how to build a clean campaign and how to read its results.",
        topics: [
          "Contacts, lists, fields and how your data model fits together",
          "Building, previewing and testing an email campaign",
          "Consent, unsubscribes and GDPR basics for marketers",
          "Reading campaign reports and spotting what to fix",
        ],
      },
      {
        key: "advanced-automation",
        level: "Advanced",
        title: "Advanced automation",
        audience: "teams that already send campaigns and want journeys that run on their own.",
        description:
          "Design multi-step journeys that react to customer behaviour across email, SMS and push, and keep them reliable as they grow.",
        topics: [
          "Triggers, wait steps, branches and exit rules",
          "Orchestrating email, SMS and push in a single journey",
          "Reusable templates, naming conventions and QA checklists",
          "Monitoring live journeys and handling errors",
        ],
      },
      {
        key: "analytics",
        level: "Performance",
        title: "Analytics and performance optimisation",
        audience: "marketing managers and analysts accountable for results.",
        description:
          "Turn campaign data into decisions: define the metrics that matter, test properly and improve what you send every month.",
        topics: [
          "Choosing KPIs and building a performance dashboard",
          "A/B tests, holdout groups and reading significance",
          "Deliverability: reputation, bounces and inbox placement",
          "Cohort and revenue analysis of automated journeys",
        ],
      },
      {
        key: "workshops",
        level: "Tailored",
        title: "Custom workshops and team training",
        audience: "whole marketing teams, on site in Belgium or remote.",
        description: "A programme shaped around your stack, your processes and your objectives, delivered to your team.",
        topics: [
          "Review of your current practices before the first session",
          "Exercises on your own account or a safe sandbox",
          "Playbooks and documentation your team keeps",
          "Follow-up sessions to answer questions from real work",
        ],
      },
    ],
  },
  cta: {
    title: "Let's build the right programme for your team",
    text: "Tell us who needs training and on which platform. We reply within 24\u00a0hours with a proposed outline.",
    action: "Contact us",
  },
} as const;
