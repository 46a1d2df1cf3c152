/** The lead desk's words in English: a reply's own words in the lead's language: the greeting, the line over the quoted message, the default templates. */

export interface ReplyMailWords {
  greeting: (firstName: string) => string;
  /** The line over the quoted message: "On <date>, <name> wrote:". */
  wrote: (date: string, firstName: string) => string;
  dateLocale: string;
  /** The agency block's line with the booking link. */
  book: (url: string) => string;
  defaults: readonly { name: string; body: string }[];
}

/** Who signs a reply: the operator's lines, then the agency's. */
export interface Signature {
  operator: { name: string; role: string | null; phone: string | null };
  agency: { name: string; phone: string; site: string; bookingUrl?: string };
}

const replyMail: ReplyMailWords = {
  greeting: (name) => `Hello ${name},`,
  wrote: (date, name) => `On ${date}, ${name} wrote:`,
  dateLocale: "en-GB",
  book: (url) => `Book a call: ${url}`,
  defaults: [
    {
      name: "Thank you: let's talk",
      body: "Thank you for your message. We would be glad to talk it over with you in a short call. Could you give us two or three times that suit you this week or next? Or choose a time yourself: {booking}\n\nKind regards,",
    },
    {
      name: "A few more details",
      body: "Thank you for your message. So that our answer is useful to you, could you tell us a little more: which CRM or tools do you use today, and what would you like to improve first?\n\nKind regards,",
    },
    {
      name: "Not something we do",
      body: "Thank you for thinking of us. This request is outside what we do, so we are not the right partner for it, and we would rather tell you now.\n\nKind regards,",
    },
  ],
};

export const replyMailPart = { replyMail };

export type ReplyMailPart = typeof replyMailPart;
