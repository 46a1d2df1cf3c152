/** Rows queued in the outbox (contact_notifications), inside the transaction that stores what they announce. */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../platform/schema.server";
import type { NotificationChannel } from "../requests/lead-status";

export interface QueuedNotification {
  requestId: string;
  channel: NotificationChannel;
  /** A desk mail's addressee (assignment, reminder, answer); none for the channels that know their own. */
  recipient?: string | null;
  /** The row's id when something shares it (a reply, an answer); else a new one. */
  id?: string;
}

/** One outbox row per notification, pending and due at `at`: each is delivered, retried and failed on its own. */
export async function queueNotifications(trx: Kysely<Database>, rows: readonly QueuedNotification[], at: string): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto("contact_notifications")
    .values(
      rows.map((row) => ({
        id: row.id ?? randomUUID(),
        request_id: row.requestId,
        channel: row.channel,
        recipient: row.recipient ?? null,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: at,
        locked_until: null,
        last_error: null,
        created_at: at,
        sent_at: null,
      })),
    )
    .execute();
}
