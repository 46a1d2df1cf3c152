/**
 * The words the pipeline and the desk share, defined once: where a lead stands for the agency
 * ('spam' is what the form's traps caught, never notified until released) and the channels a
 * request is delivered through.
 */
export const LEAD_STATUSES = ["new", "later", "replied", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const NOTIFICATION_CHANNELS = ["mail", "webhook"] as const;
/**
 * The desk's own mails, sent through the same outbox: a reply to the lead, the mail to an operator
 * a lead was assigned to, the reminder about a lead left unanswered, and the mail to a lead's owner
 * when the lead answered.
 */
export const DESK_MAIL_CHANNELS = ["reply", "assignment", "reminder", "answer"] as const;
export type DeskMailChannel = (typeof DESK_MAIL_CHANNELS)[number];
/** The visitor's receipt: a copy of the request with its reference, to the visitor (issue 35). */
export type VisitorMailChannel = "receipt";
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number] | DeskMailChannel | VisitorMailChannel;

/** The channels in use: the webhook only when one is configured. */
export function activeChannels(webhook: boolean): NotificationChannel[] {
  return webhook ? [...NOTIFICATION_CHANNELS] : ["mail"];
}
