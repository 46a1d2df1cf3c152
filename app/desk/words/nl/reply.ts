/** The lead desk's words in Dutch (Belgian Dutch, « u »): replying, the reply templates, assigning and the undelivered banner. */
import type { ReplyPart } from "../en/reply";
import { aanvragen } from "./aanvragen";

export const replyPart: ReplyPart = {
  replyDesk: {
    title: "Antwoorden",
    to: (email: string) => `Aan: ${email}`,
    template: "Sjabloon",
    noTemplate: "Geen sjabloon",
    useTemplate: "Sjabloon gebruiken",
    subject: "Onderwerp",
    body: "Uw antwoord",
    send: "Antwoord versturen",
    sent: "Antwoord verstuurd: het staat in de wachtrij voor verzending, en de aanvraag is gemarkeerd als beantwoord.",
    mailApp: "Antwoorden vanuit uw e-mailprogramma",
    didYouReply: "Hebt u geantwoord vanuit uw e-mailprogramma?",
    markReplied: "Geantwoord? Markeren als beantwoord",
    replies: "Antwoorden verstuurd vanuit de desk",
    thread: "Gesprek",
    attachments: "Bijlagen (in de mailbox van het bureau)",
    size: (bytes: number) =>
      bytes < 1024
        ? `${bytes} bytes`
        : bytes < 1024 * 1024
          ? `${Math.round(bytes / 1024)} kB`
          : `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`,
    by: (operator: string, at: string) => `${operator}, ${at}`,
    delivery: { pending: "wacht op verzending", sent: "verstuurd", failed: "niet verstuurd" },
    invalid: "Vul een onderwerp in (hoogstens 200 tekens) en een antwoord.",
    manage: "Sjablonen beheren",
  },
  templates: {
    title: "Antwoordsjablonen",
    intro:
      "Opgeslagen teksten voor antwoorden, per taal van de aanvraag. Het antwoordformulier zet de aanspreking, uw naam en het bericht van de aanvraag rond de tekst van het sjabloon.",
    language: "Taal van de aanvraag",
    name: "Naam",
    body: "Tekst",
    create: "Nieuw sjabloon",
    save: "Sjabloon opslaan",
    edit: "Bewerken",
    editTitle: (name: string) => `Het sjabloon “${name}” bewerken`,
    delete: "Verwijderen",
    deleteConfirm: (name: string) => `Het sjabloon “${name}” verwijderen?`,
    none: "Nog geen sjablonen in deze taal.",
    created: "Sjabloon opgeslagen.",
    saved: "Sjabloon opgeslagen.",
    deleted: "Sjabloon verwijderd.",
    invalid: "Geef het sjabloon een naam (hoogstens 100 tekens) en een tekst.",
    back: "Terug naar de sjablonen",
    notFound: "Dit sjabloon bestaat niet.",
  },
  assign: {
    label: "Toewijzen aan",
    nobody: "Niemand",
    button: "Toewijzen",
    owner: "Verantwoordelijke",
    assigned: (name: string) => `Toegewezen aan ${name}.`,
    unassigned: "Niemand is nu verantwoordelijk voor deze aanvraag.",
    mine: "Mijn aanvragen",
  },
  undelivered: {
    banner: (n: number) => `${aanvragen(n)} ${n === 1 ? "bereikte" : "bereikten"} uw mailbox of CRM niet`,
    retryAll: "Alles opnieuw proberen",
    retried: (n: number) => `${n === 1 ? "1 verzending" : `${n} verzendingen`} opnieuw in de wachtrij gezet.`,
  },
};
