/**
 * A delivery's error as an operator reads it, in the desk's language: what did not arrive where,
 * and whether trying again can help. The raw error (from SMTP or the CRM) stays on the side, for
 * whoever runs the server.
 */
import type { NotificationChannel } from "~/storage/requests/lead-status";
import { deskWords } from "./words";

/** A delivery's channel as an operator reads it. */
export function channelName(channel: NotificationChannel, language: string): string {
  return deskWords(language).channels[channel] ?? channel;
}

const unreachable =
  /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|ESOCKET|ECONNECTION|Greeting never received|Connection (timeout|closed)/i;

/** The operator's words for a delivery's last error. */
export function deliveryProblem(channel: NotificationChannel, error: string, language: string): string {
  const w = deskWords(language).deliveryProblems;
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
