/** The lead desk's words in Dutch: a delivery's channel and its error as an operator reads them. */
import type { NotificationChannel } from "~/storage/requests/lead-status";
import type { DeliveriesPart, DeliveryWords } from "../en/deliveries";

const deliveryProblems: DeliveryWords = {
  webhookRemoved:
    "De koppeling met uw CRM (webhook) is niet meer ingesteld op de server, dus werd deze aanvraag niet naar het CRM verstuurd.",
  noMail: "E-mail is niet ingesteld op de server, dus werd deze e-mail niet verstuurd.",
  crmRefused: (status: string) =>
    `Uw CRM weigerde de aanvraag (het antwoordde ${status}). Controleer de webhookinstellingen van het CRM en probeer dan opnieuw.`,
  crmRedirect: (status: string) =>
    `Uw CRM antwoordde met een doorverwijzing (${status}) in plaats van de aanvraag aan te nemen. Controleer het webhookadres en probeer dan opnieuw.`,
  crmBusy: (status: string) => `Uw CRM kon de aanvraag niet aannemen (het antwoordde ${status}). Er volgt een nieuwe poging.`,
  crmSlow: "Uw CRM antwoordde niet op tijd.",
  crmUnreachable: "Uw CRM was niet bereikbaar.",
  mailRefused: (code: string) =>
    `De mailserver weigerde deze e-mail (code ${code}): het adres bestaat misschien niet, of de afzender is niet toegelaten.`,
  mailUnreachable: "De mailserver was niet bereikbaar.",
  replyErased: "Het antwoord werd gewist voor het verstuurd werd.",
  mailOther: "De e-mail kon niet worden verstuurd.",
  crmOther: "De aanvraag kon niet naar uw CRM worden verstuurd.",
};

const channels: Record<NotificationChannel, string> = {
  mail: "melding aan het bureau",
  webhook: "CRM-webhook",
  reply: "antwoord aan de contactpersoon",
  assignment: "melding van toewijzing",
  reminder: "herinnering",
  answer: "melding van het antwoord van de contactpersoon",
  receipt: "ontvangstbevestiging",
};

export const deliveriesPart: DeliveriesPart = { deliveryProblems, channels };
