import { site } from "~/site";
import { tierTitles } from "./package-titles";

export const ops = {
  meta: {
    title: `Ops: scaling and continuous improvement | ${site.brand}`,
    description:
      "Process automation, performance dashboards, reporting and team training: we help your marketing system scale and improve month after month.",
  },
  hero: {
    badge: "Ops · Scaling",
    title: "Scale what works, automate what repeats",
    lead: "Once the system runs, Ops makes it better every month. We automate the manual steps around your campaigns, give you dashboards people actually read, and train your team to take more of the work in-house.",
    cta: "Get started",
    package: `See the ${tierTitles.enterprise} package`,
  },
  outcome: {
    label: "Outcome",
    title: "More output, less manual work, clear numbers",
    text: "Repetitive tasks disappear, performance is visible at a glance and decisions rest on data. Your internal team gains the skills and the confidence to run the system with us, or without us.",
  },
  features: {
    title: "What Ops covers",
    intro: "Continuous improvement, measured and shared with your team.",
    items: {
      first: {
        title: "Process automation and performance reporting",
        text: "We remove repetitive work from your workflows and set up reporting that shows what each channel and journey delivers.",
        points: [
          "Automation of imports, approvals and recurring sends",
          "Performance dashboards per channel, journey and segment",
          "Monthly reporting with concrete improvement actions",
        ],
      },
      second: {
        title: "Training and support for internal teams",
        text: "We pass on what we know so your team becomes autonomous on the tools and the methods.",
        points: [
          "Hands-on training sessions on your own platform",
          "Playbooks and documentation written for your team",
          "Ongoing support when questions or incidents come up",
        ],
      },
    },
  },
  cta: {
    title: "Ready to get more out of your marketing system?",
    text: "Tell us where your team loses time today. We will show you what to automate first.",
    action: "Contact us",
  },
} as const;
