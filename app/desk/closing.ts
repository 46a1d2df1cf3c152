/** What "closing" a request is in the desk: the statuses that take it out of "To answer". */
export const closingStatuses = ["replied", "won", "lost", "spam"] as const;
export type ClosingStatus = (typeof closingStatuses)[number];

/** At most this many of a person's other open requests are listed and closed at once (a person rarely has more than three). */
export const closeOthersLimit = 50;

export const closingStatusOf = (status: string): ClosingStatus | null =>
  (closingStatuses as readonly string[]).includes(status) ? (status as ClosingStatus) : null;
