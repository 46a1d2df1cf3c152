/**
 * The words the pipeline and the desk share, defined once: where a lead stands for the agency
 * ('spam' is what the form's traps caught, never notified until released; 'other' is a real
 * message that is not a sales lead, closed with its kind) and the channels a request is delivered
 * through.
 */
export const LEAD_STATUSES = ["new", "later", "replied", "won", "lost", "other", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * What a message closed as not a sales lead was (issue 47, status 'other'): a job application, a
 * press question, a supplier's offer, or something else. Out of "To answer", the overdue count, the
 * reminders and the sales figures; still searchable and exported with its kind.
 */
export const NOT_SALES_KINDS = ["job", "press", "supplier", "other"] as const;
export type NotSalesKind = (typeof NOT_SALES_KINDS)[number];

export const isNotSalesKind = (value: string): value is NotSalesKind => (NOT_SALES_KINDS as readonly string[]).includes(value);

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
