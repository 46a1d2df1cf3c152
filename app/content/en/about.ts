import { site } from "~/site";

export const about = {
  meta: {
    title: `About us | ${site.brand}`,
    description:
      "Our story, vision, values and approach: a Belgian micro-agency of CRM practitioners building marketing systems that last.",
  },
  hero: {
    badge: "About us",
    title: "CRM practitioners, not slide makers",
    lead: `${site.brand} was founded to give marketing teams what they were missing: specialists who design the system, run it, and stay until it works.`,
  },
  story: {
    title: "Our story",
    paragraphs: [
      "We spent years on the client side and in larger agencies, watching the same pattern repeat: an ambitious CRM project, a platform bought at great cost, and months later a team still exporting spreadsheets by hand.",
      `In ${site.foundingYear} we started ${site.brand} in Belgium to break that pattern. Our idea is simple: bring the people who design a marketing system and the people who operate it into one small team, and measure everyone on what actually reaches customers.`,
    ],
  },
  whoWeAre: {
    title: "Who we are",
    paragraphs: [
      "A micro-agency of CRM and marketing-automation specialists, working for clients in Belgium and beyond.",
      "We are platform-agnostic and pragmatic: we work with the tools you already have whenever they can do the job, and we recommend a change only when the gain is clear.",
      "We are execution-driven. You will see working configurations, live journeys and shipped campaigns early, not a long list of recommendations.",
    ],
  },
  pillars: {
    title: "What guides us",
    items: {
      vision: {
        title: "Our vision",
        text: "Every marketing team, whatever its size, deserves a CRM system that is reliable, understood and genuinely useful to its customers.",
      },
      values: {
        title: "Our values",
        text: "Transparency in what we do and what it costs, care for quality in every send, and honest advice, even when it means doing less.",
      },
      team: {
        title: "Our team",
        text: "Senior specialists in CRM, data and automation who have worked both in agencies and inside marketing teams. No juniors learning on your account.",
      },
      approach: {
        title: "Our approach",
        text: "Audit, build, run, improve. Short cycles, visible deliverables and documentation your team can keep using after we step back.",
      },
      mission: {
        title: "Our mission",
        text: "Design, operate and scale outbound marketing systems, across email, SMS and push, that deliver measurable results for the teams who rely on them.",
      },
    },
  },
  highlights: {
    title: `${site.brand} at a glance`,
    items: {
      belgium: {
        title: "Based in Belgium",
        text: "Close to our clients, in the same time zone, and at ease with a multilingual market.",
      },
      multilingual: {
        title: "Multilingual as standard",
        text: "We build multilingual campaigns as standard: one set of templates, each customer reached in their own language.",
      },
      agnostic: {
        title: "Platform-agnostic",
        text: "We choose tools for your needs and your team, never for a partnership commission.",
      },
      handsOn: {
        title: "Hands-on, end to end",
        text: "The same team designs your system, runs your campaigns and trains your people.",
      },
    },
  },
  /** The team strip (app/content/proof.ts), shown once the agency lists its people. */
  team: { title: "The team" },
  closing: {
    title: "Let's talk about your marketing system",
    text: "Tell us about your team and your goals, or read the commitments we make to every client.",
    contact: "Contact us",
    commitments: "Our commitments",
  },
} as const;
