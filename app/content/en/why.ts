import { site } from "~/site";

export const why = {
  meta: {
    title: `Why choose us | ${site.brand}`,
    description:
      "A modular approach, proven results and an expert team: why marketing teams trust our Belgian micro-agency with their CRM and automation.",
  },
  hero: {
    badge: "Why choose us",
    title: "A small team that delivers like a big one",
    lead: "You want a marketing system that works, and people who take responsibility for it. That is exactly what we are organised to deliver.",
    cta: "Get started",
  },
  whoWeAre: {
    title: "Who we are",
    paragraphs: [
      "We are a micro-agency based in Belgium, specialised in CRM and marketing automation. Our team has built and run outbound programmes for retail, e-commerce, mobility and B2B brands, across email, SMS and push.",
      "We stay deliberately small. Every client works directly with senior specialists who know the platforms inside out and who do the work themselves, from the first audit to the hundredth campaign.",
    ],
  },
  benefits: {
    title: "What you gain by working with us",
    intro: "Three reasons clients choose us, and stay.",
    items: {
      modular: {
        title: "Modular approach",
        text: "Labs, Pulse and Ops fit together but stand on their own. Start with an audit, a single journey or a monthly production slot, and add more only when it makes sense for you.",
      },
      results: {
        title: "Proven results",
        text: "Our work is judged on what it delivers: campaigns that leave on time, journeys that convert, hours saved for your team. We agree on the indicators up front and report on them.",
      },
      team: {
        title: "Expert team",
        text: "Certified, hands-on CRM specialists who have worked inside marketing teams. They understand your constraints and speak your language.",
      },
    },
  },
  cta: {
    title: "See what we can do for your team",
    text: "A short conversation is enough to find out whether we are the right fit. We reply within 24\u00a0hours.",
    action: "Contact us",
  },
} as const;
