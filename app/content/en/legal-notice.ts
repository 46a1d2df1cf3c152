import { site } from "~/site";

export const legalNotice = {
  meta: {
    title: `Legal notice: publisher, hosting and data protection | ${site.brand}`,
    description:
      "Legal notice: the site's publisher and host, how we protect the data sent through the contact form, and why we use no tracking cookies.",
  },
  hero: {
    badge: "Legal",
    title: "Legal notice",
    lead: "Who publishes this site, where it is hosted and how we handle your data.",
  },
  editor: {
    title: "Responsible editor",
    company: "Company",
    address: "Registered office",
    country: "Belgium",
    companyNumber: "Company number",
    director: "Publication director",
    email: "Email",
    phone: "Phone",
  },
  hosting: {
    title: "Hosting",
    text: "This website is hosted by:",
    name: "Host",
    address: "Address",
    website: "Website",
  },
  dataProtection: {
    title: "Data protection",
    paragraphs: [
      "The details you send through the contact form (first name, business email and message) are stored securely and used only to answer your request.",
      "They are never sold, never shared with third parties and never used for advertising.",
      `We keep each request for ${site.retentionDays} days, then delete it automatically, with its notification. To prevent abuse, we also keep a salted hash of the sender's IP address, never the address itself.`,
    ],
    rightsBefore:
      "Under the General Data Protection Regulation (GDPR), you may access, correct or erase your data at any time. To have it erased, simply ask by email at ",
    rightsAfter: ".",
  },
  cookies: {
    title: "Cookies and tracking",
    paragraphs: [
      "This site uses no advertising or tracking cookies.",
      "It loads no third-party tracking tools, analytics scripts, fonts or widgets: every file comes from our own server.",
      "That is why there is no cookie banner: there is nothing to consent to.",
    ],
  },
} as const;
