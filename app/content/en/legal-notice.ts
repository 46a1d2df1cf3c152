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
    legalForm: "Legal form",
    address: "Registered office",
    country: "Belgium",
    enterpriseNumber: "Enterprise number (KBO/BCE)",
    /** The register of legal entities, and the words before the court's name (art. 2:20 CSA). */
    register: "Register of legal entities",
    registerAbbreviation: "RPR/RPM",
    vatNumber: "VAT number",
    supervisor: "Supervising authority",
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
    intro:
      "This notice tells you, as Article 13 of the General Data Protection Regulation (GDPR) requires, how we process the personal data you send us through the contact form. Your data is never sold, never shared with third parties for their own use and never used for advertising.",
    controller: {
      title: "Who is responsible",
      text: "The controller of your personal data is:",
    },
    collected: {
      title: "What we collect",
      items: [
        "your first name, business email address and message, as you type them in the contact form;",
        "a hashed form of your IP address, kept to prevent abuse of the form (repeated or automated sending);",
        "where your visit came from, as far as your browser tells us: the campaign named in the link you followed (utm parameters), the name of the site that linked to ours, the page you arrived on, and your answer to 'How did you hear about us?' if you give one.",
      ],
      hash: "We never store your IP address itself. It is hashed with a secret key that is replaced every day, and old keys are deleted: after one day, nobody, including us, can link the hash to an address. The hash is kept with your request and deleted with it.",
    },
    purposes: {
      title: "Why, and on what legal basis",
      items: [
        "To answer your request and, if you ask for it, prepare a proposal: steps taken at your request before a possible contract (GDPR, Article 6(1)(b)).",
        "To keep the form safe from spam and abuse, with the IP hash: our legitimate interest in protecting our service and the people who use it (GDPR, Article 6(1)(f)).",
        "To know which of our pages and campaigns bring requests, with where your visit came from: our legitimate interest in understanding our own marketing (GDPR, Article 6(1)(f)).",
      ],
      noAutomation: "We make no automated decisions and no profiling with your data.",
    },
    retention: {
      title: "How long we keep it",
      text: `We keep each request for ${site.retentionDays} days after it is sent, then delete it automatically, with its IP hash and its notification. If our exchange leads to a contract, the data needed for it is then kept as long as the law requires (for example for accounting).`,
    },
    recipients: {
      title: "Who receives it",
      text: "Only our team reads your request. Two processors handle it on our behalf, under a data processing agreement (GDPR, Article 28), within the European Union:",
      hosting: "Hosting of the site and of the database",
      colon: ": ",
      mail: "Delivery of the notification email to our team",
      noTransfer: "Your data is not transferred outside the European Economic Area.",
    },
    rights: {
      title: "Your rights",
      intro: "You have the right to:",
      items: [
        "access your data and receive a copy of it;",
        "have it rectified if it is inaccurate or incomplete;",
        "have it erased;",
        "restrict its processing;",
        "receive it in a structured, machine-readable format (portability);",
        "object to its processing based on our legitimate interest.",
      ],
      howBefore: "To use any of these rights, write to us at ",
      howAfter: ". We answer within one month, free of charge, and may ask you to confirm your identity before we act on your request.",
    },
    complaint: {
      title: "Your right to complain",
      text: "If you believe we process your data unlawfully, you may lodge a complaint with the Belgian Data Protection Authority:",
      authority: "Data Protection Authority (APD/GBA)",
      address: "Rue de la Presse 35, 1000 Brussels, Belgium",
      url: "https://www.dataprotectionauthority.be",
    },
  },
  accessibility: {
    title: "Accessibility statement",
    paragraphs: [
      `${site.brand} wants this site to be usable by everyone. We aim at the Web Content Accessibility Guidelines (WCAG) 2.2, level AA, in English, French and Dutch.`,
      "Conformance status: partially conformant. Every page is checked automatically at each change, in all three languages and in the light and dark schemes: the axe-core rules for WCAG 2.0, 2.1 and 2.2 levels A and AA, the Nu Html Checker, and browser tests of keyboard use, focus, text contrast, layouts without sideways scrolling from 320 px and 44 px touch targets; Lighthouse's accessibility audit runs on seven key pages. Automated tests find only part of the possible barriers, so we claim conformance only as far as they show it.",
    ],
    limitsTitle: "Known limits",
    limits: [
      "No audit by people using screen readers or other assistive technologies has been made yet.",
      "The project tags' definitions are short tooltips: they open on hover, touch or keyboard focus, and are read as the tag's description.",
    ],
    feedbackTitle: "Feedback",
    feedback: "If something on this site is hard to use for you, tell us at",
    feedbackAfter: ". We reply within 24\u00a0hours and send you the information in a form that works for you.",
    reviewed: "Last reviewed:",
  },
  cookies: {
    title: "Cookies and tracking",
    paragraphs: [
      "This site uses no advertising or tracking cookies.",
      "It loads no third-party tracking tools, analytics scripts, fonts or widgets: every file comes from our own server.",
      "Our server counts page views itself, per day. A page view is a request your browser makes for one of our pages, as it does to show any web page. Each is counted under: the day, the page (for an address that matches no page, that address, unless it looks like an email address), its language, the site that linked to it (its name only), the campaign named in the link (utm_source, utm_medium, utm_campaign) and whether it began a visit. When you press a link to another of our pages, your browser may fetch that page as you press, so that it opens at once: that request is the page view, and it is counted even if you then do not open the page. These daily counts hold nothing about you and are kept no longer than contact requests. Robots are not counted.",
      "To tell one visit of several pages from several visits, and to know where a visit came from when you write to us from a later page, the server computes a visit key from your IP address (for IPv6, only its network part) and your browser's description (its user agent), sealed with a secret key that is replaced every day and deleted within 25 hours. The address and the description themselves are never stored. Under that key it keeps, only while the visit lasts (it ends 30 minutes after your last page), what the visit arrived with: the campaign, the name of the site that linked to ours and the first page; if you send the form, these go with your request. Then the visit is deleted, and once the day's secret key is deleted nothing that is left can be linked to you. Nothing is stored on your device: no cookie, no local storage, no identifier. If you change network during a visit (from Wi-Fi to mobile data, say), the server sees a new visit.",
      "No script on our pages reports your reading to us: none of them sends a request with the page you are on, where you came from or anything else. The one thing a script sends is the contact form, when you send it, with the address of its page and of the page before it (where your visit came from, as listed under Data protection).",
      "That is why there is no cookie banner and we ask for no consent: nothing is stored on your device, and what the server counts comes only from the requests your browser makes to show you our pages.",
    ],
  },
} as const;
