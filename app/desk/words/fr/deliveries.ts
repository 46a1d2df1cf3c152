/** The lead desk's words in French: a delivery's channel and its error as an operator reads them. */
import type { NotificationChannel } from "~/storage/requests/lead-status";
import type { DeliveriesPart, DeliveryWords } from "../en/deliveries";

const deliveryProblems: DeliveryWords = {
  webhookRemoved: "Le lien vers votre CRM (webhook) n’est plus configuré sur le serveur\u00a0: cette demande n’a pas été envoyée au CRM.",
  noMail: "L’envoi d’e-mails n’est pas configuré sur le serveur\u00a0: cet e-mail n’est pas parti.",
  crmRefused: (status: string) =>
    `Votre CRM a refusé la demande (il a répondu ${status}). Vérifiez les réglages du webhook dans le CRM, puis réessayez.`,
  crmRedirect: (status: string) =>
    `Votre CRM a répondu par une redirection (${status}) au lieu de prendre la demande. Vérifiez l’adresse du webhook, puis réessayez.`,
  crmBusy: (status: string) => `Votre CRM n’a pas pu prendre la demande (il a répondu ${status}). Un nouvel essai suivra.`,
  crmSlow: "Votre CRM n’a pas répondu à temps.",
  crmUnreachable: "Votre CRM n’a pas pu être joint.",
  mailRefused: (code: string) =>
    `Le serveur de messagerie a refusé cet e-mail (code ${code})\u00a0: l’adresse n’existe peut-être pas, ou l’expéditeur n’est pas autorisé.`,
  mailUnreachable: "Le serveur de messagerie n’a pas pu être joint.",
  replyErased: "La réponse a été effacée avant son envoi.",
  mailOther: "L’e-mail n’a pas pu être envoyé.",
  crmOther: "La demande n’a pas pu être envoyée à votre CRM.",
};

const channels: Record<NotificationChannel, string> = {
  mail: "avis à l’agence",
  webhook: "webhook du CRM",
  reply: "réponse au contact",
  assignment: "avis d’attribution",
  reminder: "rappel",
  answer: "avis de réponse du contact",
  receipt: "accusé de réception",
};

export const deliveriesPart: DeliveriesPart = { deliveryProblems, channels };
