import { tagsOf } from "~/content/project-tags";
import { site } from "~/site";

export const projects = {
  meta: {
    title: `Projects: CRM and marketing automation case studies | ${site.brand}`,
    description:
      "Case studies: CRM sync and onboarding automation for a railway's international division, multilingual journeys and personalisation for an online pharmacy.",
  },
  hero: {
    badge: "Projects",
    title: "Case studies: what we built and what changed",
    lead: "Two recent engagements, from CRM integration to multilingual customer journeys. Client names stay confidential; the work speaks for itself.",
  },
  list: {
    title: "Recent projects",
    actionsLabel: "What we did",
    tagsLabel: "Areas covered",
    tagHint: "Focus or hover a tag for its meaning.",
    /** Headings of the proof the agency supplies (app/content/proof.ts); unused while it is empty. */
    results: "Results",
    platforms: "Platforms used",
    quote: "In the client’s words",
  },
  items: [
    {
      key: "railway",
      client: "Transport · International sales",
      title: "International division of a national railway operator",
      description:
        "The division sold cross-border train tickets to travellers and travel partners in several countries, with customer data split across booking systems and a CRM that nobody trusted. We connected the pieces and gave the team a repeatable way to launch campaigns.",
      actions:
        "- Synchronised the CRM with the booking and customer databases\n- Built a library of modular email templates\n- Documented every marketing process end to end\n- Designed a step-by-step campaign-creation workflow\n- Wrote integration sheets for each connected system\n- Automated onboarding journeys for new customers\n- Set up reminders for abandoned bookings",
      tags: "CRM, Automation, Email, B2C, B2B",
    },
    {
      key: "pharmacy",
      client: "Health · E-commerce",
      title: "Online pharmacy serving several languages",
      description:
        "A fast-growing online pharmacy sent the same messages to every customer, translated by hand. We rebuilt its customer journey and made every message dynamic, personalised and available in each customer's language.",
      actions:
        "- Built multilingual dynamic email templates\n- Redesigned the customer journey around 4 marketing phases\n- Set up abandoned-cart reminders\n- Launched mobile push notifications and on-site overlays\n- Personalised the product catalogue dynamically in each message\n- Introduced advanced segmentation on purchase behaviour",
      tags: "Multilingual, Automation, Segmentation, Mobile, Email, B2C",
    },
  ],
  /** A tag's label as written in `items[].tags`, and its tooltip. */
  tags: tagsOf({
    labels: {
      crm: "CRM",
      automation: "Automation",
      segmentation: "Segmentation",
      multilingual: "Multilingual",
      mobile: "Mobile",
      b2c: "B2C",
      b2b: "B2B",
      email: "Email",
    },
    help: {
      crm: "Customer relationship management: one reliable source of customer data.",
      automation: "Messages and processes triggered by customer behaviour, without manual work.",
      segmentation: "Audiences built from data so each customer receives relevant messages.",
      multilingual: "Content delivered in each customer's language from one set of templates.",
      mobile: "Push notifications, SMS and in-app or on-site messages.",
      b2c: "Business to consumer: campaigns aimed at individual customers.",
      b2b: "Business to business: campaigns aimed at companies and partners.",
      email: "Email campaigns and automated email journeys.",
    },
  }),
  cta: {
    title: "Your project could be next",
    text: "Tell us what you want to fix or build. We reply within 24\u00a0hours with a first approach.",
    action: "Start a project",
  },
} as const;

export type { TagId } from "~/content/project-tags";
