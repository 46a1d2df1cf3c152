/**
 * The words the pipeline and the desk share, defined once: where a lead stands for the agency
 * ('spam' is what the form's traps caught, never notified until released) and the channels a
 * request is delivered through.
 */
export const LEAD_STATUSES = ["new", "replied", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const NOTIFICATION_CHANNELS = ["mail", "webhook"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The channels in use: the webhook only when one is configured. */
export function activeChannels(webhook: boolean): NotificationChannel[] {
  return webhook ? [...NOTIFICATION_CHANNELS] : ["mail"];
}
