import { site } from "~/site";

export const commitments = {
  meta: {
    title: `Our commitments | ${site.brand}`,
    description:
      "Transparency, quality excellence, measurable results and continuous innovation: the four commitments we make to every client.",
  },
  hero: {
    badge: "Our commitments",
    title: "Four promises we keep on every project",
    lead: "Working with an agency is a matter of trust. Here is what you can hold us to, from the first call to the last report.",
  },
  values: {
    title: "What you can expect from us",
    intro: "These commitments shape how we scope, build, run and report on your marketing system.",
    items: {
      transparency: {
        title: "Transparency",
        text: "Clear quotes before any work starts, shared access to what we build and honest updates, including when something goes wrong. You always know who is working on what, and why.",
      },
      quality: {
        title: "Quality excellence",
        text: "Every configuration is documented and every campaign goes through a QA checklist before it is sent: content, links, personalisation, rendering and data. We would rather delay a send than ship an error.",
      },
      results: {
        title: "Measurable results",
        text: "We agree on the indicators that matter to you at the start, then track and report on them regularly. Our recommendations are backed by data, not by habit.",
      },
      innovation: {
        title: "Continuous innovation",
        text: "Platforms and customer expectations keep moving. We test new features, channels and methods, and bring you the ones that are worth it for your business.",
      },
    },
  },
  cta: {
    title: "Put our commitments to the test",
    text: "Tell us what you need. You will get a clear answer within 24\u00a0hours.",
    action: "Contact us",
  },
} as const;
