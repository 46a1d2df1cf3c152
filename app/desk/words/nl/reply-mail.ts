/** The lead desk's words in Dutch: a reply's own words in the lead's language: the greeting, the line over the quoted message, the default templates. */
import type { ReplyMailPart, ReplyMailWords } from "../en/reply-mail";

const replyMail: ReplyMailWords = {
  greeting: (name) => `Beste ${name},`,
  wrote: (date, name) => `Op ${date} schreef ${name}:`,
  dateLocale: "nl-BE",
  book: (url) => `Plan een gesprek: ${url}`,
  defaults: [
    {
      name: "Bedankt, laten we praten",
      body: "Bedankt voor uw bericht. We bespreken het graag met u in een kort gesprek. Welke twee of drie momenten passen u deze of volgende week? Of kies gerust zelf een moment: {booking}\n\nMet vriendelijke groeten,",
    },
    {
      name: "Enkele vragen",
      body: "Bedankt voor uw bericht. Om u gericht te kunnen antwoorden, hadden we graag iets meer geweten: welk CRM of welke tools gebruikt u vandaag, en wat wilt u eerst verbeteren?\n\nMet vriendelijke groeten,",
    },
    {
      name: "Niet wat wij doen",
      body: "Bedankt dat u aan ons dacht. Deze aanvraag valt buiten wat wij doen: we zijn niet de juiste partner hiervoor, en dat laten we u liever meteen weten.\n\nMet vriendelijke groeten,",
    },
  ],
};

export const replyMailPart: ReplyMailPart = { replyMail };
