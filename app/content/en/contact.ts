import { site } from "~/site";

export const contact = {
  meta: {
    title: `Contact: talk to a CRM and automation expert | ${site.brand}`,
    description:
      "Contact our Belgian CRM and marketing automation team by email, phone or LinkedIn, or send a message. We reply within 24\u00a0hours.",
  },
  hero: {
    badge: "Contact",
    title: "Let's talk about your marketing systems",
    lead: "Tell us where you stand and what you want to achieve. We reply within 24\u00a0hours with concrete next steps, not a sales pitch.",
    toForm: "Write to us",
  },
  details: {
    title: "Reach us directly",
    email: "Email",
    phone: "Phone",
    linkedin: "LinkedIn",
    linkedinText: "Follow us on LinkedIn",
    /** The label of the agency's working languages (app/site.ts), named after it in the page's language. */
    languages: "Working languages",
  },
  notes: {
    quick: {
      title: "Quick Response",
      text: "Every request gets a personal answer within 24\u00a0hours.",
    },
    personal: {
      title: "Personalized Approach",
      text: "We start from your platform, your data and your team, and propose only what you need.",
    },
  },
  form: {
    title: "Send us a message",
  },
  privacy: {
    title: "Your data stays with us",
    text: "The details you send are stored securely and never shared with third parties. Only our processors (hosting, email) handle them, on our behalf. We use them only to answer your request.",
    link: "Read our privacy notice",
    /** Before the names of the processors the privacy notice lists (app/site.ts), linked to that list. */
    processors: "Who processes it for us:",
  },
} as const;
