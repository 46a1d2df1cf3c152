/**
 * Reminders as one digest per recipient (issue 36): the owner of each lead past the promise, or
 * MAIL_TO for the leads nobody owns. A digest goes at the start of the working day (when leads are
 * past the promise) and when a lead crosses the promise, never more than one an hour per
 * recipient, however many leads and instances: each recipient's last digest is one row that an
 * instance must move forward to queue one (PostgreSQL re-checks the condition after the row lock,
 * so a second instance finds it moved; SQLite has one writer).
 */
import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { WorkingClock } from "~/platform/working-time.server";
import { chunks } from "../platform/chunks.server";
import type { Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import { queueNotifications } from "./outbox-queue.server";

/** A digest lists at most this many leads (oldest first); the rest are "and N more". */
export const digestListed = 20;
/** The least time between two digests to one recipient. */
export const digestGapMs = 60 * 60 * 1000;
/** Digests' lists are kept this long (the outbox keeps its own rows). */
export const digestRetentionMs = 30 * 86_400_000;

export interface DigestSettings {
  clock: WorkingClock;
  /** MAIL_TO: who hears of the leads nobody owns. */
  fallbackTo: string;
  /** The language of MAIL_TO's digest. */
  fallbackLanguage: string;
}

interface Recipient {
  recipient: string;
  language: string;
  /** The owners whose leads it lists; null: nobody's. */
  owners: (string | null)[];
  total: number;
  fresh: number;
}

/** The leads past the promise, per recipient: how many, and how many were in no digest yet. */
/** Whether any accepted lead still waits for its first reply (what a digest could list). */
async function anyUnanswered(db: Db): Promise<boolean> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select("id")
    .where("lead_status", "=", "new")
    .where("status", "=", "accepted")
    .where("first_reply_at", "is", null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function recipients(db: Db, cutoff: string, s: DigestSettings): Promise<Recipient[]> {
  const groups = await db.kysely
    .selectFrom("contact_requests")
    .leftJoin("desk_operators", "desk_operators.id", "contact_requests.assignee_id")
    .select((e) => [
      "desk_operators.id as owner",
      "desk_operators.email",
      "desk_operators.language",
      e.fn.countAll<number | string>().as("n"),
      e.fn.sum<number | string>(e.case().when("contact_requests.reminded_at", "is", null).then(1).else(0).end()).as("fresh"),
    ])
    .where("contact_requests.lead_status", "=", "new")
    .where("contact_requests.status", "=", "accepted")
    // Never replied to: a lead back in To answer because it answered a reply is not "no reply".
    .where("contact_requests.first_reply_at", "is", null)
    .where("contact_requests.created_at", "<=", cutoff)
    .groupBy(["desk_operators.id", "desk_operators.email", "desk_operators.language"])
    .execute();
  const byRecipient = new Map<string, Recipient>();
  for (const g of groups) {
    const recipient = g.email ?? s.fallbackTo;
    const entry = byRecipient.get(recipient.toLowerCase()) ?? {
      recipient,
      language: g.language ?? s.fallbackLanguage,
      owners: [],
      total: 0,
      fresh: 0,
    };
    entry.owners.push(g.owner ?? null);
    entry.total += Number(g.n);
    entry.fresh += Number(g.fresh ?? 0);
    byRecipient.set(recipient.toLowerCase(), entry);
  }
  return [...byRecipient.values()];
}

/** The recipient's leads past the promise: its owners', and for MAIL_TO those nobody (or a removed operator) owns. */
function pastPromise(trx: Transaction<Database>, r: Recipient, cutoff: string) {
  const owners = r.owners.filter((o): o is string => o !== null);
  const nobody = r.owners.includes(null);
  return trx
    .selectFrom("contact_requests")
    .where("lead_status", "=", "new")
    .where("status", "=", "accepted")
    .where("first_reply_at", "is", null)
    .where("created_at", "<=", cutoff)
    .where((e) =>
      e.or([
        ...(owners.length ? [e("assignee_id", "in", owners)] : []),
        ...(nobody
          ? [
              e.or([
                e("assignee_id", "is", null),
                e.not(
                  e.exists(e.selectFrom("desk_operators").select("id").whereRef("desk_operators.id", "=", "contact_requests.assignee_id")),
                ),
              ]),
            ]
          : []),
      ]),
    );
}

/** Queues one recipient's digest if no other instance did within the hour; whether it did. */
async function queueDigest(db: Db, r: Recipient, cutoff: string, opening: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const key = r.recipient.toLowerCase();
  return db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto("reminder_recipients")
      .values({ recipient: key, last_digest_at: new Date(0).toISOString() })
      .onConflict((oc) => oc.column("recipient").doNothing())
      .execute();
    let claim = trx
      .updateTable("reminder_recipients")
      .set({ last_digest_at: at })
      .where("recipient", "=", key)
      .where("last_digest_at", "<=", new Date(now.getTime() - digestGapMs).toISOString());
    // No lead crossed the promise since the last digest: only the working day's first digest is due.
    if (r.fresh === 0) claim = claim.where("last_digest_at", "<", opening);
    const claimed = await claim.returning("recipient").execute();
    if (claimed.length === 0) return false;
    const mine = pastPromise(trx, r, cutoff);
    // The leads that crossed the promise since the last digest first, then the longest waiting.
    const listed = await mine
      .select("id")
      .orderBy(sql`case when reminded_at is null then 0 else 1 end`)
      .orderBy("created_at")
      .orderBy("id")
      .limit(digestListed)
      .execute();
    if (listed.length === 0) return false;
    const ids = await mine.select("id").where("reminded_at", "is", null).execute();
    for (const chunk of chunks(ids, 500)) {
      await trx
        .updateTable("contact_requests")
        .set({ reminded_at: at })
        .where(
          "id",
          "in",
          chunk.map((x) => x.id),
        )
        .execute();
    }
    const id = randomUUID();
    await trx
      .insertInto("reminder_digests")
      .values({
        id,
        recipient: r.recipient,
        language: r.language,
        lead_ids: JSON.stringify(listed.map((l) => l.id)),
        leads_total: r.total,
        created_at: at,
      })
      .execute();
    // The outbox row names the newest listed lead: erased, it takes the digest with it.
    await queueNotifications(trx, [{ id, requestId: listed.at(-1)!.id, channel: "reminder", recipient: r.recipient }], at);
    return true;
  });
}

/**
 * Queues the digests due now: within working hours only, one per recipient with leads past the
 * promise whose last digest is over an hour old and who either has a lead that crossed the promise
 * since, or has had no digest since today's opening. Returns how many were queued.
 */
export async function queueDigests(db: Db, s: DigestSettings, now = new Date()): Promise<number> {
  await db.kysely
    .deleteFrom("reminder_digests")
    .where("created_at", "<", new Date(now.getTime() - digestRetentionMs).toISOString())
    .execute();
  // No lead waiting for a first reply, no digest: the working clock (time zones, about 10 MB of
  // memory from ICU's data) is not woken for an empty desk, as on a fresh server's first minute.
  if (!(await anyUnanswered(db))) return 0;
  if (!s.clock.isOpen(now)) return 0;
  const opening = s.clock.openingOf(now)!.toISOString();
  const cutoff = s.clock.overdueCutoff(now).toISOString();
  let queued = 0;
  for (const r of await recipients(db, cutoff, s)) if (await queueDigest(db, r, cutoff, opening, now)) queued++;
  return queued;
}

export interface DigestLead {
  id: string;
  firstName: string;
  reference: string | null;
  language: string;
  createdAt: string;
  /** The request's message: the digest marks a lead that says it is urgent. */
  message: string;
}

export interface StoredDigest {
  recipient: string;
  language: string;
  total: number;
  /** The listed leads still waiting for a reply in the digest's order (one answered meanwhile is left out). */
  leads: DigestLead[];
}

/** A queued digest as its mail shows it, or undefined when there is none with this id. */
export async function findDigest(db: Db, id: string): Promise<StoredDigest | undefined> {
  const d = await db.kysely.selectFrom("reminder_digests").selectAll().where("id", "=", id).executeTakeFirst();
  if (!d) return undefined;
  const ids = (JSON.parse(d.lead_ids) as unknown[]).filter((x): x is string => typeof x === "string");
  const rows = ids.length
    ? await db.kysely
        .selectFrom("contact_requests")
        .select(["id", "first_name", "reference", "language", "created_at", "message"])
        .where("id", "in", ids)
        .where("lead_status", "=", "new")
        .where("first_reply_at", "is", null)
        .execute()
    : [];
  // In the digest's order: the leads that had just crossed the promise first.
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return {
    recipient: d.recipient,
    language: d.language,
    total: Number(d.leads_total),
    leads: rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      reference: r.reference ?? null,
      language: r.language,
      createdAt: r.created_at,
      message: r.message,
    })),
  };
}

/** For tests and the bench: how many leads are past the promise and in no digest yet. */
export async function countUnreminded(db: Db, clock: WorkingClock, now = new Date()): Promise<number> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select(sql<number | string>`count(*)`.as("n"))
    .where("lead_status", "=", "new")
    .where("reminded_at", "is", null)
    .where("first_reply_at", "is", null)
    .where("created_at", "<=", clock.overdueCutoff(now).toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
