/** The lead desk's words in English: a delivery's channel and its error as an operator reads them. */
import type { NotificationChannel } from "~/storage/requests/lead-status";

export type DeliveryWords = typeof deliveryProblems;

const deliveryProblems = {
  webhookRemoved: "The link to your CRM (webhook) is no longer set up on the server, so this request was not sent to the CRM.",
  noMail: "Mail is not set up on the server, so this mail was not sent.",
  crmRefused: (status: string) => `Your CRM refused the request (it answered ${status}). Check the CRM's webhook settings, then retry.`,
  crmRedirect: (status: string) =>
    `Your CRM answered with a redirect (${status}) instead of taking the request. Check the webhook address, then retry.`,
  crmBusy: (status: string) => `Your CRM was not able to take the request (it answered ${status}). It will be tried again.`,
  crmSlow: "Your CRM did not answer in time.",
  crmUnreachable: "Your CRM could not be reached.",
  mailRefused: (code: string) =>
    `The mail server refused this mail (code ${code}): the address may not exist, or the sender is not allowed.`,
  mailUnreachable: "The mail server could not be reached.",
  replyErased: "The reply was erased before it was sent.",
  mailOther: "The mail could not be sent.",
  crmOther: "The request could not be sent to your CRM.",
};

const channels: Record<NotificationChannel, string> = {
  mail: "notice to the agency",
  webhook: "CRM webhook",
  reply: "reply to the contact",
  assignment: "assignment notice",
  reminder: "reminder",
  answer: "notice of the contact’s answer",
  receipt: "acknowledgement of receipt",
};

export const deliveriesPart = { deliveryProblems, channels };

export type DeliveriesPart = typeof deliveriesPart;
