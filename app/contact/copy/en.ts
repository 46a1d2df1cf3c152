import type { Copy } from "~/content/types";

/** Every text of the contact form. `{count}` in the counter is the message's current length; `{address}` the sender's email. */
export const en = {
  fields: {
    firstName: { label: "First name", placeholder: "Your first name" },
    email: { label: "Business email", placeholder: "Your work email address" },
    message: { label: "Message", placeholder: "Tell us about your project, your tools and your goals." },
  },
  heardFrom: {
    label: "How did you hear about us?",
    optional: "optional",
    choose: "Choose an answer",
    options: {
      search: "A search engine",
      linkedin: "LinkedIn",
      recommendation: "A recommendation",
      event: "An event",
      other: "Other",
    },
  },
  required: "required",
  counter: "{count}/2000 characters",
  submit: "Send message",
  sending: "Sending...",
  privacyLink: "How we handle your data",
  package: { label: "Package", remove: "Remove", removeLabel: "Remove the package {name}" },
  honeypot: "Leave this field empty",
  notificationsLabel: "Notifications",
  legend: "Your contact request",
  errors: {
    firstName: "First name must be between 1 and 100 characters",
    email: "Invalid email address",
    message: "Message must be between 10 and 2000 characters",
  },
  notices: {
    success: { title: "Message sent!", description: "Thank you! We'll reply within 24h" },
    error: { title: "Error", description: "An error occurred. Please try again." },
    throttled: {
      title: "Too many requests",
      description: "You've sent too many messages recently. Please try again later.",
    },
    offline: {
      title: "No connection",
      description:
        "We could not reach our server: you seem to be offline. Your message is kept here; send it again once you are connected.",
    },
  },
  confirmation: {
    next: "What happens next: we read your message and reply by email to the address you gave.",
    replyTo: "We will reply to {address}.",
    reference: "Your reference",
    referenceHint: "Quote it if you call or write to us about this request.",
    /** Shown only when the visitor's receipt was queued (RECEIPT_MAIL, at most one per address a day). */
    receipt: "We have sent you a copy of your request by email, with this reference.",
    another: "Send another message",
    /** The booking link after a send (BOOKING_URL): the same words as the header's (common.booking). */
    booking: "Book a 30-minute call",
  },
} as const;

/** The contact form's texts in one language (each language is its own module, so a contact page ships only its own). */
export type ContactCopy = Copy<typeof en>;
