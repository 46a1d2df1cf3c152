/** The conversation's words in English: the type the other languages follow (a missing word does not compile). */
export const en = {
  /** The inbox row and the lead page: the lead wrote again before any reply. */
  wroteAgain: "Wrote again: no reply sent yet",
  /** Mail to the lead's address failed for good. */
  undeliverable: "Mail to this address cannot be delivered",
  undeliverableWhy: (reason: string) => `Mail to this address cannot be delivered: ${reason}`,
  /** One message of the lead in the conversation. */
  answeredBy: (who: string, at: string) => `${who} answered, ${at}`,
  wroteAgainBy: (who: string, at: string) => `${who} wrote again, ${at} (no reply had been sent)`,
  /** The sender's address was not the lead's (a colleague in the thread, or someone else). */
  notLeadsAddress: "Not the lead's address",
  /** The history's lines of the mailbox. */
  events: {
    "wrote-again": "the lead wrote again (no reply sent yet)",
    "auto-reply": "automatic reply (not an answer)",
    bounce: "mail to the lead could not be delivered",
    delay: "mail to the lead is delayed: the mail server tries again",
  },
  held: {
    nav: "Mailbox",
    title: "Mailbox: messages held for you",
    intro:
      "Messages the desk read in the agency's mailbox but did not attach to a lead: a sender who is not the lead naming its reference, an address with more than one open lead, or a message too large or unreadable. They are still in the mailbox: read them in your mail program. Kept here 30 days.",
    empty: "Nothing held: every message that came in was attached to its lead, or was not for the desk.",
    received: "Received",
    from: "From",
    subject: "Subject",
    why: "Why it is held",
    lead: "Lead",
    unmatched: "Not attached",
    unread: "Not read",
    reasons: {
      stranger: "its subject names the lead's reference, but it was not sent from the lead's address nor in the desk's thread",
      "two-open-leads": "its sender has more than one open lead",
      "never-ended": "its reading never ended (the server stopped on it): it will not be read again",
      "too-slow": "reading it took too long",
      unreadable: "it could not be read",
    },
    size: (kb: number) => `${kb} KB`,
  },
};

export type ConversationWords = typeof en;
