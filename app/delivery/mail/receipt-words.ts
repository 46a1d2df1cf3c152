/**
 * The words of the visitor's receipt that the contact form's copy does not already hold (the
 * promise, the next step, the reference and the booking link are the confirmation's own words,
 * app/contact/copy). Plain text: French puts a no-break space before its colons.
 */
import type { Locale } from "~/i18n/locale";

export interface ReceiptWords {
  /** With the visitor's name, or neutral (null) when the name given is not repeated (receipt-safety). */
  greeting: (firstName: string | null) => string;
  received: string;
  /**
   * Whether `received` already says when the answer comes: the Dutch receipt says it in one sentence
   * ("…goed ontvangen en antwoorden u binnen 24 uur."); English and French repeat the promise as the
   * specification writes it, on a line of its own.
   */
  promiseSaid: boolean;
  yourMessage: string;
  automatic: string;
  /** The receipt's own hint under the reference, with the agency's phone; null: the confirmation page's words. */
  referenceHint: ((phone: string) => string) | null;
}

export const receiptWords: Record<Locale, ReceiptWords> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    received: "We have received your request.",
    promiseSaid: false,
    yourMessage: "Your message:",
    automatic: "This is an automatic confirmation of your request. You can reply to this email: your reply reaches us.",
    referenceHint: null,
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    received: "Nous avons bien reçu votre demande.",
    promiseSaid: false,
    yourMessage: "Votre message\u00a0:",
    automatic: "Cet e\u2011mail confirme automatiquement votre demande. Vous pouvez y répondre\u00a0: votre réponse nous parvient.",
    referenceHint: null,
  },
  nl: {
    greeting: (name) => (name ? `Beste ${name},` : "Goeiedag,"),
    received: "Wij hebben uw aanvraag goed ontvangen en antwoorden u binnen 24\u00a0uur.",
    promiseSaid: true,
    yourMessage: "Uw bericht:",
    automatic:
      "Dit is een automatische bevestiging van uw aanvraag. U kunt op deze e\u2011mail antwoorden: uw antwoord komt bij ons terecht.",
    referenceHint: (phone) => `Vermeld ze als u ons belt (${phone}) of schrijft.`,
  },
};
