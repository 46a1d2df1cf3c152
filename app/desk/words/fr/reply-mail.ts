/** The lead desk's words in French: a reply's own words in the lead's language: the greeting, the line over the quoted message, the default templates. */
import type { ReplyMailPart, ReplyMailWords } from "../en/reply-mail";

const replyMail: ReplyMailWords = {
  greeting: (name) => `Bonjour ${name},`,
  wrote: (date, name) => `Le ${date}, ${name} a écrit\u00a0:`,
  dateLocale: "fr-BE",
  book: (url) => `Réserver un appel\u00a0: ${url}`,
  defaults: [
    {
      name: "Merci, parlons-en",
      body: "Merci pour votre message. Nous serions heureux d’en parler avec vous lors d’un court appel. Pourriez-vous nous indiquer deux ou trois moments qui vous conviennent cette semaine ou la suivante\u00a0? Ou choisissez vous-même un moment\u00a0: {booking}\n\nBien cordialement,",
    },
    {
      name: "Quelques précisions",
      body: "Merci pour votre message. Pour que notre réponse vous soit utile, pourriez-vous nous en dire un peu plus\u00a0: quel CRM ou quels outils utilisez-vous aujourd’hui, et que souhaitez-vous améliorer en premier\u00a0?\n\nBien cordialement,",
    },
    {
      name: "Hors de notre champ",
      body: "Merci d’avoir pensé à nous. Cette demande sort de notre champ d’action\u00a0: nous ne sommes pas le bon partenaire pour vous, et nous préférons vous le dire dès maintenant.\n\nBien cordialement,",
    },
  ],
};

export const replyMailPart: ReplyMailPart = { replyMail };
