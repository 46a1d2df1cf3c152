/** Which lead a message of the mailbox belongs to: the thread it answers, the reference it names, its sender's open leads. */
import { normalizeReference } from "~/storage/requests/reference";
import type { Db } from "../platform/database.server";
import { emailKey } from "../requests/requests-store.server";
import type { AnswerHeaders } from "./answers-store.server";

/** `<id@domain>` as stored in desk_replies.message_id, from a header's token (with or without brackets). */
function bracketed(id: string): string {
  const bare = id.trim().replace(/^<|>$/g, "");
  return `<${bare}>`;
}

/** A reference `NW-DDMM-NNN` in a subject ("Re: Your request to Northwave (NW-2611-003)"), written as stored. */
export function referenceIn(subject: string): string | null {
  const match = /\bNW-?(\d{4})-?(\d{3,7})\b/i.exec(subject);
  return match ? normalizeReference(`${match[1]}-${match[2]}`) : null;
}

/** The lead a thread header names: a reply from the desk, or the visitor's receipt (their Message-IDs). */
export async function leadOfThread(db: Db, headers: Pick<AnswerHeaders, "inReplyTo" | "references">): Promise<string | undefined> {
  // The last ids are the nearest to the answer; a thread longer than 50 is answered by one of them.
  const ids = [...new Set([...headers.references, ...(headers.inReplyTo ? [headers.inReplyTo] : [])].map(bracketed))].slice(-50);
  if (!ids.length) return undefined;
  const reply = await db.kysely
    .selectFrom("desk_replies")
    .select("request_id")
    .where("message_id", "in", ids)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (reply) return reply.request_id;
  // The receipt's Message-ID is `<its outbox row's id@domain>`.
  const rowIds = ids.map((id) => /^<([0-9a-f-]{36})@/i.exec(id)?.[1]).filter((id): id is string => Boolean(id));
  if (!rowIds.length) return undefined;
  const receipt = await db.kysely
    .selectFrom("contact_notifications")
    .select("request_id")
    .where("id", "in", rowIds)
    .where("channel", "=", "receipt")
    .limit(1)
    .executeTakeFirst();
  return receipt?.request_id;
}

/** The leads with this reference (a reference's day and number come round again each year), newest first, with their address's key. */
export async function leadsWithReference(db: Db, reference: string): Promise<{ id: string; emailKey: string | null }[]> {
  const rows = await db.kysely
    .selectFrom("contact_requests")
    .select(["id", "email_key"])
    .where("reference", "=", reference)
    .orderBy("created_at", "desc")
    .limit(20)
    .execute();
  return rows.map((r) => ({ id: r.id, emailKey: r.email_key }));
}

/** The open leads (to answer or replied; not spam) of an address: at most `limit`, newest first. */
export async function openLeadsOf(db: Db, address: string, limit = 2): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom("contact_requests")
    .select("id")
    .where("email_key", "=", emailKey(address))
    .where("lead_status", "in", ["new", "later", "replied"])
    .where("status", "=", "accepted")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
