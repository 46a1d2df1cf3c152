/**
 * The words of the visitor's receipt that the contact form's copy does not already hold (the
 * promise, the next step, the reference and the booking link are the confirmation's own words,
 * app/contact/copy). Plain text: French puts a no-break space before its colons.
 */
import type { Locale } from "~/i18n/locale";

export interface ReceiptWords {
  greeting: (firstName: string) => string;
  received: string;
  yourMessage: string;
  automatic: string;
}

export const receiptWords: Record<Locale, ReceiptWords> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    received: "We have received your request.",
    yourMessage: "Your message:",
    automatic: "This is an automatic confirmation of your request. You can reply to this email: your reply reaches us.",
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    received: "Nous avons bien reçu votre demande.",
    yourMessage: "Votre message\u00a0:",
    automatic: "Cet e\u2011mail confirme automatiquement votre demande. Vous pouvez y répondre\u00a0: votre réponse nous parvient.",
  },
  nl: {
    greeting: (name) => `Beste ${name},`,
    received: "Wij hebben uw aanvraag goed ontvangen.",
    yourMessage: "Uw bericht:",
    automatic:
      "Dit is een automatische bevestiging van uw aanvraag. U kunt op deze e\u2011mail antwoorden: uw antwoord komt bij ons terecht.",
  },
};
