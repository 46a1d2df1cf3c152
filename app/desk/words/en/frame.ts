/** The lead desk's frame in English: the skip link, the navigation, the signature page. Its type is the one French and Dutch follow. */

export const framePart = {
  skipLink: "Skip to content",
  nav: {
    inbox: "Inbox",
    templates: "Templates",
    report: "Report",
    content: "Content",
    audit: "Audit",
    passkeys: "Passkeys",
    sending: "Sending",
    signOut: "Sign out",
    language: "Language of the desk",
  },
  signature: {
    title: "Your signature",
    nav: "Signature",
    intro: (sender: string) =>
      `Under every reply you send from the desk: your name, your role and your phone, then the agency's name, phone and site (and the booking link when one is set). Leads see your first name as the sender: “${sender}”.`,
    name: "Name",
    role: "Role (optional)",
    phone: "Phone (optional)",
    save: "Save signature",
    saved: "Signature saved: your next replies carry it.",
    invalid: "Write your name (at most 100 characters); a role of at most 100 characters and a phone of at most 40, or leave them empty.",
    preview: "How it reads under a reply",
  },
};

export type FramePart = typeof framePart;
