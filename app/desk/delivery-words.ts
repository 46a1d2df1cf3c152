/**
 * A delivery's error as an operator reads it, in the desk's language: what did not arrive where,
 * and whether trying again can help. The raw error (from SMTP or the CRM) stays on the side, for
 * whoever runs the server.
 */
import type { NotificationChannel } from "~/storage/requests/lead-status";
import { asLocale, type Locale } from "~/i18n/locale";

type Lang = Locale;

const words = {
  en: {
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
  },
  fr: {
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
  },
  nl: {
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
  },
} satisfies Record<Lang, Record<string, string | ((x: string) => string)>>;

export type DeliveryWords = (typeof words)["en"];

/** Each channel in words (copy fixes, round 6: never "answer (sent), mail (sent)"). */
const channelWords: Record<Lang, Record<NotificationChannel, string>> = {
  en: {
    mail: "notice to the agency",
    webhook: "CRM webhook",
    reply: "reply to the contact",
    assignment: "assignment notice",
    reminder: "reminder",
    answer: "notice of the contact’s answer",
    receipt: "acknowledgement of receipt",
  },
  fr: {
    mail: "avis à l’agence",
    webhook: "webhook du CRM",
    reply: "réponse au contact",
    assignment: "avis d’attribution",
    reminder: "rappel",
    answer: "avis de réponse du contact",
    receipt: "accusé de réception",
  },
  nl: {
    mail: "melding aan het bureau",
    webhook: "CRM-webhook",
    reply: "antwoord aan de contactpersoon",
    assignment: "melding van toewijzing",
    reminder: "herinnering",
    answer: "melding van het antwoord van de contactpersoon",
    receipt: "ontvangstbevestiging",
  },
};

/** A delivery's channel as an operator reads it. */
export function channelName(channel: NotificationChannel, language: string): string {
  return channelWords[asLocale(language)][channel] ?? channel;
}

const unreachable =
  /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|ESOCKET|ECONNECTION|Greeting never received|Connection (timeout|closed)/i;

/** The operator's words for a delivery's last error. */
export function deliveryProblem(channel: NotificationChannel, error: string, language: string): string {
  const w = words[asLocale(language)];
  if (/WEBHOOK_URL is not set/.test(error)) return w.webhookRemoved;
  if (/no mail channel is configured/.test(error)) return w.noMail;
  if (channel === "webhook") {
    const answered = /webhook answered (\d{3})/.exec(error);
    if (answered) {
      const status = answered[1]!;
      if (/redirect/.test(error)) return w.crmRedirect(status);
      return status === "408" || status === "429" || status.startsWith("5") ? w.crmBusy(status) : w.crmRefused(status);
    }
    if (/no answer in/.test(error)) return w.crmSlow;
    if (/not reached|cut off/.test(error)) return w.crmUnreachable;
    return w.crmOther;
  }
  if (/erased before it was sent/.test(error)) return w.replyErased;
  const smtp = /\b(5\d\d)\b/.exec(error);
  if (smtp) return w.mailRefused(smtp[1]!);
  if (unreachable.test(error)) return w.mailUnreachable;
  return w.mailOther;
}
